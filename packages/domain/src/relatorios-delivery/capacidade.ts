/**
 * Capacity reports, the rules (spec 03 sections 2.6 'Capacity by area' / 'Capacity by project', 3 'Capacity
 * rows', 4 'Delivery reports' + 'Filter mapping', 9; DOMAIN.md 'Capacity'). Pure functions shared by
 * the backend (which computes the rows) and mf-relatorios-delivery (filters, sorting, totals,
 * exports). Hours are plain numbers (not money): rows carry 2 decimals, total rows whole numbers.
 *
 * - Mandatory hours = working days (Mon-Fri minus the national holidays of ../calendario) between
 *   max(start, admission) and min(end, dismissal) x daily workload.
 * - Planned / realised / billable hours: Tempo plans, worklog duration and Tempo billable seconds on
 *   client projects (a project with a client whose name does not contain INT-1000). Vacation hours:
 *   the plans on the absence project. Free hours = mandatory - vacation - planned.
 * - Occupancy = hours / mandatory x 100. A row without mandatory hours has none (null, shown 'sem horas
 *   obrigatórias': the zero-base rule of ../format/percentual); the totals rows keep spec 03's 0.
 * - Billable variation = (planned - billable) / planned x 100; a row with planned 0 shows '-'; the
 *   total is 0 when both are 0 and -100 when only billable is not 0.
 *
 * The selections and filters are in capacidadeSelecao.ts, the screens' sorting in
 * capacidadeTela.ts, the exported sheets in capacidadePlanilha.ts.
 */
import { formatNumber } from '../format/numbers';
import { SEM_HORAS_OBRIGATORIAS } from '../format/percentual';
import { diasUteisEntre, ehDiaUtilNumero, numeroDoDia } from '../calendario';

// ---------------------------------------------------------------------------------------------
// Mandatory hours

/** Working days (Mon-Fri, not a national holiday) from `inicio` to `fim` inclusive ('yyyy-MM-dd'); 0 when fim < inicio. */
export const diasUteisCapacidade = diasUteisEntre;

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
  const a = numeroDoDia(inicio);
  const b = numeroDoDia(fim);
  // acumulado[i] = working days in [a, a + i).
  const acumulado = new Int32Array(Math.max(0, b - a + 2));
  for (let dia = a; dia <= b; dia++) {
    acumulado[dia - a + 1] = acumulado[dia - a]! + (ehDiaUtilNumero(dia) ? 1 : 0);
  }
  return ({ admissao, demissao, horasPorDia }) => {
    const de = Math.max(a, numeroDoDia(admissao));
    const ate = Math.min(b, demissao ? numeroDoDia(demissao) : b);
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

/** A row's occupancy: hours / mandatory x 100, null when mandatory is 0 (no base; issue 34 point 5). Not rounded. */
export function ocupacaoPercentualLinha(horas: number, obrigatorias: number): number | null {
  return obrigatorias === 0 ? null : ocupacaoPercentual(horas, obrigatorias);
}

/** A row's occupancy as the screens and exports show it: '65,79%' (`casas` decimals) or 'sem horas obrigatórias'. */
export function textoOcupacaoCapacidade(value: number | null, casas = 2): string {
  return value === null ? SEM_HORAS_OBRIGATORIAS : `${formatNumber(arredondarCapacidade(value, casas), casas)}%`;
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

/** A row's occupancies (2 decimals); null when the row has no mandatory hours. */
export interface OcupacaoCapacidade {
  ocupacaoPlanejada: number | null;
  ocupacaoRealizada: number | null;
  ocupacaoFaturavel: number | null;
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
const ocupacaoH2 = (horas: number, obrigatorias: number) => {
  const value = ocupacaoPercentualLinha(horas, obrigatorias);
  return value === null ? null : h2(value);
};

/** Occupancies (2 decimals; null without mandatory hours) and variation of one row. */
export function figurasDaLinha({ obrigatorias, planejadas, realizadas, faturaveis }: FigurasCapacidade) {
  const variacao = variacaoFaturavelLinha(planejadas, faturaveis);
  return {
    ocupacao: {
      ocupacaoPlanejada: ocupacaoH2(planejadas, obrigatorias),
      ocupacaoRealizada: ocupacaoH2(realizadas, obrigatorias),
      ocupacaoFaturavel: ocupacaoH2(faturaveis, obrigatorias),
    },
    variacaoFaturavel: textoVariacaoCapacidade(variacao),
    variacaoFaturavelValor: variacao === null ? null : h2(variacao),
  };
}

export const arredondarHoras = h2;

/** 'Nome Sobrenome' of a capacity row's collaborator (sorting, exports, identity without a registration). */
export const nomeCompletoCapacidade = (c: { nome: string; sobrenome: string }) => `${c.nome} ${c.sobrenome}`.trim();

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
  linha.colaborador.mat !== null ? `m${linha.colaborador.mat}` : `a${linha.colaborador.accountId ?? nomeCompletoCapacidade(linha.colaborador)}`;

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
