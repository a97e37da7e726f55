import { centavos, dec, ZERO } from '../fechamento/decimal';
import { TIPO_CUSTO_LABEL, TIPOS_CUSTO, type TipoCusto } from '../projetos/respostas';

/**
 * Cost history by client, project and leader (spec 03 sections 2.6, 3 'Cost history row', 5 and 9):
 * the project's extra costs (custo_projeto) by type, plus VALOR_HH (the hour cost of the project's
 * worklogs, one row per project and month) and TOTAL (every type and VALOR_HH). Pure.
 */

export const TIPO_VALOR_HH = 'VALOR_HH';
export const TIPO_TOTAL = 'TOTAL';
export const TIPOS_HISTORICO = [...TIPOS_CUSTO, TIPO_VALOR_HH, TIPO_TOTAL] as const;
export type TipoHistorico = (typeof TIPOS_HISTORICO)[number];
/** The type of one row (TOTAL is a filter, never a row's type). */
export type TipoLinhaHistorico = TipoCusto | typeof TIPO_VALOR_HH;

export const TIPO_HISTORICO_LABEL: Record<TipoHistorico, string> = {
  ...TIPO_CUSTO_LABEL,
  VALOR_HH: 'Valor HH',
  TOTAL: 'Total',
};

export function isTipoHistorico(value: unknown): value is TipoHistorico {
  return typeof value === 'string' && (TIPOS_HISTORICO as readonly string[]).includes(value);
}

/** The row types a filter selects: one type, or every type with TOTAL. */
export function tiposDoFiltro(tipo: TipoHistorico): TipoLinhaHistorico[] {
  return tipo === TIPO_TOTAL ? [...TIPOS_CUSTO, TIPO_VALOR_HH] : [tipo];
}

/** Cost history row (spec 03 section 3), plus its BRL value. */
export interface LinhaHistoricoCusto {
  projeto: string;
  periodo_inicio: string;
  periodo_fim: string;
  /** Original value in its currency. */
  valor: string;
  moeda: 'BRL' | 'USD' | 'EUR';
  /** BRL per unit; 0 for BRL (spec 01: 'Real precisa ter cotação 0'). */
  cotacao: string;
  /** The date of the rate ('yyyy-MM-dd'); null for BRL. */
  cotacao_data: string | null;
  tipo_custo: TipoLinhaHistorico;
  descricao: string | null;
  /** Value in BRL. */
  valor_convertido: string;
}

export interface ProjetoHistorico {
  id: number;
  key: string;
  name: string;
  category: { id: number; name: string } | null;
  lead: { accountId: string; displayName: string } | null;
  cliente: { clienteId: number | null };
}

export interface HistoricoCustos {
  periodoInicial: string;
  periodoFinal: string;
  tipoCusto: TipoHistorico;
  custos: LinhaHistoricoCusto[];
  projetos: ProjetoHistorico[];
  clientes: { id: number; nome: string }[];
  categorias: { id: number; name: string }[];
}

export type AgrupamentoHistorico = 'cliente' | 'projeto' | 'lider';

export interface GrupoHistorico {
  /** Client id, project key or leader accountId ('' = none). */
  chave: string;
  nome: string;
  /** BRL per row type present. */
  porTipo: Partial<Record<TipoLinhaHistorico, string>>;
  total: string;
  linhas: (LinhaHistoricoCusto & { projetoNome: string })[];
}

export const SEM_CLIENTE = 'Sem cliente';
export const SEM_LIDER = 'Sem líder';

/**
 * Groups the rows by client, project or leader (groups by name, rows by period then project),
 * each with its BRL total per type and overall; plus the grand total.
 */
export function agruparHistorico(historico: Pick<HistoricoCustos, 'custos' | 'projetos' | 'clientes'>, por: AgrupamentoHistorico): {
  grupos: GrupoHistorico[];
  porTipo: Partial<Record<TipoLinhaHistorico, string>>;
  total: string;
} {
  const projetos = new Map(historico.projetos.map((projeto) => [projeto.key, projeto]));
  const clientes = new Map(historico.clientes.map((cliente) => [cliente.id, cliente.nome]));
  const grupos = new Map<string, { nome: string; linhas: GrupoHistorico['linhas'] }>();
  for (const custo of historico.custos) {
    const projeto = projetos.get(custo.projeto);
    let chave: string;
    let nome: string;
    if (por === 'projeto') {
      chave = custo.projeto;
      nome = projeto ? `${projeto.key} - ${projeto.name}` : custo.projeto;
    } else if (por === 'cliente') {
      const id = projeto?.cliente.clienteId ?? null;
      chave = id === null ? '' : String(id);
      nome = id === null ? SEM_CLIENTE : (clientes.get(id) ?? String(id));
    } else {
      chave = projeto?.lead?.accountId ?? '';
      nome = projeto?.lead?.displayName ?? SEM_LIDER;
    }
    const grupo = grupos.get(chave) ?? { nome, linhas: [] };
    grupo.linhas.push({ ...custo, projetoNome: projeto?.name ?? custo.projeto });
    grupos.set(chave, grupo);
  }
  const somar = (linhas: readonly LinhaHistoricoCusto[]) => {
    const tipos = new Map<TipoLinhaHistorico, ReturnType<typeof dec>>();
    let total = ZERO;
    for (const linha of linhas) {
      tipos.set(linha.tipo_custo, (tipos.get(linha.tipo_custo) ?? ZERO).plus(dec(linha.valor_convertido)));
      total = total.plus(dec(linha.valor_convertido));
    }
    const porTipo: Partial<Record<TipoLinhaHistorico, string>> = {};
    for (const tipo of [...TIPOS_CUSTO, TIPO_VALOR_HH] as TipoLinhaHistorico[]) {
      const valor = tipos.get(tipo);
      if (valor) porTipo[tipo] = centavos(valor);
    }
    return { porTipo, total: centavos(total) };
  };
  const lista = [...grupos.entries()]
    .map(([chave, grupo]) => ({
      chave,
      nome: grupo.nome,
      linhas: grupo.linhas.sort((a, b) => a.periodo_inicio.localeCompare(b.periodo_inicio) || a.projeto.localeCompare(b.projeto) || a.tipo_custo.localeCompare(b.tipo_custo)),
      ...somar(grupo.linhas),
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return { grupos: lista, ...somar(historico.custos) };
}
