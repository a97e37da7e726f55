/**
 * Bulk imports (spec 02 section 7, 'Imports'), guarded by the 'importacoes' section:
 *
 *   POST /import/colaborador             {data: rows} -> { result: { success, fail, applied } }
 *   POST /import/beneficios-colaborador  {data: rows} -> idem
 *   POST /import/update-colaborador      {data: rows} -> idem
 *
 * Rows are objects keyed by the file's headers (cells as text); `linhas` (optional) gives each row's
 * line in the file. success and fail are keyed by CPF; fail holds every message of the rejected rows;
 * falhas lists each rejected row by its line, sorted, with all of its messages (a CPF repeated in the
 * file is reported on each of its rows, naming the others). The whole file runs in one transaction with a
 * savepoint per chunk/row (see outcome.ts): each row is written entirely or reported, and a crash
 * leaves nothing behind. At most 20.000 rows and 10 MiB per request.
 */
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportKind, type ImportResult } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { atualizarColaboradores } from './atualizar';
import { importarBeneficios } from './beneficios';
import { importarColaboradores, type ImportContext } from './colaboradores';

type Importer = (context: ImportContext, rows: readonly Record<string, unknown>[]) => Promise<ImportResult>;

export const IMPORTS: Array<{ kind: ImportKind; path: string; summary: string; run: Importer }> = [
  { kind: 'colaboradores', path: '/import/colaborador', summary: 'Importa novos colaboradores', run: importarColaboradores },
  {
    kind: 'beneficios-colaborador',
    path: '/import/beneficios-colaborador',
    summary: 'Importa benefícios de colaboradores (alíquotas em porcentagem)',
    run: importarBeneficios,
  },
  {
    kind: 'atualizar-colaboradores',
    path: '/import/update-colaborador',
    summary: 'Atualiza colaboradores pelo CPF (registra histórico como o formulário)',
    run: atualizarColaboradores,
  },
];

export interface ImportRequest {
  db: Db;
  userId: number | null;
  log: FastifyBaseLogger;
  data: readonly Record<string, unknown>[];
  linhas?: number[];
}

/** Checks the request's row counts, runs the import in its transaction and logs its figures. */
export async function executarImportacao(kind: ImportKind, run: Importer, { db, userId, log, data, linhas }: ImportRequest): Promise<ImportResult> {
  if (data.length === 0) throw badRequest(IMPORT_MESSAGES.semRegistros);
  if (data.length > IMPORT_LIMITS.maxRows) throw badRequest(IMPORT_MESSAGES.registrosDemais);
  if (linhas !== undefined && linhas.length !== data.length) throw badRequest([{ field: 'linhas', errorMessage: IMPORT_MESSAGES.linhasInvalidas }]);
  const started = Date.now();
  const outcome = await run({ db, userId, log, linhas }, data);
  log.info(
    { importacao: kind, registros: data.length, gravados: outcome.applied, falhas: Object.keys(outcome.fail).length, ms: Date.now() - started },
    'importação concluída',
  );
  return outcome;
}
