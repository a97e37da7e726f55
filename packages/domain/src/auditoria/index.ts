/**
 * Audit trail (issue 37): the shape of an entry and the pt-BR names of its entities and actions, shared
 * by the API (which records and serves entries) and the screens (Auditoria, 'Histórico de alterações').
 */
import { formatDate } from '../format/dates';
import { formatMoney, formatPercent } from '../format/numbers';

/** How a value is shown: money as 'R$ 1.234,56', a fraction as '12,5 %', a date as dd/mm/aaaa. */
export type TipoValorAuditado = 'texto' | 'dinheiro' | 'percentual' | 'data' | 'numero' | 'booleano';

/**
 * Why a value may be hidden from a reader: 'salario' (salaries, employee costs and benefits values —
 * shown only to users whose sections let them see salaries), 'cpf' (masked in lists).
 */
export type SigiloAuditado = 'salario' | 'cpf';

/** A value as recorded: display-ready (names, not ids; money and rates as decimal strings). */
export type ValorAuditado = string | number | boolean | null;

/** One changed field: its pt-BR label, and the value before and after (null when absent). */
export interface CampoAuditado {
  campo: string;
  antes: ValorAuditado;
  depois: ValorAuditado;
  tipo?: TipoValorAuditado;
  sigilo?: SigiloAuditado;
  /** Served only: the reader may not see this value (sigilo 'salario'); `antes` and `depois` are null. */
  oculto?: boolean;
}

/**
 * A field as entries recorded before migration 0112 store it: an object. A creation's fields ('criar') were
 * stored without `antes` for a while (issue 37: the import's 10.001 entries carried a `"antes": null` per
 * field), the older ones with it.
 */
export type CampoGravadoObjeto = Omit<CampoAuditado, 'antes'> & { antes?: ValorAuditado };

/**
 * A field as the trail stores it since migration 0112 (issue 37 §4: an import's ~16 fields × 10.001 entries
 * cost less to write and store as tuples than as objects, 8,2 → 5,0 MB): [label, after, type, secrecy,
 * before], the trailing nulls left out — a creation's 'Nome' is `["Nome","Ana"]`, its salary
 * `["Salário","6100.00","dinheiro","salario"]`, a change of function `["Função","Pleno",null,null,"Júnior"]`.
 * `tuplaDoCampo` writes it, `campoLido` reads it back.
 */
export type TuplaDoCampo = [
  campo: string,
  depois?: ValorAuditado,
  tipo?: TipoValorAuditado | null,
  sigilo?: SigiloAuditado | null,
  antes?: ValorAuditado,
];

/** A stored field of either shape (the entries before migration 0112 keep their objects). */
export type CampoGravado = CampoGravadoObjeto | TuplaDoCampo;

/** A field as the trail stores it: its tuple (see TuplaDoCampo), the trailing nulls left out. */
export function tuplaDoCampo(campo: CampoAuditado): TuplaDoCampo {
  const antes = campo.antes ?? null;
  const depois = campo.depois ?? null;
  const tipo = campo.tipo ?? null;
  const sigilo = campo.sigilo ?? null;
  if (antes !== null) return [campo.campo, depois, tipo, sigilo, antes];
  if (sigilo !== null) return [campo.campo, depois, tipo, sigilo];
  if (tipo !== null) return [campo.campo, depois, tipo];
  return depois !== null ? [campo.campo, depois] : [campo.campo];
}

/**
 * A stored field of either shape as the screens and the API read it: a missing `antes` (a creation) is null;
 * a tuple becomes the object it was recorded from (no `tipo`/`sigilo` member when it had none).
 */
export function campoLido(campo: CampoGravado): CampoAuditado {
  if (Array.isArray(campo)) {
    const lido: CampoAuditado = { campo: campo[0], antes: campo[4] ?? null, depois: campo[1] ?? null };
    if (campo[2] != null) lido.tipo = campo[2];
    if (campo[3] != null) lido.sigilo = campo[3];
    return lido;
  }
  const objeto = campo as CampoGravadoObjeto;
  return objeto.antes === undefined ? { ...objeto, antes: null } : (objeto as CampoAuditado);
}

/**
 * What was done. The use-case verbs of the routes; 'alterar' is any update of fields, 'acesso_*' the
 * security events.
 */
export const ACOES_AUDITORIA = {
  criar: 'Criação',
  alterar: 'Alteração',
  remover: 'Exclusão',
  ativar: 'Ativação',
  desativar: 'Desativação',
  calcular: 'Cálculo',
  recalcular: 'Recálculo',
  travar: 'Travamento',
  destravar: 'Destravamento',
  importar: 'Importação',
  sincronizar: 'Sincronização',
  aprovar: 'Aprovação',
  recusar: 'Recusa',
  confirmar_email: 'Confirmação de e-mail',
  vincular: 'Vínculo',
  desvincular: 'Desvínculo',
  login: 'Login',
  login_falhou: 'Login recusado',
  logout: 'Logout',
  limite_atingido: 'Limite atingido',
  senha_alterada: 'Senha alterada',
  senha_redefinida: 'Senha redefinida',
  secao_recusada: 'Acesso negado a seção',
  token_reutilizado: 'Reuso de token de sessão',
} as const;
export type AcaoAuditoria = keyof typeof ACOES_AUDITORIA;

/** The records the trail covers, with their pt-BR names (singular). */
export const ENTIDADES_AUDITORIA = {
  colaborador: 'Colaborador',
  beneficio_colaborador: 'Benefício do colaborador',
  beneficio: 'Benefício',
  valor_beneficio: 'Valor de benefício',
  imposto: 'Imposto',
  faixa_imposto: 'Faixa de imposto',
  valor_imposto: 'Valor de imposto',
  regime: 'Regime de contratação',
  funcao: 'Função',
  departamento: 'Departamento',
  filial: 'Filial',
  fechamento: 'Fechamento',
  configuracao_empresa: 'Configuração da empresa',
  planejamento: 'Planejamento',
  custo_projeto: 'Custo extra do projeto',
  taxa: 'Taxa',
  relatorio_margem: 'Relatório de margem',
  simulacao_margem: 'Simulação de margem',
  regras_alerta: 'Regras de alerta da projeção',
  simulacao: 'Simulação',
  squad: 'Squad',
  cenario: 'Cenário',
  cliente: 'Cliente',
  importacao: 'Importação',
  usuario: 'Usuário',
  secao_usuario: 'Seções do usuário',
  pedido_cadastro: 'Pedido de cadastro',
  vinculo_google: 'Vínculo com Google',
  sincronizacao_jira: 'Sincronização Jira/Tempo',
  sessao: 'Sessão',
  projecao_limites: 'Limites da projeção',
} as const;
export type EntidadeAuditoria = keyof typeof ENTIDADES_AUDITORIA;

/** An entry as the API serves it. */
export interface EntradaDeAuditoria {
  id: number;
  /** ISO instant. */
  em: string;
  usuarioId: number | null;
  /** The user's name, or 'sistema' for the sync and scheduled work. */
  usuarioNome: string;
  acao: AcaoAuditoria;
  entidade: EntidadeAuditoria;
  chave: string;
  campos: CampoAuditado[];
  detalhes: Record<string, unknown> | null;
  requestId: string | null;
}

/**
 * The sections (or the 'admin' role) whose holders may read each kind of record, and so its history
 * (GET /auditoria/:entidade/:chave): the sections of the screens that show it.
 */
export const SECOES_DA_ENTIDADE: Readonly<Record<EntidadeAuditoria, readonly string[]>> = {
  colaborador: ['cadastros'],
  beneficio_colaborador: ['cadastros'],
  beneficio: ['cadastros'],
  valor_beneficio: ['cadastros'],
  imposto: ['cadastros'],
  faixa_imposto: ['cadastros'],
  valor_imposto: ['cadastros'],
  regime: ['cadastros'],
  funcao: ['cadastros'],
  departamento: ['cadastros'],
  filial: ['cadastros'],
  fechamento: ['fechamentos'],
  configuracao_empresa: ['fechamentos'],
  planejamento: ['projetos'],
  custo_projeto: ['projetos'],
  taxa: ['projetos'],
  relatorio_margem: ['projetos', 'simulacoes'],
  simulacao: ['simulacoes'],
  squad: ['simulacoes'],
  cenario: ['simulacoes'],
  cliente: ['projetos'],
  importacao: ['importacoes'],
  usuario: ['admin'],
  secao_usuario: ['admin'],
  pedido_cadastro: ['admin'],
  vinculo_google: ['admin'],
  sincronizacao_jira: ['admin'],
  sessao: ['admin'],
  projecao_limites: ['admin'],
  regras_alerta: ['projetos'],
  simulacao_margem: ['projetos', 'simulacoes'],
};

/** Whether a user holding `secoes` (sections and roles) may read the records of `entidade`. */
export function podeVerEntidade(entidade: EntidadeAuditoria, secoes: readonly string[]): boolean {
  return SECOES_DA_ENTIDADE[entidade].some((secao) => secoes.includes(secao));
}

/**
 * The sections whose screens show salaries today: the employees' registration (salary, monthly cost,
 * benefits values) and the closings (cost and HH per employee). Only their holders see the values of
 * fields with sigilo 'salario'.
 */
export const SECOES_QUE_VEEM_SALARIOS = ['cadastros', 'fechamentos'] as const;

export function veSalarios(secoes: readonly string[]): boolean {
  return SECOES_QUE_VEEM_SALARIOS.some((secao) => secoes.includes(secao));
}

/** A CPF as lists show it: only the middle digits ('123.456.789-01' → '***.456.789-**'). */
export function mascararCpf(valor: ValorAuditado | undefined): ValorAuditado {
  if (valor === null || valor === undefined) return null;
  const digitos = String(valor).replace(/\D/g, '');
  if (digitos.length !== 11) return '***';
  return `***.${digitos.slice(3, 6)}.${digitos.slice(6, 9)}-**`;
}

/**
 * The fields as a reader may see them, the one place the privacy rules of the trail apply: salary
 * values hidden (null, `oculto: true`) unless `salarios`; CPFs masked when `mascararCpfs` (lists).
 */
export function protegerCampos(campos: readonly CampoGravado[], leitor: { salarios: boolean; mascararCpfs: boolean }): CampoAuditado[] {
  return campos.map((gravado) => {
    const campo = campoLido(gravado);
    if (campo.sigilo === 'salario' && !leitor.salarios) return { ...campo, antes: null, depois: null, oculto: true };
    if (campo.sigilo === 'cpf' && leitor.mascararCpfs) return { ...campo, antes: mascararCpf(campo.antes), depois: mascararCpf(campo.depois) };
    return campo;
  });
}

/** The author of work nobody requested (Jira/Tempo sync, scheduled jobs). */
export const AUTOR_SISTEMA = 'sistema';

/** The author of a security event by someone not signed in and not identified (a login nobody has, a flood by address). */
export const AUTOR_DESCONHECIDO = 'desconhecido';
/** What the screens show for a value the reader may not see. */
export const VALOR_OCULTO = 'oculto';

/** A recorded value as the screens show it: money 'R$ 1.234,56', rates '12,50%', dates dd/mm/aaaa, booleans Sim/Não; '—' when absent. */
export function formatarValorAuditado(valor: ValorAuditado | undefined, tipo?: TipoValorAuditado): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean' || tipo === 'booleano') return valor === true || valor === 'true' || valor === 1 ? 'Sim' : 'Não';
  if (tipo === 'dinheiro') return formatMoney(valor) || String(valor);
  if (tipo === 'percentual') return formatPercent(valor) || String(valor);
  if (tipo === 'data') return formatDate(String(valor)) || String(valor);
  if (tipo === 'numero' && typeof valor === 'number') return valor.toLocaleString('pt-BR');
  return String(valor);
}

/** One side of a changed field as shown: 'oculto' when the server hid it; '—' when absent (a creation's `antes`). */
export function ladoDoCampo(campo: CampoGravadoObjeto, lado: 'antes' | 'depois'): string {
  return campo.oculto ? VALOR_OCULTO : formatarValorAuditado(campo[lado], campo.tipo);
}

/**
 * The pt-BR names of the keys recorders put in `detalhes` (what is not a field: a closing's totals, an
 * import's counts, a sign-in's means). A key not listed is shown split from its camelCase ('esperaSegundos'
 * → 'Espera segundos'), never as the raw key.
 */
export const ROTULOS_DOS_DETALHES: Readonly<Record<string, string>> = {
  alteradas: 'alteradas',
  alterados: 'alterados',
  beneficio: 'Benefício',
  clienteAnterior: 'Cliente anterior',
  colaborador: 'Colaborador',
  colaboradores: 'Colaboradores',
  contagens: 'Contagens',
  custoTotal: 'Custo total',
  custosIndiretos: 'Custos indiretos',
  email: 'E-mail',
  erro: 'Erro',
  esperaSegundos: 'Espera (segundos)',
  fechamento: 'Fechamento',
  funcao: 'Função',
  funcoes: 'Funções',
  gravados: 'Gravados',
  imposto: 'Imposto',
  ip: 'Endereço IP',
  limite: 'Limite',
  login: 'Login digitado',
  meio: 'Meio',
  mesesNovos: 'Meses novos',
  mesesRemovidos: 'Meses removidos',
  motivo: 'Motivo',
  nome: 'Nome',
  novas: 'novas',
  novoCliente: 'Novo cliente',
  novos: 'novos',
  origem: 'Origem',
  outrasSessoesEncerradas: 'Outras sessões encerradas',
  projeto: 'Projeto',
  projetos: 'Projetos',
  registros: 'Registros',
  rejeitados: 'Rejeitados',
  removidas: 'removidas',
  removidos: 'removidos',
  senha: 'Senha',
  sessoesEncerradas: 'Sessões encerradas',
  sessoesRevogadas: 'Sessões revogadas',
  situacao: 'Situação',
  solicitante: 'Solicitante',
  tipo: 'Tipo',
  usuario: 'Usuário',
  usuarioCriado: 'Usuário criado',
  versao: 'Versão',
};

/** The `detalhes` keys holding money (shown 'R$ 1.234,56'). */
const DETALHES_EM_DINHEIRO = new Set(['custoTotal']);

function rotuloDoDetalhe(chave: string): string {
  const rotulo = ROTULOS_DOS_DETALHES[chave];
  if (rotulo) return rotulo;
  const palavras = chave.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

function valorDoDetalhe(valor: unknown, dinheiro: boolean): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (dinheiro && (typeof valor === 'number' || typeof valor === 'string')) return formatarValorAuditado(valor, 'dinheiro');
  if (typeof valor === 'number') return valor.toLocaleString('pt-BR');
  if (Array.isArray(valor)) return valor.length === 0 ? '—' : valor.map((item) => valorDoDetalhe(item, dinheiro)).join(', ');
  if (typeof valor === 'object') {
    const objeto = valor as Record<string, unknown>;
    const chaves = Object.keys(objeto);
    // A value before → after (a recalculation's totals, a plan's version).
    if (chaves.length === 2 && 'antes' in objeto && 'depois' in objeto) {
      return `${valorDoDetalhe(objeto.antes, dinheiro)} → ${valorDoDetalhe(objeto.depois, dinheiro)}`;
    }
    return chaves.map((chave) => `${rotuloDoDetalhe(chave)}: ${valorDoDetalhe(objeto[chave], DETALHES_EM_DINHEIRO.has(chave))}`).join(', ');
  }
  return String(valor);
}

/** An entry's `detalhes` as the screens show them: pt-BR names, values before → after, money as R$. */
export function detalhesDaEntrada(detalhes: Record<string, unknown> | null | undefined): Array<{ rotulo: string; valor: string }> {
  return Object.entries(detalhes ?? {}).map(([chave, valor]) => ({ rotulo: rotuloDoDetalhe(chave), valor: valorDoDetalhe(valor, DETALHES_EM_DINHEIRO.has(chave)) }));
}

/** One line summing an entry up ('Salário: oculto → oculto; Função: Analista → Coordenador'), for lists and exports. */
export function resumoDaEntrada(entrada: Pick<EntradaDeAuditoria, 'campos' | 'detalhes'>): string {
  const campos = entrada.campos.map((campo) => `${campo.campo}: ${ladoDoCampo(campo, 'antes')} → ${ladoDoCampo(campo, 'depois')}`);
  if (campos.length > 0) return campos.join('; ');
  return detalhesDaEntrada(entrada.detalhes)
    .map(({ rotulo, valor }) => `${rotulo}: ${valor}`)
    .join('; ');
}

/** The record's name in a list: 'Colaborador 4242'. */
export function registroDaEntrada(entrada: Pick<EntradaDeAuditoria, 'entidade' | 'chave'>): string {
  return `${ENTIDADES_AUDITORIA[entrada.entidade] ?? entrada.entidade} ${entrada.chave}`;
}
