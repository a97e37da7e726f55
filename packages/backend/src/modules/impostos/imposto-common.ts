/** Small pieces shared by the tax routes (imposto, valor-imposto, faixa-imposto). */
import { IdParams, Options, Query, Type } from '../../http/fields';

export type Row = Record<string, unknown>;

/** `?ativo=true|false|1|0` on a boolean column (same values as the generic CRUD). */
export const ativoQuery = Query({ ativo: Type.Optional(Options(['true', 'false', '1', '0'], { description: 'Filtra por situação' })) });

export const codParams = IdParams('cod');

export const idParams = IdParams('id');

/** 'true' | '1' -> true, 'false' | '0' -> false, absent -> undefined. */
export function booleanFilter(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  return raw === 'true' || raw === '1';
}

/** NUMERIC read as a decimal string -> number (money and rates travel as numbers). */
export function num(value: string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A validated number -> NUMERIC text for Drizzle; null/undefined stay null. */
export function moneyColumn(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

