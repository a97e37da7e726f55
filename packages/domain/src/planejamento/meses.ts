import { todayInSaoPaulo } from '../format/dates';
import type { ChaveMes } from './tipos';

/** Month keys of the plan: 'MM-YYYY' (spec 02 section 9); tabs show 'MM/YYYY'. */

const CHAVE = /^(0[1-9]|1[0-2])-(\d{4})$/;

export interface AnoMes {
  ano: number;
  /** 1..12 */
  mes: number;
}

export function chaveMes(ano: number, mes: number): ChaveMes {
  return `${String(mes).padStart(2, '0')}-${String(ano).padStart(4, '0')}`;
}

export function isChaveMes(value: unknown): value is ChaveMes {
  return typeof value === 'string' && CHAVE.test(value) && Number(value.slice(3)) >= 1900;
}

/** '11-2026' -> { ano: 2026, mes: 11 }; null when not a month key. */
export function parseChaveMes(chave: string): AnoMes | null {
  const match = CHAVE.exec(chave);
  if (!match) return null;
  return { ano: Number(match[2]), mes: Number(match[1]) };
}

function partes(chave: ChaveMes): AnoMes {
  const parsed = parseChaveMes(chave);
  if (!parsed) throw new Error(`Mês inválido: ${chave}`);
  return parsed;
}

/** '11-2026' -> '11/2026' (tab label). */
export function labelMes(chave: ChaveMes): string {
  return chave.replace('-', '/');
}

/** Month ordinals, memoised: sorting and comparing keys is hot in the forecast (thousands of rows per project). */
const ordens = new Map<ChaveMes, number>();
const ordem = (chave: ChaveMes) => {
  let valor = ordens.get(chave);
  if (valor === undefined) {
    const { ano, mes } = partes(chave);
    valor = ano * 12 + (mes - 1);
    if (ordens.size < 10_000) ordens.set(chave, valor);
  }
  return valor;
};

/** The month's ordinal (year x 12 + month − 1): keys compare as these numbers. Throws on an invalid key. */
export function ordinalChave(chave: ChaveMes): number {
  return ordem(chave);
}

/** Chronological order of two keys. */
export function compararChaves(a: ChaveMes, b: ChaveMes): number {
  return ordem(a) - ordem(b);
}

export function ordenarChaves(chaves: Iterable<ChaveMes>): ChaveMes[] {
  return [...chaves].sort(compararChaves);
}

/** The month after `chave` ('12-2026' -> '01-2027'). */
export function proximaChave(chave: ChaveMes, meses = 1): ChaveMes {
  const total = ordem(chave) + meses;
  return chaveMes(Math.floor(total / 12), (total % 12) + 1);
}

/** The current month in America/Sao_Paulo (the page's default starting month). */
export function chaveMesAtual(now: Date = new Date()): ChaveMes {
  const hoje = todayInSaoPaulo(now);
  return chaveMes(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)));
}

/** '11-2026' -> '2026-11'. */
export function chaveParaAnoMes(chave: ChaveMes): string {
  const { ano, mes } = partes(chave);
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}`;
}

/** '2026-11' or '2026-11-15' -> '11-2026'; null when not a date. */
export function anoMesParaChave(text: string): ChaveMes | null {
  const match = /^(\d{4})-(\d{2})(-\d{2})?$/.exec(text);
  if (!match) return null;
  const chave = `${match[2]}-${match[1]}`;
  return isChaveMes(chave) ? chave : null;
}

/** '11-2026' -> '2026-11-01'. */
export function chaveParaData(chave: ChaveMes): string {
  return `${chaveParaAnoMes(chave)}-01`;
}

/** Every key from `de` to `ate` inclusive (empty when ate < de). */
export function intervaloChaves(de: ChaveMes, ate: ChaveMes): ChaveMes[] {
  const result: ChaveMes[] = [];
  for (let atual = de; compararChaves(atual, ate) <= 0; atual = proximaChave(atual)) result.push(atual);
  return result;
}
