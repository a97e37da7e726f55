/** Small pieces shared by the tax services: NUMERIC columns. */

/** NUMERIC read as a decimal string -> number (money and rates travel as numbers). */
export function num(value: string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A validated number -> NUMERIC text for Drizzle; null/undefined stay null. */
export function moneyColumn(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

export type Row = Record<string, unknown>;
