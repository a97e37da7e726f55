/**
 * The forecast of projects (issue 38 §1, §2, §2b). Every rule and sum is the domain's
 * (`@financeiro/domain`, src/projecao/README.md): this file gathers the inputs in a fixed number of
 * batch statements and shapes the answers.
 */
import Decimal from 'decimal.js';
import {
  anoMesParaChave,
  compararChaves,
  indicadoresDaProjecao,
  LIMITES_CARTEIRA_PADRAO,
  ordenarPorRisco,
  projetar,
  proximaChave,
  statusDaCarteira,
  textoDaCausa,
  type ChaveMes,
  type EntradaProjecao,
  type FechamentoCalculado,
  type LinhaCarteira,
  type MesFluxoCaixa,
  type ProjetoDaProjecao,
  type LimitesCarteira,
  type MesPlanejamento,
  type OpcoesProjecao,
  type ParteReal,
  type ProjecaoProjeto,
  type RespostaCarteira,
  TabelaPrecos,
} from '@financeiro/domain';
import type { Conn, Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { cedente } from '../../http/event-loop';
import { PROJETO_NAO_ENCONTRADO } from '../projetos';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import * as q from './queries';

export const PROJECAO_MESSAGES = {
  semPlano: 'Este projeto não tem planejamento: cadastre a previsão no Planejamento para ver a projeção.',
  limitesSalvos: 'Limites da carteira salvos com sucesso!',
  periodo: 'Informe um período válido (mês inicial até o final, no máximo 36 meses).',
} as const;

/** One project and the inputs of its forecast. */
export interface EntradaDoProjeto {
  projeto: ProjetoDaProjecao;
  entrada: EntradaProjecao;
}

const chaveDe = (dia: string): ChaveMes => anoMesParaChave(dia.slice(0, 10))!;

const mesVazio = (valorVenda: string | null): MesPlanejamento => ({
  valorVenda,
  total_previsto_funcao: { soma_horas_funcao: '0.00', soma_custo_total_funcao: '0.00' },
  total_previsto_indireto: '0.00',
  previstoFuncao: [],
  previstoIndireto: [],
});

function agruparPor<T, K>(itens: readonly T[], chave: (item: T) => K): Map<K, T[]> {
  const mapa = new Map<K, T[]>();
  for (const item of itens) {
    const lista = mapa.get(chave(item));
    if (lista) lista.push(item);
    else mapa.set(chave(item), [item]);
  }
  return mapa;
}

/**
 * The loader of the forecast: the inputs of `projetar` for every project the filter selects (projects
 * in Jira with a plan), in six statements whatever the number of projects — the plans (months,
 * function and indirect lines), the worklog seconds per person and month (the month aggregate
 * `worklog_mes`), the calculated closings of the people who logged hours, the extra costs. The
 * alerts (issue 38 §3) evaluate many projects through it in one go.
 */
export async function carregarEntradasDeProjecao(conn: Conn, filtro: q.FiltroCarteira, hoje: string): Promise<EntradaDoProjeto[]> {
  const projetos = await q.projetosComPlano(conn, filtro);
  if (projetos.length === 0) return [];
  const chaves = projetos.map((p) => p.chave);
  const [[meses, funcoes, indiretos], horas, extras] = await Promise.all([
    q.linhasDosPlanos(conn, chaves),
    q.horasDosProjetos(conn, chaves),
    q.custosExtrasDosProjetos(conn, chaves),
  ]);
  const mats = [...new Set(horas.flatMap((linha) => (linha.mat === null ? [] : [Number(linha.mat)])))];
  const fechamentos = mats.length ? fechamentosDasLinhas(await q.fechamentosCalculados(conn, mats)) : [];
  const fechamentosDe = fechamentosPorPessoas(fechamentos);

  const planos = planosDasLinhas(chaves, meses, funcoes, indiretos);
  const horasPorProjeto = agruparPor(horas, (linha) => linha.projeto);
  const extrasPorProjeto = agruparPor(extras, (linha) => linha.projeto);

  return projetos.map((p) => ({
    projeto: p.projeto,
    entrada: {
      plano: { meses: planos.get(p.chave)!, margemCusto: p.margem_custo },
      fechamentos: fechamentosDe(horasPorProjeto.get(p.chave) ?? []),
      horas: (horasPorProjeto.get(p.chave) ?? []).map((linha) => ({
        mat: linha.mat === null ? null : String(linha.mat),
        nome: linha.nome,
        mes: chaveDe(linha.mes),
        segundos: Number(linha.segundos),
      })),
      custosExtras: (extrasPorProjeto.get(p.chave) ?? []).map((linha) => ({ mes: chaveDe(linha.mes), valor: linha.valor })),
      hoje,
    },
  }));
}

/** The plans of `chaves` from their rows (`linhasDosPlanos`), as the domain reads them. */
function planosDasLinhas(
  chaves: readonly string[],
  meses: readonly q.LinhaMesPlano[],
  funcoes: readonly q.LinhaFuncaoPlano[],
  indiretos: readonly q.LinhaIndiretoPlano[],
): Map<string, Record<ChaveMes, MesPlanejamento>> {
  const planos = new Map<string, Record<ChaveMes, MesPlanejamento>>(chaves.map((chave) => [chave, {}]));
  for (const row of meses) planos.get(row.projeto)![chaveDe(row.mes)] = mesVazio(row.valor_venda);
  for (const row of funcoes) {
    const mes_ano = chaveDe(row.mes);
    planos.get(row.projeto)![mes_ano]?.previstoFuncao.push({
      id: Number(row.id),
      indice: row.indice,
      codigo_funcao: row.codigo_funcao,
      nome_funcao: row.nome_funcao,
      horas_funcao: row.horas_funcao,
      custo_venda_funcao: row.custo_venda_funcao,
      custo_total_funcao: row.custo_total_funcao,
      projeto: row.projeto,
      mes_ano,
    });
  }
  for (const row of indiretos) {
    const mes_ano = chaveDe(row.mes);
    planos.get(row.projeto)![mes_ano]?.previstoIndireto.push({
      id: Number(row.id),
      indice: row.indice,
      descricao_custo_indireto: row.descricao_custo_indireto ?? '',
      tipo: row.tipo as MesPlanejamento['previstoIndireto'][number]['tipo'],
      valor_original_custo_indireto: row.valor_original_custo_indireto,
      moeda: row.moeda as MesPlanejamento['previstoIndireto'][number]['moeda'],
      cotacao: row.cotacao,
      valor_custo_indireto: row.valor_custo_indireto,
      projeto: row.projeto,
      mes_ano,
    });
  }
  return planos;
}

/**
 * The inputs of the Carteira's lines (and of the alerts) for the portfolio's projects among `chaves`,
 * from the kept real cost per month and function (migration 0107) instead of each person's hours: a
 * few rows per project and month, already priced in SQL, so the domain prices nothing
 * (`partesPrecificadas`). Every figure of a line equals `carregarEntradasDeProjecao`'s (guardada.test.ts);
 * the variance per person and the closing steps are not computed (the Projeção reads each person).
 */
export async function carregarEntradasAgregadas(conn: Conn, chaves: readonly string[], hoje: string): Promise<EntradaDoProjeto[]> {
  const projetos = await q.projetosComPlano(conn, { chaves });
  if (projetos.length === 0) return [];
  const doPortfolio = projetos.map((p) => p.chave);
  const [[meses, funcoes, indiretos], reais, projetados, extras, fechamentos] = await Promise.all([
    q.linhasDosPlanos(conn, doPortfolio),
    q.realAgregadoDosProjetos(conn, doPortfolio),
    q.custoProjetadoDosProjetos(conn, doPortfolio),
    q.custosExtrasDosProjetos(conn, doPortfolio),
    q.mesesDosFechamentos(conn),
  ]);
  const planos = planosDasLinhas(doPortfolio, meses, funcoes, indiretos);
  const fechamentosDaEmpresa: FechamentoCalculado[] = fechamentos.map((f) => ({ id: Number(f.id), mes: chaveDe(f.mes), colaboradores: [] }));
  const precos = new TabelaPrecos(fechamentosDaEmpresa);
  const reaisPorProjeto = agruparPor(reais, (linha) => linha.projeto);
  const projetadosPorProjeto = agruparPor(projetados, (linha) => linha.projeto);
  const extrasPorProjeto = agruparPor(extras, (linha) => linha.projeto);
  // Each project's parts are Decimals made here (two divisions a row): one project at a time, yielding the
  // event loop when a slice is over, as the forecasts that follow.
  const ceder = cedente();
  const entradas: EntradaDoProjeto[] = [];
  for (const p of projetos) {
    await ceder();
    entradas.push({
      projeto: p.projeto,
      entrada: {
        plano: { meses: planos.get(p.chave)!, margemCusto: p.margem_custo },
        fechamentos: fechamentosDaEmpresa,
        horas: [],
        partesPrecificadas: (reaisPorProjeto.get(p.chave) ?? []).map((linha): ParteReal => {
          const mes = chaveDe(linha.mes);
          const custo = new Decimal(linha.custo).div(3600);
          return {
            mat: null,
            nome: '',
            mes,
            horas: new Decimal(linha.segundos).div(3600),
            custo,
            funcao: linha.funcao_cod === null ? null : { cod: linha.funcao_cod, nome: linha.funcao_nome ?? '' },
            provisorio: precos.provisorio(mes),
            estimado: linha.estimado,
            semCusto: custo.isZero(),
          };
        }),
        custosHoraProjetados: new Map((projetadosPorProjeto.get(p.chave) ?? []).map((linha) => [linha.funcao_cod, { custoHora: new Decimal(linha.soma).div(linha.pessoas) }])),
        custosExtras: (extrasPorProjeto.get(p.chave) ?? []).map((linha) => ({ mes: chaveDe(linha.mes), valor: linha.valor })),
        hoje,
      },
    });
  }
  return entradas;
}

function fechamentosDasLinhas(linhas: readonly q.LinhaFechamento[]): FechamentoCalculado[] {
  return [...agruparPor(linhas, (linha) => linha.id)].map(([id, rows]) => ({
    id: Number(id),
    mes: chaveDe(rows[0]!.mes),
    colaboradores: rows.map((row) => ({
      mat: String(row.mat),
      custoHora: row.custo_hora,
      funcao: row.funcao_cod === null ? null : { cod: row.funcao_cod, nome: row.funcao_nome ?? '' },
    })),
  }));
}

/**
 * Each project's closings with only the rows of its own people (every closing kept: the latest one
 * makes later months provisional): the domain filters them per project too, but over every row of the
 * company; indexing the rows by person once keeps a portfolio linear in its projects' people.
 */
function fechamentosPorPessoas(fechamentos: readonly FechamentoCalculado[]) {
  const porPessoa = new Map<string, { indice: number; linha: FechamentoCalculado['colaboradores'][number] }[]>();
  fechamentos.forEach((fechamento, indice) => {
    for (const linha of fechamento.colaboradores) {
      const lista = porPessoa.get(linha.mat);
      if (lista) lista.push({ indice, linha });
      else porPessoa.set(linha.mat, [{ indice, linha }]);
    }
  });
  return (horas: readonly q.LinhaHoras[]): FechamentoCalculado[] => {
    const colaboradores = fechamentos.map(() => [] as FechamentoCalculado['colaboradores'][number][]);
    for (const mat of new Set(horas.flatMap((linha) => (linha.mat === null ? [] : [String(linha.mat)])))) {
      for (const { indice, linha } of porPessoa.get(mat) ?? []) colaboradores[indice]!.push(linha);
    }
    return fechamentos.map((fechamento, indice) => ({ ...fechamento, colaboradores: colaboradores[indice]! }));
  };
}

/** The keys of the portfolio's projects (the filter's), in key order. */
export async function chavesDaCarteira(conn: Conn, filtro: q.FiltroCarteira = {}): Promise<string[]> {
  return (await q.projetosComPlano(conn, filtro)).map((p) => p.chave);
}

/**
 * The inputs of every project the filter selects from the month aggregates (`carregarEntradasAgregadas`:
 * the forecast's every figure but the variance per person and the closing steps), LOTE_DE_CALCULO
 * projects at a time in key order: a portfolio of thousands is read in a few statements per batch, and
 * only one batch is held at a time.
 */
export async function* entradasAgregadasEmLotes(conn: Conn, hoje: string, filtro: Omit<q.FiltroCarteira, 'chaves'> = {}): AsyncGenerator<EntradaDoProjeto[]> {
  const chaves = await chavesDaCarteira(conn, filtro);
  for (let i = 0; i < chaves.length; i += LOTE_DE_CALCULO) yield await carregarEntradasAgregadas(conn, chaves.slice(i, i + LOTE_DE_CALCULO), hoje);
}

/** The forecast of every project the filter selects (the loader, then the domain's `projetar`). */
export async function projetarProjetos(conn: Conn, filtro: q.FiltroCarteira, hoje: string, opcoes?: OpcoesProjecao) {
  const entradas = await carregarEntradasDeProjecao(conn, filtro, hoje);
  return entradas.map(({ projeto, entrada }) => ({ projeto, projecao: projetar(entrada, opcoes) }));
}

// ------------------------------------------------------------------ one project

/** The answer of GET /projecao/:key (the domain's forecast as JSON, with the cause text). */
export function respostaDaProjecao(projeto: ProjetoDaProjecao, projecao: ProjecaoProjeto, limites: LimitesCarteira) {
  const indicadores = indicadoresDaProjecao(projecao);
  const status = statusDaCarteira(indicadores, limites);
  const { totalExato: _exato, ...aRealizar } = projecao.aRealizar;
  return {
    projeto,
    ...projecao,
    aRealizar,
    indicadores,
    status: status.status,
    motivos: status.motivos,
    causa: textoDaCausa(projecao.variacao),
  };
}

export type RespostaDaProjecao = ReturnType<typeof respostaDaProjecao>;

/**
 * GET /projecao/:key: the kept answer while its inputs are unchanged (migration 0099), else computed
 * (`projetarProjetos`) and kept with its Carteira line.
 */
export async function projecaoDoProjeto(db: Db, chave: string, hoje: string): Promise<RespostaDaProjecao> {
  const mesAtual = mesDe(hoje);
  const guardada = await q.respostaGuardada(db, chave, mesAtual);
  if (!guardada.projeto) throw notFound(PROJETO_NAO_ENCONTRADO);
  if (guardada.resposta !== null) return { ...(guardada.resposta as RespostaDaProjecao), projeto: guardada.projeto };
  const versoes = await q.lerVersoes(db, [chave]);
  const [item] = await projetarProjetos(db, { chaves: [chave] }, hoje);
  if (!item) throw notFound(PROJECAO_MESSAGES.semPlano);
  const limites = await limitesDaCarteira(db);
  const resposta = respostaDaProjecao(item.projeto, item.projecao, limites);
  await q.guardarProjecoes(db, [{ ...aGuardar(linhaDaCarteira(item.projeto, item.projecao, limites)), resposta }], versoes, mesAtual);
  return resposta;
}

// ------------------------------------------------------------------ portfolio

type LinhaComChave = LinhaCarteira & { chave: string };

/** The Carteira line of a project's forecast (its indicators and status under `limites`). */
function linhaDaCarteira(projeto: ProjetoDaProjecao, projecao: ProjecaoProjeto, limites: LimitesCarteira): LinhaComChave {
  const indicadores = indicadoresDaProjecao(projecao);
  const { status, motivos } = statusDaCarteira(indicadores, limites);
  return {
    chave: projeto.chave,
    projeto,
    valorVenda: projecao.valorVenda,
    custoPrevisto: projecao.custoPrevisto,
    margemPlanejada: projecao.margemPlanejada,
    margemA: projecao.estimativaA.margem,
    margemB: projecao.estimativaB.margem,
    custoA: projecao.estimativaA.custo,
    custoB: projecao.estimativaB.custo,
    consumido: projecao.consumido,
    mesesRestantes: projecao.mesesRestantes,
    status,
    motivos,
    causa: textoDaCausa(projecao.variacao),
    indicadores,
  };
}

const GRAVIDADE_DO_STATUS = { em_risco: 2, atencao: 1, no_prazo: 0 } as const;

/** What is kept of a line: everything but the project (read live: names, client, leader may change) and its order keys. */
function aGuardar(linha: LinhaComChave): Omit<q.ProjecaoAGuardar, 'resposta'> {
  const { chave, projeto: _projeto, ...resto } = linha;
  return {
    projeto: chave,
    linha: resto,
    gravidade: GRAVIDADE_DO_STATUS[linha.status],
    margem: linha.indicadores.margemNoTermino,
    desvio: linha.indicadores.desvio,
  };
}

const mesDe = (hoje: string): ChaveMes => {
  const mes = anoMesParaChave(hoje);
  if (!mes) throw new Error(`Data inválida: ${hoje}`);
  return mes;
};

/** Projects computed at a time when lines are missing: bounds the memory of a whole portfolio's inputs. */
const LOTE_DE_CALCULO = 500;
/**
 * Projects per batch of the Carteira's background pass: each batch's lines are kept when it ends, so the
 * screen (polling) sees them settle in steps of this size, and the evaluator looks for alert requests
 * between two batches (an alert evaluation waits for one batch, not for a whole pass). 100 vs 500 at
 * 1.004 projects (bench/projecao.bench.ts, README of this module): the same total, a batch 5× shorter.
 */
export const LOTE_DO_RECALCULO = 100;

/**
 * Computes (from the kept month aggregates: `carregarEntradasAgregadas` + `projetar`) and keeps the Carteira
 * lines of `chaves` still without a valid kept line, in batches; before each batch the lines kept meanwhile
 * (a Projeção opened, another pass) are left out, so nothing is computed twice. `parar` is asked between
 * two batches (a stopping process leaves the rest to the next pass).
 */
export async function calcularFaltantes(db: Db, chaves: readonly string[], hoje: string, parar: () => boolean = () => false): Promise<void> {
  const passada = new PassadaDaCarteira(db, { lista: chaves });
  while (!parar() && (await passada.proximoLote(hoje))) {
    // one batch a turn
  }
}

/** Passes over the portfolio's missing lines in one background run (inputs may change under the first). */
const PASSADAS = 2;

/**
 * The Carteira's background pass, one batch at a time (`proximoLote`), so that its runner (the alerts'
 * evaluator, under its advisory lock) can do other work between two batches. The keys a request asked
 * for first (`pedir(prioridade)`: the stale lines of a filtered Carteira) are computed before the rest of
 * the portfolio, even when asked in the middle of a pass; then every line of the portfolio without a
 * valid kept one (read again at the end: inputs may change under a pass), `PASSADAS` times at most, or
 * again after a new request. Before each batch the lines kept meanwhile (an alert evaluation, a Projeção
 * opened) are left out, so nothing is computed twice.
 */
export class PassadaDaCarteira {
  private prioridade: string[] = [];
  private fila: string[] = [];
  private passadasRestantes: number;
  /** Projects computed so far. */
  calculados = 0;

  constructor(
    private readonly db: Db,
    /** `lista`: only these keys, once (no reading of the portfolio); `lote`: projects per batch. */
    private readonly opcoes: { lista?: readonly string[]; lote?: number } = {},
  ) {
    this.fila = [...(opcoes.lista ?? [])];
    this.passadasRestantes = opcoes.lista ? 0 : PASSADAS;
  }

  /** Asks for the portfolio's missing lines again, `prioridade` first (keys, in the order given). */
  pedir(prioridade: readonly string[] = []): void {
    const jaPedidas = new Set(this.prioridade);
    this.prioridade.push(...prioridade.filter((chave) => !jaPedidas.has(chave)));
    if (!this.opcoes.lista) this.passadasRestantes = PASSADAS;
  }

  /** Whether a batch may be left (false: nothing asked for is left; a new `pedir` makes it true again). */
  get pendente(): boolean {
    return this.prioridade.length > 0 || this.fila.length > 0 || this.passadasRestantes > 0;
  }

  /**
   * Computes and keeps the next batch of missing lines (batches whose every line was kept meanwhile are
   * skipped, not counted). Resolves true when it computed one, false when nothing asked for is left.
   */
  async proximoLote(hoje: string): Promise<boolean> {
    const mes = mesDe(hoje);
    const lote = this.opcoes.lote ?? LOTE_DO_RECALCULO;
    for (;;) {
      let candidatas: string[];
      if (this.prioridade.length) candidatas = this.prioridade.splice(0, lote);
      else if (this.fila.length) candidatas = this.fila.splice(0, lote);
      else if (this.passadasRestantes > 0) {
        this.passadasRestantes -= 1;
        this.fila = await q.chavesAtrasadas(this.db, mes);
        if (!this.fila.length) this.passadasRestantes = 0;
        continue;
      } else return false;
      const validas = new Set(await q.chavesComLinhaValida(this.db, candidatas, mes));
      const faltam = candidatas.filter((chave) => !validas.has(chave));
      if (!faltam.length) continue;
      await projetarEGuardar(this.db, faltam, hoje);
      this.calculados += faltam.length;
      return true;
    }
  }
}

/**
 * The Carteira's whole background pass at once (tests, bench, seed checks; the evaluator runs it batch by
 * batch): computes and keeps every line of the portfolio without a valid kept one. Returns how many
 * projects it computed.
 */
export async function atualizarCarteira(db: Db, hoje: string, parar: () => boolean = () => false, lote?: number): Promise<number> {
  const passada = new PassadaDaCarteira(db, { lote });
  while (!parar() && (await passada.proximoLote(hoje))) {
    // one batch a turn
  }
  return passada.calculados;
}

/**
 * The forecasts of the portfolio's projects among `chaves` (from the month aggregates,
 * `carregarEntradasAgregadas`: no variance per person nor closing steps) with their Carteira lines,
 * kept (with the versions read before the inputs). The alerts' evaluation goes through here: after a
 * sync or a closing it computes the projects again anyway, and so leaves the Carteira warm. One project
 * at a time, yielding the event loop when a slice is over (`cedente`): a batch is hundreds of forecasts.
 */
export async function projetarEGuardar(db: Db, chaves: readonly string[], hoje: string) {
  const versoes = await q.lerVersoes(db, chaves);
  const entradas = await carregarEntradasAgregadas(db, chaves, hoje);
  const limites = await limitesDaCarteira(db);
  const ceder = cedente();
  const projetados: { projeto: ProjetoDaProjecao; projecao: ProjecaoProjeto }[] = [];
  const linhas: LinhaComChave[] = [];
  for (const { projeto, entrada } of entradas) {
    await ceder();
    const projecao = projetar(entrada, { degraus: false });
    projetados.push({ projeto, projecao });
    linhas.push(linhaDaCarteira(projeto, projecao, limites));
  }
  await q.guardarProjecoes(db, linhas.map((linha) => ({ ...aGuardar(linha), resposta: null })), versoes, mesDe(hoje));
  return { projetados, linhas };
}

/**
 * GET /projecao-carteira's `data` as JSON text, answered at once (the lead's product decision, README):
 * every active project with a plan in the risk order of the kept lines, as they are — one statement, the
 * answer's text built by the database. A line whose inputs changed since it was kept keeps its previous
 * figures, marked `recalculando`; a project with no line ever computed comes in `semProjecao` (sale value,
 * budget and planned margin, from its plan's kept sums, migration 0114). `recalculando` counts both
 * (`faltam`: their keys): the caller asks the background pass (`PassadaDaCarteira`) to compute them when it
 * is not 0.
 */
export async function carteiraJson(
  db: Db,
  filtro: Omit<q.FiltroCarteira, 'chaves'>,
  hoje: string,
): Promise<{ texto: string; recalculando: number; faltam: string[] }> {
  const [guardada, limites] = await Promise.all([q.carteiraGuardada(db, filtro, mesDe(hoje)), limitesDaCarteira(db)]);
  const recalculando = guardada.faltam.length;
  return {
    texto: `{"limites":${JSON.stringify(limites)},"recalculando":${recalculando},"linhas":[${guardada.linhas}],"semProjecao":[${guardada.semProjecao}]}`,
    recalculando,
    faltam: guardada.faltam,
  };
}

/** The Carteira as objects (`carteiraJson` read back). */
export async function carteira(db: Db, filtro: Omit<q.FiltroCarteira, 'chaves'>, hoje: string): Promise<RespostaCarteira> {
  return JSON.parse((await carteiraJson(db, filtro, hoje)).texto) as RespostaCarteira;
}

/** The Carteira once its background pass has run (`atualizarCarteira`, then `carteira`): every line current (tests, bench, seed checks). */
export async function carteiraAtualizada(db: Db, filtro: Omit<q.FiltroCarteira, 'chaves'>, hoje: string): Promise<RespostaCarteira> {
  await atualizarCarteira(db, hoje);
  return carteira(db, filtro, hoje);
}

/**
 * The direct computation, nothing kept nor read from the kept forecasts: the Carteira (loader +
 * `projetar` for every project) and one project's answer. What the kept ones must equal.
 */
export async function carteiraCalculada(db: Db, filtro: Omit<q.FiltroCarteira, 'chaves'>, hoje: string): Promise<{ limites: LimitesCarteira; linhas: LinhaCarteira[] }> {
  const [projetados, limites] = await Promise.all([projetarProjetos(db, filtro, hoje), limitesDaCarteira(db)]);
  const linhas = projetados.map(({ projeto, projecao }) => linhaDaCarteira(projeto, projecao, limites));
  return { limites, linhas: ordenarPorRisco(linhas).map(({ chave: _chave, ...linha }) => linha) };
}

export async function projecaoCalculada(db: Db, chave: string, hoje: string): Promise<RespostaDaProjecao | null> {
  const [item] = await projetarProjetos(db, { chaves: [chave] }, hoje);
  return item ? respostaDaProjecao(item.projeto, item.projecao, await limitesDaCarteira(db)) : null;
}

// ------------------------------------------------------------------ thresholds

const fracao6 = (valor: string) => new Decimal(valor).toFixed(6);

export async function limitesDaCarteira(conn: Conn): Promise<LimitesCarteira> {
  const row = await q.lerLimites(conn);
  if (!row) return LIMITES_CARTEIRA_PADRAO;
  return { margemAtencao: row.margemAtencao, margemRisco: row.margemRisco, desvioAtencao: row.desvioAtencao, desvioRisco: row.desvioRisco };
}

/** What the audit trail records of the thresholds (fractions). */
const CAMPOS_DOS_LIMITES: CampoComparado<LimitesCarteira>[] = [
  { campo: 'Margem de atenção', valor: (l) => l.margemAtencao, tipo: 'percentual' },
  { campo: 'Margem de risco', valor: (l) => l.margemRisco, tipo: 'percentual' },
  { campo: 'Desvio de atenção', valor: (l) => l.desvioAtencao, tipo: 'percentual' },
  { campo: 'Desvio de risco', valor: (l) => l.desvioRisco, tipo: 'percentual' },
];

/** PUT /admin/projecao/limites: the thresholds the edge validated (limitesCarteiraSchema), kept to 6 decimals. */
export async function salvarLimites(db: Db, valido: LimitesCarteira, usuarioId: number | null) {
  const limites: LimitesCarteira = {
    margemAtencao: fracao6(valido.margemAtencao),
    margemRisco: fracao6(valido.margemRisco),
    desvioAtencao: fracao6(valido.desvioAtencao),
    desvioRisco: fracao6(valido.desvioRisco),
  };
  await db.transaction(async (tx) => {
    const antes = await limitesDaCarteira(tx);
    await q.gravarLimites(tx, limites, usuarioId);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'projecao_limites', chave: 1, campos: diferencas(antes, limites, CAMPOS_DOS_LIMITES) });
  });
  return { data: await limitesDaCarteira(db), message: PROJECAO_MESSAGES.limitesSalvos };
}

// ------------------------------------------------------------------ cash flow

/**
 * The company's monthly cash projection over [de, ate] (plan keys 'MM-YYYY', at most 36 months) from
 * the portfolio's forecasts: a month up to the last calculated closing is 'realizado' — revenue is the
 * projects' margin reports of the month where they exist (else the plans' sale value), cost the real
 * cost (closings' hour cost + extra costs); a later month has the plans' sale value and the forecast
 * cost (real so far in the current month + what is left of the plan, priced as the forecast prices it).
 * Net = revenue − cost; running total over the window.
 */
export async function fluxoDeCaixa(db: Db, de: ChaveMes, ate: ChaveMes, hoje: string): Promise<{ ultimoFechamento: ChaveMes | null; meses: MesFluxoCaixa[] }> {
  if (compararChaves(de, ate) > 0 || compararChaves(proximaChave(de, 35), ate) < 0) throw badRequest(PROJECAO_MESSAGES.periodo);
  const janela: ChaveMes[] = [];
  for (let mes = de; compararChaves(mes, ate) <= 0; mes = proximaChave(mes)) janela.push(mes);
  const [entradas, ultimo] = await Promise.all([carregarEntradasDeProjecao(db, {}, hoje), q.ultimoMesFechado(db)]);
  const ultimoFechamento = ultimo ? chaveDe(ultimo) : null;
  const zero = new Decimal(0);
  const vendaPlanejada = new Map<ChaveMes, Decimal>();
  const custo = new Map<ChaveMes, Decimal>();
  const somar = (mapa: Map<ChaveMes, Decimal>, mes: ChaveMes, valor: Decimal.Value) => mapa.set(mes, (mapa.get(mes) ?? zero).plus(valor));
  for (const { entrada } of entradas) {
    for (const [mes, plano] of Object.entries(entrada.plano.meses)) if (plano.valorVenda !== null) somar(vendaPlanejada, mes, plano.valorVenda);
    for (const mes of projetar(entrada).meses) somar(custo, mes.mes, new Decimal(mes.real ?? 0).plus(mes.aRealizar ?? 0));
  }
  const isoDe = (chave: ChaveMes) => `${chave.slice(3)}-${chave.slice(0, 2)}-01`;
  const chaves = entradas.map((item) => item.projeto.chave);
  const realizadas = chaves.length && janela.length ? await q.receitaRealizadaPorMes(db, chaves, isoDe(de), isoDe(ate)) : [];
  const receitaReal = new Map(realizadas.map((linha) => [chaveDe(linha.mes), new Decimal(linha.receita)]));
  let acumulado = zero;
  const meses = janela.map((mes) => {
    const realizado = ultimoFechamento !== null && compararChaves(mes, ultimoFechamento) <= 0;
    const receita = (realizado ? receitaReal.get(mes) : undefined) ?? vendaPlanejada.get(mes) ?? zero;
    const custoMes = custo.get(mes) ?? zero;
    const liquido = receita.minus(custoMes);
    acumulado = acumulado.plus(liquido);
    return { mes, realizado, receita: receita.toFixed(2), custo: custoMes.toFixed(2), liquido: liquido.toFixed(2), acumulado: acumulado.toFixed(2) };
  });
  return { ultimoFechamento, meses };
}
