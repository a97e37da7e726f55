/** Small pieces shared by the tax services: query filters and NUMERIC columns. */

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

export type Row = Record<string, unknown>;
