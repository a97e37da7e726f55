/**
 * Employee cost simulation (spec 03 sections 2.3, 3, 4, 7): the closing calculation of
 * `src/fechamentos` run on a hypothetical employee. The employee is handed to the same
 * `montarEntradas` (regime provisions, the regime's taxes with the branch's value rows and the
 * brackets in force) and `calcularColaboradores` (engine + hour costs with 4 decimals) as every
 * closing, so a simulation of an existing employee's data gives that employee's closing figures.
 * The form's `beneficio` is one monthly benefit paid by the company (`beneficiosDaSimulacao`).
 */
import {
  beneficiosDaSimulacao,
  DIAS_UTEIS_PADRAO,
  firstDayOfMonth,
  lastDayOfMonth,
  SIMULACAO_MESSAGES as M,
  type OpcoesSimulacao,
  type ReferenciaSimulacao,
  type SimulacaoCalculada,
  type SimulacaoCusto,
  type SimulacaoEntrada,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import type { colaborador } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { baseHorasDaEmpresa, calcularColaboradores, impostosDosRegimes, montarEntradas, type DadosFechamento } from '../fechamentos';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import * as q from './queries';
import type { LinhaSimulacao } from './queries';
import { hojeNoServidor } from '../../hoje';

type Pessoa = typeof colaborador.$inferSelect;

/** The closing whose period is simulated: `fechamentoId`, else the latest active closing, else the current month. */
export async function referencia(db: Db, fechamentoId?: number | null): Promise<ReferenciaSimulacao> {
  const row = await q.fechamentoDeReferencia(db, fechamentoId);
  if (row) return { fechamentoId: row.id, label: row.label, dataInicio: row.dataInicio, dataFim: row.dataFim, diasUteis: row.diasUteis };
  if (fechamentoId) throw badRequest([{ field: 'fechamentoId', errorMessage: 'Fechamento não encontrado.' }]);
  const hoje = hojeNoServidor();
  const inicio = firstDayOfMonth(hoje);
  return { fechamentoId: null, label: `${inicio.slice(5, 7)}/${inicio.slice(0, 4)}`, dataInicio: inicio, dataFim: lastDayOfMonth(hoje), diasUteis: DIAS_UTEIS_PADRAO };
}

export interface Calculo {
  resultado: SimulacaoCalculada;
  funcaoNome: string;
  regimeSigla: string;
  filialLabel: string;
}

/** Runs the closing calculation on the hypothetical employee of `entrada`. */
export async function calcular(db: Db, entrada: SimulacaoEntrada, fechamentoId?: number | null): Promise<Calculo> {
  // Independent reads, sent together: one wait for the pool instead of eight in a row.
  const [ref, funcaoRow, regimes, filiais, impostos, baseHoras] = await Promise.all([
    referencia(db, fechamentoId),
    q.funcaoDoFormulario(db, entrada.funcao),
    q.regimeAtivo(db, entrada.regime),
    q.filialAtiva(db, entrada.filial),
    // The tax rows a closing loads (fechamentos' carregarDados), restricted to this regime and branch.
    impostosDosRegimes(db, { regimeCod: entrada.regime, filialCod: entrada.filial }),
    baseHorasDaEmpresa(db),
  ]);
  const erros: Array<{ field: string; errorMessage: string }> = [];
  if (!funcaoRow) erros.push({ field: 'funcao', errorMessage: M.funcaoNaoEncontrada });
  if (regimes.length === 0) erros.push({ field: 'regime', errorMessage: M.regimeNaoEncontrado });
  if (filiais.length === 0) erros.push({ field: 'filial', errorMessage: M.filialNaoEncontrada });
  if (erros.length > 0) throw badRequest(erros);

  const { links, valoresImposto, faixas } = impostos;

  const pessoa = {
    mat: 0,
    nome: 'Simulação',
    sobrenome: '',
    funcao: entrada.funcao,
    departamento: 0,
    regime: entrada.regime,
    filial: entrada.filial,
    salario: String(entrada.salario),
    cargaHoraria: 8,
    dependentes: entrada.dependentes,
    admissao: '1900-01-01',
    demissao: null,
    ativo: true,
  } as unknown as Pessoa;
  const dados: DadosFechamento = {
    pessoas: [pessoa],
    historico: [],
    funcoes: [{ cod: funcaoRow!.cod, nome: funcaoRow!.nome }],
    departamentos: [],
    regimes,
    filiais,
    beneficios: [],
    links,
    valoresImposto,
    faixas,
  };
  const periodo = { dataInicio: ref.dataInicio, dataFim: ref.dataFim, diasUteis: ref.diasUteis };
  const { colaboradores } = montarEntradas(dados, periodo);
  const hipotetico = { ...colaboradores[0]!, beneficios: beneficiosDaSimulacao(entrada.beneficio) };
  const calculo = calcularColaboradores(periodo, [hipotetico], { baseHoras });
  const { resultado } = calculo.colaboradores[0]!;
  return {
    resultado: {
      funcao: funcaoRow!.nome,
      beneficioTotal: resultado.beneficioTotal,
      custoHH: resultado.custoHora,
      custoHHMeioPeriodo: resultado.custoHoraMeioPeriodo,
      custoTotal: resultado.custoTotal,
      impostoTotal: resultado.impostoTotal,
      provisaoDecimoTerceiro: resultado.provisaoDecimoTerceiro,
      provisaoFerias: resultado.provisaoFerias,
      provisaoRescisao: resultado.provisaoRescisao,
      salarioBruto: resultado.salarioBase,
      salarioFilial: resultado.salarioFilial,
      salarioLiquido: resultado.salarioLiquido,
      referencia: ref,
      avisos: calculo.avisos.map((aviso) => aviso.replace(/^Matrícula 0: /, '')),
    },
    funcaoNome: funcaoRow!.nome,
    regimeSigla: regimes[0]!.sigla,
    filialLabel: filiais[0]!.label,
  };
}

/** The form's options: functions active (1) and of the simulator (2), active regimes and branches, the reference closing. */
export async function opcoes(db: Db): Promise<OpcoesSimulacao> {
  const [{ funcoes, regimes, filiais }, ref] = await Promise.all([q.opcoesDoFormulario(db), referencia(db)]);
  return { funcoes, regimes, filiais, referencia: ref };
}

export function resposta(row: LinhaSimulacao): SimulacaoCusto {
  return {
    id: row.id,
    funcao_cod: row.funcaoCod,
    funcao_nome: row.funcaoNome,
    regime_cod: row.regimeCod,
    regime_sigla: row.regimeSigla,
    filial_cod: row.filialCod,
    filial_label: row.filialLabel,
    dependentes: row.dependentes,
    salario_bruto: row.salarioBruto,
    beneficio_total: row.beneficioTotal,
    imposto_total: row.impostoTotal,
    salario_filial: row.salarioFilial,
    salario_liquido: row.salarioLiquido,
    custo_total: row.custoTotal,
    custo_hora_colaborador: row.custoHoraColaborador,
    custo_hora_colaborador_meio_periodo: row.custoHoraColaboradorMeioPeriodo,
    provisao_decimo_terceiro: row.provisaoDecimoTerceiro,
    provisao_ferias: row.provisaoFerias,
    provisao_rescisao: row.provisaoRescisao,
    fechamento_id: row.fechamentoId,
    ativo: row.ativo,
  };
}

/** The user's active simulations, newest first. */
export async function listar(db: Db, email: string): Promise<SimulacaoCusto[]> {
  const rows = await q.simulacoesDoUsuario(db, email);
  return rows.map(resposta);
}

/**
 * The user's ACTIVE simulations among `ids`, locked FOR SHARE until the caller's transaction ends
 * (a concurrent edit or delete waits). Ids of other users or deleted ones are simply absent. Used by
 * the squads' save (squads module), which snapshots these figures.
 */
export async function simulacoesAtivas(db: Pick<Db, 'select'>, email: string, ids: number[]): Promise<SimulacaoCusto[]> {
  if (ids.length === 0) return [];
  const rows = await q.travarSimulacoesAtivas(db, email, ids);
  return rows.map(resposta);
}

/** One of the user's simulations (active or not); 404 for another user's. */
export async function buscar(db: Db, email: string, id: number): Promise<SimulacaoCusto> {
  const row = await q.simulacaoDoUsuario(db, email, id);
  if (!row) throw notFound(M.naoEncontrada);
  return resposta(row);
}

/** What the audit trail records of a cost simulation (a simulated salary and its costs are salary-like: sigilo). */
const CAMPOS_AUDITADOS: CampoComparado<q.NovaSimulacao>[] = [
  { campo: 'Função', valor: (s) => s.funcaoNome },
  { campo: 'Regime', valor: (s) => s.regimeSigla },
  { campo: 'Filial', valor: (s) => s.filialLabel },
  { campo: 'Dependentes', valor: (s) => s.dependentes, tipo: 'numero' },
  { campo: 'Salário bruto', valor: (s) => s.salarioBruto, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Custo total', valor: (s) => s.custoTotal, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Custo HH', valor: (s) => s.custoHoraColaborador, tipo: 'dinheiro', sigilo: 'salario' },
];

/** Recalculates from the inputs (the figures a client sends are not trusted) and inserts or updates. */
export async function salvar(db: Db, email: string, entrada: SimulacaoEntrada, id?: number): Promise<SimulacaoCusto> {
  const antes = id === undefined ? null : await q.simulacaoDoUsuario(db, email, id);
  if (id !== undefined && !antes?.ativo) throw notFound(M.naoEncontrada);
  const { resultado: r, funcaoNome, regimeSigla, filialLabel } = await calcular(db, entrada);
  const values = {
    email,
    funcaoCod: entrada.funcao,
    funcaoNome,
    regimeCod: entrada.regime,
    regimeSigla,
    filialCod: entrada.filial,
    filialLabel,
    dependentes: entrada.dependentes,
    salarioBruto: r.salarioBruto,
    beneficioTotal: r.beneficioTotal,
    impostoTotal: r.impostoTotal,
    salarioFilial: r.salarioFilial,
    salarioLiquido: r.salarioLiquido,
    custoTotal: r.custoTotal,
    custoHoraColaborador: r.custoHH,
    custoHoraColaboradorMeioPeriodo: r.custoHHMeioPeriodo,
    provisaoDecimoTerceiro: r.provisaoDecimoTerceiro,
    provisaoFerias: r.provisaoFerias,
    provisaoRescisao: r.provisaoRescisao,
    fechamentoId: r.referencia.fechamentoId,
  };
  const salvo = await db.transaction(async (tx) => {
    const linha = id === undefined ? await q.inserirSimulacao(tx, values) : await q.atualizarSimulacao(tx, email, id, values);
    await registrarAuditoria(tx, { acao: id === undefined ? 'criar' : 'alterar', entidade: 'simulacao', chave: linha.id, campos: diferencas(antes, linha, CAMPOS_AUDITADOS) });
    return linha;
  });
  return resposta(salvo);
}

/** Soft delete (ativo false) or reactivation. */
export async function mudarAtivo(db: Db, email: string, id: number, ativo: boolean): Promise<string> {
  const atual = await buscar(db, email, id);
  await db.transaction(async (tx) => {
    await q.atualizarSimulacao(tx, email, id, { ativo });
    if (atual.ativo !== ativo) await registrarAuditoria(tx, { acao: ativo ? 'ativar' : 'remover', entidade: 'simulacao', chave: id, detalhes: { funcao: atual.funcao_nome } });
  });
  return ativo ? M.reativada : M.excluida;
}

/** A simulation function (ativo 2) registered from the simulation screen. */
export async function criarFuncao(db: Db, entrada: { cbo: string; nome: string; descricao?: string | null }) {
  return db.transaction(async (tx) => {
    const criada = await q.inserirFuncaoDoSimulador(tx, entrada);
    const campos = [
      { campo: 'CBO', antes: null, depois: entrada.cbo },
      { campo: 'Nome', antes: null, depois: entrada.nome },
      ...(entrada.descricao ? [{ campo: 'Descrição', antes: null, depois: entrada.descricao }] : []),
    ];
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'funcao', chave: criada.cod, campos, detalhes: { origem: 'simulador de custo' } });
    return criada;
  });
}
