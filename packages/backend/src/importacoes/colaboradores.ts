/**
 * POST /import/colaborador: new employees. Each row is validated with the registration form's
 * schema (colaboradorSchema) and checked like POST /employee/create (references, CPF and e-mail
 * unique among the active employees, classification), plus CPF and e-mail repeated inside the
 * file. Valid rows are written with the form's columns and first history row.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_LAYOUTS,
  IMPORT_MESSAGES,
  makeColaboradorSchema,
  todayInSaoPaulo,
  toLayoutRows,
  validate,
  type Colaborador,
  type ImportResult,
} from '@financeiro/domain';
import { colaboradorErrors, historyValues, toColumns } from '../cadastros/colaborador';
import type { Db } from '../db/client';
import { colaborador, colaboradorHistorico } from '../db/schema';
import { insertJsonRows } from './bulkInsert';
import { preloadedLookups } from './lookups';
import { applyInSavepoints, fieldMessages, ImportOutcome, repeatedKeys, rowKey } from './outcome';

/** Rows per savepoint (one INSERT ... jsonb_populate_recordset for the employees and one for their history). */
export const CHUNK_SIZE = 500;

interface Candidate {
  key: string;
  value: Colaborador;
}

export interface ImportContext {
  db: Db;
  /** The importing user (history's alterado_por). */
  userId: number | null;
  log: FastifyBaseLogger;
}

const normalisedEmail = (text: string | undefined) => {
  const email = (text ?? '').trim().toLowerCase();
  return email === '' ? null : email;
};

export async function importarColaboradores(context: ImportContext, input: readonly Record<string, unknown>[]): Promise<ImportResult> {
  const rows = toLayoutRows(IMPORT_LAYOUTS.colaboradores, input);
  const outcome = new ImportOutcome();
  const today = todayInSaoPaulo();
  const schema = makeColaboradorSchema({ today: () => today });

  const keys = rows.map((row, index) => rowKey(row.cpf, index));
  const repeatedCpf = repeatedKeys(rows.map((row) => (row.cpf ?? '').trim() || null));
  const repeatedEmail = repeatedKeys(rows.map((row) => normalisedEmail(row.email)));

  const valid: Candidate[] = [];
  rows.forEach((row, index) => {
    const key = keys[index];
    const messages: string[] = [];
    const result = validate<Colaborador>(schema, row);
    if (!result.ok) messages.push(...fieldMessages(result.errors));
    if (repeatedCpf.has((row.cpf ?? '').trim())) messages.push(`cpf: ${IMPORT_MESSAGES.cpfRepetido}`);
    const email = normalisedEmail(row.email);
    if (email !== null && repeatedEmail.has(email)) messages.push(`email: ${IMPORT_MESSAGES.emailRepetido}`);
    if (messages.length > 0) outcome.reject(key, messages);
    else if (result.ok) valid.push({ key, value: result.value });
  });

  await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const lookups = await preloadedLookups(tx);
    const checked: Candidate[] = [];
    for (const candidate of valid) {
      const errors = await colaboradorErrors(lookups, candidate.value);
      if (errors.length > 0) outcome.reject(candidate.key, fieldMessages(errors));
      else checked.push(candidate);
    }

    await applyInSavepoints(tx, checked, {
      chunkSize: CHUNK_SIZE,
      log: context.log,
      async write(savepoint, items) {
        const inserted = await insertJsonRows<{ mat: number; cpf: string }>(
          savepoint,
          colaborador,
          items.map((item) => toColumns(item.value)),
          ['mat', 'cpf'],
        );
        const matByCpf = new Map(inserted.map((row) => [row.cpf, Number(row.mat)]));
        const mats = items.map((item) => matByCpf.get(item.value.cpf)!);
        await insertJsonRows(savepoint, colaboradorHistorico, items.map((item, index) => historyValues(mats[index], item.value, context.userId)));
        return mats;
      },
      applied(item, mat) {
        outcome.success[item.key] = mat;
        outcome.applied += 1;
      },
      failed(item, messages) {
        outcome.reject(item.key, messages);
      },
    });
  });
  return outcome.toResult();
}
