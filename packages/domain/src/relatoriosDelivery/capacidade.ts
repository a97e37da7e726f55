/**
 * Capacity reports (spec 03 sections 2.6 'Capacity by area' / 'Capacity by project', 3 'Capacity
 * rows', 4 'Delivery reports' + 'Filter mapping', 9; DOMAIN.md 'Capacity'). Pure functions shared by
 * the backend (which computes the rows) and mf-relatorios-delivery (filters, sorting, totals,
 * exports). Hours are plain numbers (not money): rows carry 2 decimals, total rows whole numbers.
 *
 * - Mandatory hours = working days (Mon-Fri minus the Brazilian national holidays below) between
 *   max(start, admission) and min(end, dismissal) x daily workload.
 * - Planned / realised / billable hours: Tempo plans, worklog duration and Tempo billable seconds on
 *   client projects (a project with a client whose name does not contain INT-1000). Vacation hours:
 *   the plans on the absence project. Free hours = mandatory - vacation - planned.
 * - Occupancy = hours / mandatory x 100 (0 when mandatory is 0).
 * - Billable variation = (planned - billable) / planned x 100; a row with planned 0 shows '-'; the
 *   total is 0 when both are 0 and -100 when only billable is not 0.
 */
import { formatNumber } from '../format/numbers';
import { formatDate } from '../format/dates';

// ---------------------------------------------------------------------------------------------
// Holidays and mandatory hours

/**
 * National holidays (choice: no maintained holiday package is in the workspace, so the federal
 * list is kept here): 1 Jan, Good Friday (Easter - 2), 21 Apr, 1 May, 7 Sep, 12 Oct, 2 Nov,
 * 15 Nov, 20 Nov (Lei 14.759/2023, from 2024), 25 Dec. Carnival and Corpus Christi are optional
 * federal days ("ponto facultativo"), not national holidays.
 */
export function feriadosNacionais(ano: number): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const fixos = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
  if (ano >= 2024) fixos.push('11-20');
  const pascoa = domingoDePascoa(ano);
  const sexta = new Date(Date.UTC(ano, pascoa.month - 1, pascoa.day - 2));
  fixos.push(`${pad(sexta.getUTCMonth() + 1)}-${pad(sexta.getUTCDate())}`);
  return fixos.map((dia) => `${ano}-${dia}`).sort();
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function domingoDePascoa(ano: number): { month: number; day: number } {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const DAY_MS = 86_400_000;
const diaNumero = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const feriadosCache = new Map<number, Set<number>>();
function feriadosDoAno(ano: number): Set<number> {
  let set = feriadosCache.get(ano);
  if (!set) {
    set = new Set(feriadosNacionais(ano).map(diaNumero));
    feriadosCache.set(ano, set);
  }
  return set;
}

/** Working days (Mon-Fri, not a national holiday) from `inicio` to `fim` inclusive ('yyyy-MM-dd'); 0 when fim < inicio. */
export function diasUteisCapacidade(inicio: string, fim: string): number {
  const a = diaNumero(inicio);
  const b = diaNumero(fim);
  let total = 0;
  for (let dia = a; dia <= b; dia++) {
    const date = new Date(dia * DAY_MS);
    const semana = date.getUTCDay();
    if (semana === 0 || semana === 6) continue;
    if (feriadosDoAno(date.getUTCFullYear()).has(dia)) continue;
    total++;
  }
  return total;
}

export interface PeriodoColaborador {
  /** Report period, 'yyyy-MM-dd'. */
  inicio: string;
  fim: string;
  admissao: string;
  demissao?: string | null;
  horasPorDia: number;
}

/** Mandatory hours of one collaborator in the period (DOMAIN.md 'Capacity'). */
export function horasObrigatorias({ inicio, fim, admissao, demissao, horasPorDia }: PeriodoColaborador): number {
  const de = admissao > inicio ? admissao : inicio;
  const ate = demissao && demissao < fim ? demissao : fim;
  if (ate < de) return 0;
  return diasUteisCapacidade(de, ate) * horasPorDia;
}

/**
 * The same as `horasObrigatorias` for many collaborators of one period: the working days are counted
 * once (prefix sums), each collaborator costs two look-ups.
 */
export function calculadoraHorasObrigatorias(inicio: string, fim: string): (c: Omit<PeriodoColaborador, 'inicio' | 'fim'>) => number {
  const a = diaNumero(inicio);
  const b = diaNumero(fim);
  // acumulado[i] = working days in [a, a + i).
  const acumulado = new Int32Array(Math.max(0, b - a + 2));
  for (let dia = a; dia <= b; dia++) {
    const date = new Date(dia * DAY_MS);
    const semana = date.getUTCDay();
    const util = semana !== 0 && semana !== 6 && !feriadosDoAno(date.getUTCFullYear()).has(dia);
    acumulado[dia - a + 1] = acumulado[dia - a]! + (util ? 1 : 0);
  }
  return ({ admissao, demissao, horasPorDia }) => {
    const de = Math.max(a, diaNumero(admissao));
    const ate = Math.min(b, demissao ? diaNumero(demissao) : b);
    if (ate < de) return 0;
    return (acumulado[ate - a + 1]! - acumulado[de - a]!) * horasPorDia;
  };
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** Half away from zero to `digits` decimals (12.345 → 12.35, -2.5 → -3). */
export function arredondarCapacidade(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  // The epsilon keeps 1.005 from rounding down because of its binary form.
  const rounded = Math.round(scaled + 1e-9) / factor;
  return value < 0 ? -rounded : rounded;
}

/** hours / mandatory x 100; 0 when it is not a number (mandatory 0). Not rounded. */
export function ocupacaoPercentual(horas: number, obrigatorias: number): number {
  const value = (horas / obrigatorias) * 100;
  return Number.isFinite(value) ? value : 0;
}

/** Row billable variation: (planned - billable) / planned x 100; null when planned is 0 (shown '-'). */
export function variacaoFaturavelLinha(planejadas: number, faturaveis: number): number | null {
  if (planejadas === 0) return null;
  return ((planejadas - faturaveis) / planejadas) * 100;
}

/** Total billable variation: as the row, but 0 when planned and billable are 0 and -100 when only planned is 0. */
export function variacaoFaturavelTotal(planejadas: number, faturaveis: number): number {
  if (planejadas === 0) return faturaveis === 0 ? 0 : -100;
  return ((planejadas - faturaveis) / planejadas) * 100;
}

/** '12,50%' (2 decimals) or '-' without a value. */
export function textoVariacaoCapacidade(value: number | null): string {
  return value === null ? '-' : `${formatNumber(arredondarCapacidade(value, 2))}%`;
}

// ---------------------------------------------------------------------------------------------
// Shapes (spec 03 section 3; extra fields: ids and the numeric variation for sorting)

export interface OcupacaoCapacidade {
  ocupacaoPlanejada: number;
  ocupacaoRealizada: number;
  ocupacaoFaturavel: number;
}

export interface LinhaCapacidadeArea {
  colaborador: {
    mat: number;
    nome: string;
    sobrenome: string;
    demissao: string | null;
    departamento: { cod: number; nome: string };
    regime: { cod: number; nome: string };
    funcao: { nome: { nome: string } };
  };
  /** The collaborator's registered classification (a project category name). */
  perfil: string | null;
  /** Category of the client project with the largest planned allocation in the period. */
  infoMaiorAlocacao: { categoria: string | null };
  horasPorDia: number;
  totalHorasObrigatorias: number;
  totalHorasPlanejadas: number;
  ferias: number;
  horasLivres: number;
  horasRealizadas: number;
  horasFaturaveis: number;
  ocupacao: OcupacaoCapacidade;
  /** '12,50%' or '-'. */
  variacaoFaturavel: string;
  /** The same as a number (null = '-'), for sorting. */
  variacaoFaturavelValor: number | null;
}

export interface LinhaCapacidadeProjeto {
  colaborador: {
    /** Collaborator's registration, null for a Jira user without one. */
    mat: number | null;
    /** Jira account id (identifies rows of users without a registration). */
    accountId: string | null;
    nome: string;
    sobrenome: string;
    demissao: string | null;
    departamento: string;
    regime?: string | null;
    funcao: { nome: string };
  };
  perfil: string | null;
  horasPorDia: number;
  totalHorasObrigatorias: number;
  horasPlanejadas: number;
  horasRealizadas: number;
  horasFaturaveis: number;
  ocupacao: OcupacaoCapacidade;
  variacaoFaturavel: string;
  variacaoFaturavelValor: number | null;
}

export interface BlocoCapacidadeProjeto {
  projeto: { id: number; key: string; label: string; categoria: string | null };
  colaboradores: LinhaCapacidadeProjeto[];
}

export interface RespostaCapacidadeProjeto {
  projetos: BlocoCapacidadeProjeto[];
}

/** The figures of one row, before rounding (the backend builds rows from these). */
export interface FigurasCapacidade {
  obrigatorias: number;
  planejadas: number;
  realizadas: number;
  faturaveis: number;
}

const h2 = (value: number) => arredondarCapacidade(value, 2);

/** Occupancies (2 decimals) and variation of one row. */
export function figurasDaLinha({ obrigatorias, planejadas, realizadas, faturaveis }: FigurasCapacidade) {
  const variacao = variacaoFaturavelLinha(planejadas, faturaveis);
  return {
    ocupacao: {
      ocupacaoPlanejada: h2(ocupacaoPercentual(planejadas, obrigatorias)),
      ocupacaoRealizada: h2(ocupacaoPercentual(realizadas, obrigatorias)),
      ocupacaoFaturavel: h2(ocupacaoPercentual(faturaveis, obrigatorias)),
    },
    variacaoFaturavel: textoVariacaoCapacidade(variacao),
    variacaoFaturavelValor: variacao === null ? null : h2(variacao),
  };
}

export const arredondarHoras = h2;

// ---------------------------------------------------------------------------------------------
// Selections and filters

/** Project selections of the capacity-by-project filter (spec 03 section 9). */
export const SELECAO_CAPACIDADE_TODOS = 'TODOS';
export const SELECAO_CAPACIDADE_NAO_INT_1000 = 'NAO-INT-1000';
/** A project whose name contains this is excluded from the capacity reports. */
export const MARCA_PROJETO_INTERNO = 'INT-1000';

export const projetoInterno1000 = (nome: string) => nome.toUpperCase().includes(MARCA_PROJETO_INTERNO);

export type SelecaoProjetosCapacidade = { tipo: 'todos' } | { tipo: 'nao-int-1000' } | { tipo: 'ids'; ids: number[] };

/**
 * The path segment of GET /relatorio/capacidade-projeto: 'TODOS', 'NAO-INT-1000' or the ids joined
 * by ','. A selected project whose key (or id) is one of the two words selects that set.
 */
export function segmentoProjetosCapacidade(projetos: ReadonlyArray<{ id: number | string; key?: string }>): string {
  const palavras = projetos.map((p) => String(p.key ?? p.id).toUpperCase());
  if (palavras.includes(SELECAO_CAPACIDADE_TODOS) || projetos.some((p) => String(p.id).toUpperCase() === SELECAO_CAPACIDADE_TODOS)) {
    return SELECAO_CAPACIDADE_TODOS;
  }
  if (palavras.includes(SELECAO_CAPACIDADE_NAO_INT_1000) || projetos.some((p) => String(p.id).toUpperCase() === SELECAO_CAPACIDADE_NAO_INT_1000)) {
    return SELECAO_CAPACIDADE_NAO_INT_1000;
  }
  return projetos.map((p) => String(p.id)).join(',');
}

/** Parses the path segment; null when it is neither a selection word nor a list of positive ids. */
export function lerSelecaoProjetosCapacidade(segmento: string): SelecaoProjetosCapacidade | null {
  let texto: string;
  try {
    texto = decodeURIComponent(segmento).trim().toUpperCase();
  } catch {
    return null;
  }
  if (texto === SELECAO_CAPACIDADE_TODOS) return { tipo: 'todos' };
  if (texto === SELECAO_CAPACIDADE_NAO_INT_1000) return { tipo: 'nao-int-1000' };
  const partes = texto.split(',').map((parte) => parte.trim());
  if (partes.length === 0 || partes.length > 500 || partes.some((parte) => !/^[1-9]\d{0,17}$/.test(parte))) return null;
  return { tipo: 'ids', ids: [...new Set(partes.map(Number))] };
}

export type FiltroDepartamentoCapacidade = 'Delivery' | 'ENGESOL' | 'Overhead' | 'Todos';
export type FiltroRegimeCapacidade = 'CLT' | 'Estagiário' | 'Todos';

export const FILTROS_DEPARTAMENTO_CAPACIDADE: FiltroDepartamentoCapacidade[] = ['Delivery', 'ENGESOL', 'Overhead', 'Todos'];
export const FILTROS_REGIME_CAPACIDADE: FiltroRegimeCapacidade[] = ['CLT', 'Estagiário', 'Todos'];

/** Department codes of the area filter (spec 03 sections 4 and 9): Overhead maps to no code. */
export const CODIGO_DEPARTAMENTO_CAPACIDADE: Record<Exclude<FiltroDepartamentoCapacidade, 'Todos'>, number | null> = {
  Delivery: 5,
  ENGESOL: 16,
  Overhead: null,
};
/** Regime codes: CLT 1, Estagiário 3. */
export const CODIGO_REGIME_CAPACIDADE: Record<Exclude<FiltroRegimeCapacidade, 'Todos'>, number> = { CLT: 1, 'Estagiário': 3 };

export interface FiltrosCapacidade {
  departamento: FiltroDepartamentoCapacidade;
  regime: FiltroRegimeCapacidade;
}

export const FILTROS_CAPACIDADE_PADRAO: FiltrosCapacidade = { departamento: 'Todos', regime: 'Todos' };

/** Area report: by codes (Overhead matches none). */
export function filtrarCapacidadeArea(linhas: readonly LinhaCapacidadeArea[], filtros: FiltrosCapacidade): LinhaCapacidadeArea[] {
  return linhas.filter((linha) => {
    if (filtros.departamento !== 'Todos') {
      const cod = CODIGO_DEPARTAMENTO_CAPACIDADE[filtros.departamento];
      if (cod === null || linha.colaborador.departamento.cod !== cod) return false;
    }
    if (filtros.regime !== 'Todos' && linha.colaborador.regime.cod !== CODIGO_REGIME_CAPACIDADE[filtros.regime]) return false;
    return true;
  });
}

const semAcento = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** Project report: department and regime texts compared with the option, case-insensitively (and accent-insensitively). */
export function filtrarCapacidadeProjeto(linhas: readonly LinhaCapacidadeProjeto[], filtros: FiltrosCapacidade): LinhaCapacidadeProjeto[] {
  return linhas.filter((linha) => {
    if (filtros.departamento !== 'Todos' && semAcento(linha.colaborador.departamento ?? '') !== semAcento(filtros.departamento)) return false;
    if (filtros.regime !== 'Todos' && semAcento(linha.colaborador.regime ?? '') !== semAcento(filtros.regime)) return false;
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Sorting (spec 03 section 4: area first click descending, project first click ascending)

export type DirecaoCapacidade = 'asc' | 'desc';
export interface OrdemCapacidade<C extends string> {
  coluna: C;
  direcao: DirecaoCapacidade;
}

/** Next sort state after a click on `coluna`: the same column toggles, another column starts at `primeira`. */
export function proximaOrdemCapacidade<C extends string>(
  atual: OrdemCapacidade<C> | null,
  coluna: C,
  primeira: DirecaoCapacidade,
): OrdemCapacidade<C> {
  if (atual && atual.coluna === coluna) return { coluna, direcao: atual.direcao === 'asc' ? 'desc' : 'asc' };
  return { coluna, direcao: primeira };
}

export const PRIMEIRA_DIRECAO_AREA: DirecaoCapacidade = 'desc';
export const PRIMEIRA_DIRECAO_PROJETO: DirecaoCapacidade = 'asc';

export type ColunaCapacidadeArea =
  | 'colaborador'
  | 'departamento'
  | 'regime'
  | 'funcao'
  | 'perfil'
  | 'classificacao'
  | 'horasPorDia'
  | 'totalHorasObrigatorias'
  | 'totalHorasPlanejadas'
  | 'ferias'
  | 'horasLivres'
  | 'ocupacaoPlanejada'
  | 'horasRealizadas'
  | 'ocupacaoRealizada'
  | 'horasFaturaveis'
  | 'ocupacaoFaturavel'
  | 'variacaoFaturavel';

export type ColunaCapacidadeProjeto = Exclude<ColunaCapacidadeArea, 'classificacao' | 'ferias' | 'horasLivres'>;

type Valor = string | number | null;
const nomeCompleto = (c: { nome: string; sobrenome: string }) => `${c.nome} ${c.sobrenome}`.trim();

export const VALOR_COLUNA_AREA: Record<ColunaCapacidadeArea, (linha: LinhaCapacidadeArea) => Valor> = {
  colaborador: (l) => nomeCompleto(l.colaborador),
  departamento: (l) => l.colaborador.departamento.nome,
  regime: (l) => l.colaborador.regime.nome,
  funcao: (l) => l.colaborador.funcao.nome.nome,
  perfil: (l) => l.perfil,
  classificacao: (l) => l.infoMaiorAlocacao.categoria,
  horasPorDia: (l) => l.horasPorDia,
  totalHorasObrigatorias: (l) => l.totalHorasObrigatorias,
  totalHorasPlanejadas: (l) => l.totalHorasPlanejadas,
  ferias: (l) => l.ferias,
  horasLivres: (l) => l.horasLivres,
  ocupacaoPlanejada: (l) => l.ocupacao.ocupacaoPlanejada,
  horasRealizadas: (l) => l.horasRealizadas,
  ocupacaoRealizada: (l) => l.ocupacao.ocupacaoRealizada,
  horasFaturaveis: (l) => l.horasFaturaveis,
  ocupacaoFaturavel: (l) => l.ocupacao.ocupacaoFaturavel,
  variacaoFaturavel: (l) => l.variacaoFaturavelValor,
};

export const VALOR_COLUNA_PROJETO: Record<ColunaCapacidadeProjeto, (linha: LinhaCapacidadeProjeto) => Valor> = {
  colaborador: (l) => nomeCompleto(l.colaborador),
  departamento: (l) => l.colaborador.departamento,
  regime: (l) => l.colaborador.regime ?? null,
  funcao: (l) => l.colaborador.funcao.nome,
  perfil: (l) => l.perfil,
  horasPorDia: (l) => l.horasPorDia,
  totalHorasObrigatorias: (l) => l.totalHorasObrigatorias,
  totalHorasPlanejadas: (l) => l.horasPlanejadas,
  ocupacaoPlanejada: (l) => l.ocupacao.ocupacaoPlanejada,
  horasRealizadas: (l) => l.horasRealizadas,
  ocupacaoRealizada: (l) => l.ocupacao.ocupacaoRealizada,
  horasFaturaveis: (l) => l.horasFaturaveis,
  ocupacaoFaturavel: (l) => l.ocupacao.ocupacaoFaturavel,
  variacaoFaturavel: (l) => l.variacaoFaturavelValor,
};

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Empty values last in both directions; texts by pt-BR collation; ties keep the name order. */
export function ordenarCapacidade<T, C extends string>(
  linhas: readonly T[],
  valor: Record<C, (linha: T) => Valor>,
  ordem: OrdemCapacidade<C> | null,
): T[] {
  const porNome = (linha: T) => String((valor as Record<string, (l: T) => Valor>).colaborador?.(linha) ?? '');
  const base = [...linhas].sort((a, b) => collator.compare(porNome(a), porNome(b)));
  if (!ordem) return base;
  const get = valor[ordem.coluna];
  const sinal = ordem.direcao === 'asc' ? 1 : -1;
  return base
    .map((linha, indice) => ({ linha, indice, v: get(linha) }))
    .sort((a, b) => {
      const va = a.v === '' ? null : a.v;
      const vb = b.v === '' ? null : b.v;
      if (va === null || vb === null) return va === vb ? a.indice - b.indice : va === null ? 1 : -1;
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
      return cmp === 0 ? a.indice - b.indice : cmp * sinal;
    })
    .map((item) => item.linha);
}

// ---------------------------------------------------------------------------------------------
// Totals rows

export interface TotaisCapacidadeArea {
  colaboradores: number;
  totalHorasObrigatorias: number;
  totalHorasPlanejadas: number;
  ferias: number;
  horasLivres: number;
  horasRealizadas: number;
  horasFaturaveis: number;
  ocupacaoPlanejada: number;
  ocupacaoRealizada: number;
  ocupacaoFaturavel: number;
  variacaoFaturavel: number;
}

const soma = <T>(linhas: readonly T[], get: (linha: T) => number) => linhas.reduce((total, linha) => total + get(linha), 0);

/** The rounded hours, occupancies over mandatory hours and variation both totals rows share. */
function totaisDasHoras(obrigatorias: number, planejadas: number, realizadas: number, faturaveis: number) {
  return {
    totalHorasObrigatorias: arredondarCapacidade(obrigatorias),
    horasRealizadas: arredondarCapacidade(realizadas),
    horasFaturaveis: arredondarCapacidade(faturaveis),
    ocupacaoPlanejada: arredondarCapacidade(ocupacaoPercentual(planejadas, obrigatorias)),
    ocupacaoRealizada: arredondarCapacidade(ocupacaoPercentual(realizadas, obrigatorias)),
    ocupacaoFaturavel: arredondarCapacidade(ocupacaoPercentual(faturaveis, obrigatorias)),
    variacaoFaturavel: arredondarCapacidade(variacaoFaturavelTotal(planejadas, faturaveis)),
  };
}

/** A totals row's percentage as the capacity screens (and Vee) show it: whole, pt-BR, '85%'. */
export const percentualInteiroCapacidade = (value: number) => `${formatNumber(value, 0)}%`;

/**
 * The area's last row: collaborator count; whole hours (rounded; free hours floored); occupancies =
 * total hours / total mandatory x 100, rounded, 0 if not a number; variation = total rule, rounded.
 */
export function totaisCapacidadeArea(linhas: readonly LinhaCapacidadeArea[]): TotaisCapacidadeArea {
  const planejadas = soma(linhas, (l) => l.totalHorasPlanejadas);
  return {
    colaboradores: linhas.length,
    ...totaisDasHoras(soma(linhas, (l) => l.totalHorasObrigatorias), planejadas, soma(linhas, (l) => l.horasRealizadas), soma(linhas, (l) => l.horasFaturaveis)),
    totalHorasPlanejadas: arredondarCapacidade(planejadas),
    ferias: arredondarCapacidade(soma(linhas, (l) => l.ferias)),
    // The epsilon keeps a sum like 11.999999999 (binary fractions) from flooring to 11.
    horasLivres: Math.floor(soma(linhas, (l) => l.horasLivres) + 1e-9),
  };
}

export interface TotaisCapacidadeProjeto {
  colaboradores: number;
  totalHorasObrigatorias: number;
  horasPlanejadas: number;
  horasRealizadas: number;
  horasFaturaveis: number;
  ocupacaoPlanejada: number;
  ocupacaoRealizada: number;
  ocupacaoFaturavel: number;
  variacaoFaturavel: number;
}

/** One project's totals row: rounded hours and percentages (same ratios and variation rule as the area). */
export function totaisCapacidadeProjeto(linhas: readonly LinhaCapacidadeProjeto[]): TotaisCapacidadeProjeto {
  const planejadas = soma(linhas, (l) => l.horasPlanejadas);
  return {
    colaboradores: linhas.length,
    ...totaisDasHoras(soma(linhas, (l) => l.totalHorasObrigatorias), planejadas, soma(linhas, (l) => l.horasRealizadas), soma(linhas, (l) => l.horasFaturaveis)),
    horasPlanejadas: arredondarCapacidade(planejadas),
  };
}

export interface TotaisGeraisCapacidadeProjeto {
  totalHorasObrigatorias: number;
  horasPlanejadas: number;
  horasRealizadas: number;
  horasFaturaveis: number;
  ocupacaoFaturavel: number;
}

const chaveColaborador = (linha: LinhaCapacidadeProjeto) =>
  linha.colaborador.mat !== null ? `m${linha.colaborador.mat}` : `a${linha.colaborador.accountId ?? nomeCompleto(linha.colaborador)}`;

/**
 * The overall table of the project report. A collaborator on several projects counts his mandatory
 * hours once (choice: the occupancy is the person's); planned, realised and billable hours add up
 * over the projects. Whole hours; billable occupancy = billable / mandatory x 100, rounded, 0 if NaN.
 */
export function totaisGeraisCapacidadeProjeto(projetos: ReadonlyArray<{ colaboradores: readonly LinhaCapacidadeProjeto[] }>): TotaisGeraisCapacidadeProjeto {
  const obrigatoriasPorPessoa = new Map<string, number>();
  let planejadas = 0;
  let realizadas = 0;
  let faturaveis = 0;
  for (const projeto of projetos) {
    for (const linha of projeto.colaboradores) {
      obrigatoriasPorPessoa.set(chaveColaborador(linha), linha.totalHorasObrigatorias);
      planejadas += linha.horasPlanejadas;
      realizadas += linha.horasRealizadas;
      faturaveis += linha.horasFaturaveis;
    }
  }
  const obrigatorias = [...obrigatoriasPorPessoa.values()].reduce((a, b) => a + b, 0);
  return {
    totalHorasObrigatorias: arredondarCapacidade(obrigatorias),
    horasPlanejadas: arredondarCapacidade(planejadas),
    horasRealizadas: arredondarCapacidade(realizadas),
    horasFaturaveis: arredondarCapacidade(faturaveis),
    ocupacaoFaturavel: arredondarCapacidade(ocupacaoPercentual(faturaveis, obrigatorias)),
  };
}

// ---------------------------------------------------------------------------------------------
// Exports (spec 03 section 9)

/** 'Relatório Capacidade: 01/10/2026 - 31/12/2026'. */
export function tituloExportacaoCapacidade(inicio: string, fim: string): string {
  return `Relatório Capacidade: ${formatDate(inicio)} - ${formatDate(fim)}`;
}

export type CelulaCapacidade = string | number;

const REGIME_AUSENTE = 'N/A';
export const TEXTO_REGIME_AUSENTE = REGIME_AUSENTE;

/** Area export: status Ativo/Inativo and hours as plain numbers (2 decimals), then the totals row. */
export function planilhaCapacidadeArea(linhas: readonly LinhaCapacidadeArea[]): CelulaCapacidade[][] {
  const cabecalho = [
    'Colaborador', 'Status', 'Departamento', 'Regime de Contrato', 'Função', 'Perfil', 'Classificação', 'Carga Horária Diária',
    'Total Horas Obrigatórias', 'Total Horas Planejadas', 'Férias', 'Horas Livres Planejadas', 'Ocupação Planejada (%)',
    'Total Horas Realizadas', 'Ocupação Realizada (%)', 'Total Horas Faturáveis', 'Ocupação Faturável (%)', 'Variação Faturável (%)',
  ];
  const corpo = linhas.map((l) => [
    nomeCompleto(l.colaborador),
    l.colaborador.demissao ? 'Inativo' : 'Ativo',
    l.colaborador.departamento.nome,
    l.colaborador.regime.nome,
    l.colaborador.funcao.nome.nome,
    l.perfil ?? '',
    l.infoMaiorAlocacao.categoria ?? '',
    l.horasPorDia,
    h2(l.totalHorasObrigatorias),
    h2(l.totalHorasPlanejadas),
    h2(l.ferias),
    h2(l.horasLivres),
    l.colaborador.demissao ? '--' : h2(l.ocupacao.ocupacaoPlanejada),
    h2(l.horasRealizadas),
    h2(l.ocupacao.ocupacaoRealizada),
    h2(l.horasFaturaveis),
    h2(l.ocupacao.ocupacaoFaturavel),
    l.variacaoFaturavelValor === null ? '-' : h2(l.variacaoFaturavelValor),
  ]);
  const t = totaisCapacidadeArea(linhas);
  const total = [
    `Total: ${t.colaboradores} colaboradores`, '', '', '', '', '', '', '',
    t.totalHorasObrigatorias, t.totalHorasPlanejadas, t.ferias, t.horasLivres, t.ocupacaoPlanejada,
    t.horasRealizadas, t.ocupacaoRealizada, t.horasFaturaveis, t.ocupacaoFaturavel, t.variacaoFaturavel,
  ];
  return [cabecalho, ...corpo, total];
}

const horasTexto = (value: number) => `${arredondarCapacidade(value)}h`;
const percentualTexto = (value: number) => `${arredondarCapacidade(value)}%`;

/** Project export: per project a label line, the header, rounded rows with 'h' and '%' suffixes, the totals row. */
export function planilhaCapacidadeProjeto(projetos: readonly BlocoCapacidadeProjeto[]): CelulaCapacidade[][] {
  const cabecalho = [
    'Colaborador', 'Departamento', 'Regime de Contrato', 'Função', 'Perfil', 'Carga Horária Diária', 'Total Horas Obrigatórias',
    'Total Horas Planejadas', 'Ocupação Planejada', 'Total Horas Realizadas', 'Ocupação Realizada', 'Total Horas Faturáveis',
    'Ocupação Faturável', 'Variação Faturável',
  ];
  const linhas: CelulaCapacidade[][] = [];
  const gerais = totaisGeraisCapacidadeProjeto(projetos);
  linhas.push(['Total Horas Obrigatórias', 'Total Horas Planejadas', 'Total Horas Realizadas', 'Total Horas Faturáveis', 'Ocupação Faturável']);
  linhas.push([
    horasTexto(gerais.totalHorasObrigatorias), horasTexto(gerais.horasPlanejadas), horasTexto(gerais.horasRealizadas),
    horasTexto(gerais.horasFaturaveis), percentualTexto(gerais.ocupacaoFaturavel),
  ]);
  for (const { projeto, colaboradores } of projetos) {
    linhas.push([]);
    linhas.push([`${projeto.label}${projeto.categoria ? ` (${projeto.categoria})` : ''}`]);
    linhas.push(cabecalho);
    for (const l of colaboradores) {
      linhas.push([
        nomeCompleto(l.colaborador),
        l.colaborador.departamento,
        l.colaborador.regime || REGIME_AUSENTE,
        l.colaborador.funcao.nome,
        l.perfil ?? '',
        horasTexto(l.horasPorDia),
        horasTexto(l.totalHorasObrigatorias),
        horasTexto(l.horasPlanejadas),
        l.colaborador.demissao ? '--' : percentualTexto(l.ocupacao.ocupacaoPlanejada),
        horasTexto(l.horasRealizadas),
        percentualTexto(l.ocupacao.ocupacaoRealizada),
        horasTexto(l.horasFaturaveis),
        percentualTexto(l.ocupacao.ocupacaoFaturavel),
        l.variacaoFaturavelValor === null ? '-' : percentualTexto(l.variacaoFaturavelValor),
      ]);
    }
    const t = totaisCapacidadeProjeto(colaboradores);
    linhas.push([
      `Total: ${t.colaboradores} colaboradores`, '', '', '', '', '',
      horasTexto(t.totalHorasObrigatorias), horasTexto(t.horasPlanejadas), percentualTexto(t.ocupacaoPlanejada),
      horasTexto(t.horasRealizadas), percentualTexto(t.ocupacaoRealizada), horasTexto(t.horasFaturaveis),
      percentualTexto(t.ocupacaoFaturavel), percentualTexto(t.variacaoFaturavel),
    ]);
  }
  return linhas;
}

/** Message of the project report when no row is left. */
export const CAPACIDADE_MESSAGES = {
  nenhumColaborador: 'Nenhum colaborador encontrado.',
  carregando: 'Carregando...',
  semFiltros: 'Informe o período do relatório no hub de Relatórios Delivery.',
} as const;
