import { http } from '@financeiro/api';
import type { ImportResult, ImportRow } from '@financeiro/domain';

/** A 20.000-row file may take a while on the server: longer than the client's default timeout. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * POST /import/... with {data: rows} (spec 02 section 7) and each row's line in the file (`linhas`,
 * so the failures name the lines the user sees); the answer's `result`.
 */
export async function sendImport(endpoint: string, rows: ImportRow[], linhas: number[]): Promise<ImportResult> {
  const { data } = await http.post<{ result: ImportResult }>(endpoint, { data: rows, linhas }, { timeout: IMPORT_TIMEOUT_MS });
  return data.result;
}
