/**
 * Loads everything the closing engine needs for one period, in a handful of queries (no query per
 * employee): the employees active in the period as of its end (the history row in force at
 * dataFim), their benefits with the branch's value rows, and each regime's taxes with the branch's
 * value rows and every bracket (the engine keeps those in force on the reference date).
 *
 * Rules (DOMAIN.md 'Payroll closing'; documented choices):
 * - employee in the closing: record active (`ativo`, not soft-deleted), admitted on or before
 *   dataFim and not dismissed before dataInicio;
 * - salary, function, department, regime and daily workload: the history row with the latest
 *   data_inicio <= dataFim (ties: the latest id); without one, the record itself. Branch and
 *   dependents are not historical: the record's;
 * - benefits: the employee's active links to active benefits, valued with the row of the link's
 *   branch (`colaborador_beneficio.filial_cod`); a link whose branch has no value row is skipped
 *   with a warning;
 * - taxes: the regime's active links to active taxes, with the employee's branch value row (null
 *   when the branch has none: brackets alone still apply) and the tax's active brackets.
 */
import {
  beneficioFechamento,
  colaboradorFechamento,
  faixaImpostoFechamento,
  faixasVigentes,
  impostoFechamento,
  provisoesDoRegime,
  valorImpostoFechamento,
  type BeneficioFechamento,
  type ColaboradorFechamento,
  type FaixaImpostoFechamento,
  type ImpostoFechamento,
  type RegimeProvisoes,
  type ValorImpostoFechamento,
} from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import {
  beneficiosAtivos as lerBeneficiosAtivos,
  historicoDaFaixa,
  impostosDosRegimes,
  linksDaFaixa,
  paginaDeColaboradores,
  tabelasDeApoio,
  valoresBeneficio as lerValoresBeneficio,
  type HistoricoRow,
  type LinkBeneficioRow,
  type PessoaRow,
  type ValorBeneficioRow,
} from '../queries';

export interface PeriodoEntradas {
  dataInicio: string;
  dataFim: string;
}

/** One employee of the closing with the registration data copied into its result row. */
export interface EntradaColaborador {
  mat: number;
  nome: string;
  funcaoCod: number;
  funcaoNome: string | null;
  departamentoCod: number;
  departamentoSigla: string | null;
  departamentoNome: string | null;
  regimeCod: number;
  regimeSigla: string | null;
  regimeNome: string | null;
  filialCod: number;
  filialLabel: string | null;
  colaborador: ColaboradorFechamento;
  regime: RegimeProvisoes;
  beneficios: BeneficioFechamento[];
  impostos: ImpostoFechamento[];
}

export interface EntradasFechamento {
  colaboradores: EntradaColaborador[];
  /** Problems found while loading (benefit without a branch value...). */
  avisos: string[];
}

/** The registration rows the closings of a period (or of several periods) are built from. */
export type DadosFechamento = Awaited<ReturnType<typeof carregarDados>>;

/**
 * Employees per page of carregarDados (with their history and ~4 benefit links each): on a loaded
 * machine (load 12-14 on 2 cores) a statement of 125 took PGlite 60-190 ms, of 50 mostly under 60 ms.
 */
export const COLABORADORES_POR_PAGINA = 50;
/**
 * Employees per page on a PostgreSQL pool: 100 pages of 50 (300 statements) read a 5.000-employee base
 * in 2,2 s of wall clock (CPU 0,5 s) at load 10 on 2 cores; 5 pages of 1.000, in 0,72 s (CPU 0,23 s).
 */
export const COLABORADORES_POR_PAGINA_PG = 1000;

/** A link with its active benefit and the value row of the link's branch (null fields: the branch has none). */
function beneficioDoLink(
  link: LinkBeneficioRow,
  beneficioAtivo: { cod: number; sigla: string; nome: string },
  valor: ValorBeneficioRow | undefined,
) {
  return {
    rolMat: link.rolMat,
    filialCod: link.filialCod,
    benefCod: beneficioAtivo.cod,
    sigla: beneficioAtivo.sigla,
    nome: beneficioAtivo.nome,
    valorId: valor?.id ?? null,
    valor: valor?.valor ?? null,
    periodoValor: valor?.periodoValor ?? null,
    valorDesc: valor?.valorDesc ?? null,
    aliquotaBenef: valor?.aliquotaBenef ?? null,
    baseAliqBenef: valor?.baseAliqBenef ?? null,
    aliquotaDesc: valor?.aliquotaDesc ?? null,
    baseAliqDesc: valor?.baseAliqDesc ?? null,
    valorFilial: valor?.valorFilial ?? null,
    aliquotaFilial: valor?.aliquotaFilial ?? null,
    baseAliqFilial: valor?.baseAliqFilial ?? null,
    valorBenefAdic: link.valorBenefAdic,
    aliqBenefAdic: link.aliqBenefAdic,
    valorBenefSubtrai: link.valorBenefSubtrai,
    aliqBenefSubtrai: link.aliqBenefSubtrai,
    valorDescAdic: link.valorDescAdic,
    aliqDescAdic: link.aliqDescAdic,
    valorDescSubtrai: link.valorDescSubtrai,
    aliqDescSubtrai: link.aliqDescSubtrai,
  };
}

/**
 * Loads the rows. With `periodo`, only the employees active in it and the history rows up to its
 * end; without, every active employee (the demo seed builds 18 closings from one load). History
 * rows and benefit links come for those employees only (the only ones montarEntradas reads).
 *
 * The employees are read in pages of `porPagina` (keyset on mat; default COLABORADORES_POR_PAGINA), each page's history
 * and links by its range of registration numbers: on PGlite each statement runs on the event loop's
 * thread and costs about as much per row it answers as the query itself (20.000 links in one SELECT:
 * 2-3 s), and the client yields a turn between two statements (db/client.ts), so other requests are
 * served between pages. A range rather than LIMIT for the joined reads: PGlite's tables carry no
 * statistics (no autovacuum) and a LIMIT over the join was planned as a sort of every row left.
 * On a PostgreSQL pool the rows are parsed as they arrive and larger pages cost fewer round trips
 * (the scenario's base: COLABORADORES_POR_PAGINA_PG).
 */
export async function carregarDados(db: Conn, periodo?: PeriodoEntradas, porPagina = COLABORADORES_POR_PAGINA) {
  // One query after another: inside a PGlite transaction the connection is not shared concurrently.
  const pessoas: PessoaRow[] = [];
  const historico: HistoricoRow[] = [];
  const beneficios: Array<ReturnType<typeof beneficioDoLink>> = [];
  const beneficiosAtivos = new Map((await lerBeneficiosAtivos(db)).map((row) => [row.cod, row]));
  const valoresBeneficio = new Map((await lerValoresBeneficio(db)).map((row) => [`${row.benefCod}:${row.filialCod}`, row]));
  for (let ultima: number | undefined; ; ) {
    const pagina = await paginaDeColaboradores(db, periodo, ultima, porPagina);
    if (pagina.length === 0) break;
    const de = pagina[0]!.mat;
    const ate = pagina[pagina.length - 1]!.mat;
    const historia = await historicoDaFaixa(db, de, ate, periodo?.dataFim);
    const links = await linksDaFaixa(db, de, ate);
    for (const row of pagina) pessoas.push(row);
    for (const row of historia) historico.push(row);
    for (const link of links) {
      const ativo = beneficiosAtivos.get(link.benefCod);
      if (ativo) beneficios.push(beneficioDoLink(link, ativo, valoresBeneficio.get(`${link.benefCod}:${link.filialCod}`)));
    }
    if (pagina.length < porPagina) break;
    ultima = ate;
  }
  const { funcoes, departamentos, regimes, filiais } = await tabelasDeApoio(db);
  const { links, valoresImposto, faixas } = await impostosDosRegimes(db);

  return { pessoas, historico, funcoes, departamentos, regimes, filiais, beneficios, links, valoresImposto, faixas };
}

/** carregarDados + montarEntradas for one period. */
export async function carregarEntradas(db: Db, periodo: PeriodoEntradas): Promise<EntradasFechamento> {
  return montarEntradas(await carregarDados(db, periodo), periodo);
}

/** The engine's inputs of one period from the loaded rows (pure). */
export function montarEntradas(dados: DadosFechamento, periodo: PeriodoEntradas): EntradasFechamento {
  const { dataInicio, dataFim } = periodo;
  const { historico, funcoes, departamentos, regimes, filiais, beneficios, links, valoresImposto, faixas } = dados;
  const pessoas = dados.pessoas.filter(
    (pessoa) => pessoa.ativo && pessoa.admissao <= dataFim && (pessoa.demissao === null || pessoa.demissao >= dataInicio),
  );
  const avisos: string[] = [];

  // History in force at dataFim: rows are sorted, so the last one up to dataFim per employee wins.
  const vigente = new Map<number, HistoricoRow>();
  for (const row of historico) if (row.dataInicio <= dataFim) vigente.set(row.mat, row);

  const funcaoPorCod = new Map(funcoes.map((row) => [row.cod, row]));
  const departamentoPorCod = new Map(departamentos.map((row) => [row.cod, row]));
  const regimePorCod = new Map(regimes.map((row) => [row.cod, row]));
  const filialPorCod = new Map(filiais.map((row) => [row.cod, row]));

  const noPeriodo = new Set(pessoas.map((pessoa) => pessoa.mat));
  const beneficiosPorMat = new Map<number, BeneficioFechamento[]>();
  // Links with the same value row and the same employee adjustments (usually none) share one
  // object: the engine computes a benefit that does not depend on the salary once per object.
  const beneficioPorChave = new Map<string, BeneficioFechamento>();
  for (const row of beneficios) {
    if (!noPeriodo.has(row.rolMat)) continue;
    if (row.valorId === null || row.periodoValor === null) {
      avisos.push(`Matrícula ${row.rolMat}: benefício ${row.sigla} sem valor para a filial ${row.filialCod} (ignorado).`);
      continue;
    }
    const list = beneficiosPorMat.get(row.rolMat) ?? [];
    const chave = [
      row.valorId,
      row.valorBenefAdic,
      row.aliqBenefAdic,
      row.valorBenefSubtrai,
      row.aliqBenefSubtrai,
      row.valorDescAdic,
      row.aliqDescAdic,
      row.valorDescSubtrai,
      row.aliqDescSubtrai,
    ].join('|');
    const compartilhado = beneficioPorChave.get(chave);
    if (compartilhado) {
      list.push(compartilhado);
      beneficiosPorMat.set(row.rolMat, list);
      continue;
    }
    const item = beneficioFechamento({ ...row, valor: row.valor!, periodoValor: row.periodoValor });
    beneficioPorChave.set(chave, item);
    list.push(item);
    beneficiosPorMat.set(row.rolMat, list);
  }

  const faixasPorImposto = new Map<number, FaixaImpostoFechamento[]>();
  for (const row of faixas) {
    const list = faixasPorImposto.get(row.impostoCod) ?? [];
    list.push(faixaImpostoFechamento(row));
    faixasPorImposto.set(row.impostoCod, list);
  }

  // The engine keeps the brackets in force on its reference date (dataFim); handing it only those
  // spares it the date checks of the other tables for every employee. When none is in force all
  // are passed, so the engine still reports it.
  const vigentesPorImposto = new Map<number, FaixaImpostoFechamento[]>();
  const faixasDoPeriodo = (impostoCod: number): FaixaImpostoFechamento[] => {
    let list = vigentesPorImposto.get(impostoCod);
    if (!list) {
      const todas = faixasPorImposto.get(impostoCod) ?? [];
      const vigentes = faixasVigentes(todas, dataFim);
      list = vigentes.length > 0 ? vigentes : todas;
      vigentesPorImposto.set(impostoCod, list);
    }
    return list;
  };

  const valorImpostoPorChave = new Map<string, ValorImpostoFechamento>();
  for (const row of valoresImposto) {
    valorImpostoPorChave.set(`${row.impostoCod}:${row.filialCod}`, valorImpostoFechamento(row));
  }

  const linksPorRegime = new Map<number, typeof links>();
  for (const row of links) {
    const list = linksPorRegime.get(row.regimeCod) ?? [];
    list.push(row);
    linksPorRegime.set(row.regimeCod, list);
  }
  // The taxes of one (regime, branch) pair are shared by every employee of the pair.
  const impostosPorChave = new Map<string, ImpostoFechamento[]>();
  const impostosDe = (regimeCod: number, filialCod: number): ImpostoFechamento[] => {
    const key = `${regimeCod}:${filialCod}`;
    let list = impostosPorChave.get(key);
    if (!list) {
      list = (linksPorRegime.get(regimeCod) ?? []).map((link) =>
        impostoFechamento(link, valorImpostoPorChave.get(`${link.cod}:${filialCod}`) ?? null, faixasDoPeriodo(link.cod)),
      );
      impostosPorChave.set(key, list);
    }
    return list;
  };

  const colaboradores = pessoas.map((pessoa): EntradaColaborador => {
    const hist = vigente.get(pessoa.mat);
    const funcaoCod = hist?.funcao ?? pessoa.funcao;
    const departamentoCod = hist?.departamento ?? pessoa.departamento;
    const regimeCod = hist?.regimeContrato ?? pessoa.regime;
    const regime = regimePorCod.get(regimeCod);
    const provisoes: RegimeProvisoes = regime ? provisoesDoRegime(regime) : {};
    return {
      mat: pessoa.mat,
      nome: `${pessoa.nome} ${pessoa.sobrenome}`.trim(),
      funcaoCod,
      funcaoNome: funcaoPorCod.get(funcaoCod)?.nome ?? null,
      departamentoCod,
      departamentoSigla: departamentoPorCod.get(departamentoCod)?.sigla ?? null,
      departamentoNome: departamentoPorCod.get(departamentoCod)?.nome ?? null,
      regimeCod,
      regimeSigla: regime?.sigla ?? null,
      regimeNome: regime?.nome ?? null,
      filialCod: pessoa.filial,
      filialLabel: filialPorCod.get(pessoa.filial)?.label ?? null,
      colaborador: colaboradorFechamento(pessoa, hist),
      regime: provisoes,
      beneficios: beneficiosPorMat.get(pessoa.mat) ?? [],
      impostos: impostosDe(regimeCod, pessoa.filial),
    };
  });

  return { colaboradores, avisos };
}
