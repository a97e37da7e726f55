/**
 * The calendar of Brazil's national holidays and working days: the one place every rule that counts
 * working days reads from (capacity's mandatory hours, the demo seed's closings and worklogs).
 * Dates are 'yyyy-MM-dd' strings, computed in UTC so the time zone never shifts a day.
 */

/**
 * National holidays on a fixed date (Lei 662/1949, 6.802/1980, 14.759/2023). Choice: no maintained
 * holiday package is in the workspace, so the federal list is kept here. Carnival and Corpus
 * Christi are optional federal days ("ponto facultativo"), not national holidays, so they are not
 * listed; Good Friday is the one movable national holiday.
 */
export const FERIADOS_NACIONAIS_FIXOS: ReadonlyArray<{ dia: string; nome: string; desde?: number }> = [
  { dia: '01-01', nome: 'Confraternização Universal' },
  { dia: '04-21', nome: 'Tiradentes' },
  { dia: '05-01', nome: 'Dia do Trabalho' },
  { dia: '09-07', nome: 'Independência do Brasil' },
  { dia: '10-12', nome: 'Nossa Senhora Aparecida' },
  { dia: '11-02', nome: 'Finados' },
  { dia: '11-15', nome: 'Proclamação da República' },
  { dia: '11-20', nome: 'Dia Nacional de Zumbi e da Consciência Negra', desde: 2024 },
  { dia: '12-25', nome: 'Natal' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'yyyy-MM-dd' date. */
export const numeroDoDia = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoDoNumero = (dia: number) => new Date(dia * DAY_MS).toISOString().slice(0, 10);

/** Easter Sunday (Gregorian calendar, anonymous algorithm of Meeus/Jones/Butcher). */
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

/** Good Friday (Easter - 2 days), 'yyyy-MM-dd'. */
export function sextaFeiraSanta(ano: number): string {
  const { month, day } = domingoDePascoa(ano);
  return isoDoNumero(Date.UTC(ano, month - 1, day - 2) / DAY_MS);
}

/** The national holidays of a year with their names, in date order. */
export function feriadosNacionaisComNome(ano: number): { data: string; nome: string }[] {
  const fixos = FERIADOS_NACIONAIS_FIXOS.filter((f) => !f.desde || ano >= f.desde).map((f) => ({ data: `${ano}-${f.dia}`, nome: f.nome }));
  return [...fixos, { data: sextaFeiraSanta(ano), nome: 'Paixão de Cristo' }].sort((a, b) => a.data.localeCompare(b.data));
}

/** The national holidays of a year, 'yyyy-MM-dd', in order. */
export function feriadosNacionais(ano: number): string[] {
  return feriadosNacionaisComNome(ano).map((f) => f.data);
}

const feriadosCache = new Map<number, Set<number>>();
function feriadosDoAno(ano: number): Set<number> {
  let set = feriadosCache.get(ano);
  if (!set) {
    set = new Set(feriadosNacionais(ano).map(numeroDoDia));
    feriadosCache.set(ano, set);
  }
  return set;
}

/** Monday to Friday and not a national holiday; `dia` as from `numeroDoDia`. */
export function ehDiaUtilNumero(dia: number): boolean {
  const date = new Date(dia * DAY_MS);
  const semana = date.getUTCDay();
  return semana !== 0 && semana !== 6 && !feriadosDoAno(date.getUTCFullYear()).has(dia);
}

/** Monday to Friday and not a national holiday ('yyyy-MM-dd'). */
export const ehDiaUtil = (iso: string) => ehDiaUtilNumero(numeroDoDia(iso));

/** Working days from `inicio` to `fim` inclusive ('yyyy-MM-dd'); 0 when fim < inicio. */
export function diasUteisEntre(inicio: string, fim: string): number {
  const b = numeroDoDia(fim);
  let total = 0;
  for (let dia = numeroDoDia(inicio); dia <= b; dia++) if (ehDiaUtilNumero(dia)) total++;
  return total;
}

/** Working days of a month (`mes` 1-12). */
export function diasUteisDoMes(ano: number, mes: number): number {
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return diasUteisEntre(`${ano}-${pad(mes)}-01`, `${ano}-${pad(mes)}-${pad(ultimo)}`);
}
