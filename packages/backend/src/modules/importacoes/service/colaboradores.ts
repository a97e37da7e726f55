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
  validate,
  type Colaborador,
  type ImportResult,
} from '@financeiro/domain';
import { CAMPOS_COLABORADOR, carregarNomesDasReferencias, COLABORADOR_MESSAGES, colaboradorAuditado, colaboradorErrors, historyValues, toColumns } from '../../colaboradores';
import { escritorDaCriacao, LoteDeEntradas } from '../../auditoria';
import type { Db } from '../../../db/client';
import { cedente } from '../../../http/event-loop';
import { preloadedLookups } from './lookups';
import { aplicarEmSavepoints, linhasDoLayout, fieldMessages, ImportOutcome, registrarImportacao, repeatedMessages, rowKey } from './outcome';
import { inserirColaboradores, inserirHistoricos } from '../queries';

/** Rows per savepoint (one INSERT ... jsonb_populate_recordset for the employees and one for their history). */
export const CHUNK_SIZE = 500;

interface Candidate {
  index: number;
  key: string;
  value: Colaborador;
  /** The row's columns, as the write computed them (the trail's entry reads them too). */
  columns?: ReturnType<typeof toColumns>;
}

/** A created employee's fields as the trail stores them. */
const camposDaCriacao = escritorDaCriacao(CAMPOS_COLABORADOR);

export interface ImportContext {
  db: Db;
  /** The importing user (history's alterado_por). */
  userId: number | null;
  log: FastifyBaseLogger;
  /** The file line of each row (the request's `linhas`); default index + 2. */
  linhas?: readonly number[];
}

const REFERENCES = ['filial', 'departamento', 'regime', 'funcao'] as const;

const normalisedEmail = (text: string | undefined) => {
  const email = (text ?? '').trim().toLowerCase();
  return email === '' ? null : email;
};

export async function importarColaboradores(context: ImportContext, input: readonly Record<string, unknown>[]): Promise<ImportResult> {
  const rows = await linhasDoLayout(IMPORT_LAYOUTS.colaboradores, input);
  const outcome = new ImportOutcome(context.linhas);
  const today = todayInSaoPaulo();
  const schema = makeColaboradorSchema({ today: () => today });

  const keys = rows.map((row, index) => rowKey(row.cpf, index));
  const cpfLines = outcome.otherLines(rows.map((row) => (row.cpf ?? '').trim() || null));
  const emailLines = outcome.otherLines(rows.map((row) => normalisedEmail(row.email)));

  await context.db.transaction(async (tx) => {
    const lookups = await preloadedLookups(tx);
    // Every row gets every one of its messages: the schema's, the references' (checked even when
    // the schema refused the row), and the values repeated in the file (on each of their rows).
    const checked: Candidate[] = [];
    const ceder = cedente();
    for (const [index, row] of rows.entries()) {
      await ceder();
      const key = keys[index];
      const result = validate<Colaborador>(schema, row);
      const messages: string[] = [];
      if (result.ok) messages.push(...fieldMessages(await colaboradorErrors(lookups, result.value)));
      else {
        messages.push(...fieldMessages(result.errors));
        const reported = new Set(result.errors.map((error) => error.field));
        for (const field of REFERENCES) {
          const code = (row[field] ?? '').trim();
          if (reported.has(field) || !/^\d{1,9}$/.test(code)) continue;
          if ((await lookups.reference(field, Number(code))) === undefined) messages.push(...fieldMessages([{ field, errorMessage: COLABORADOR_MESSAGES[field] }]));
        }
      }
      messages.push(...repeatedMessages(IMPORT_MESSAGES.cpfRepetido, cpfLines[index]!, 'cpf: '));
      messages.push(...repeatedMessages(IMPORT_MESSAGES.emailRepetido, emailLines[index]!, 'email: '));
      if (messages.length > 0) outcome.reject(index, key, messages);
      else if (result.ok) checked.push({ index, key, value: result.value });
    }

    const nomes = await carregarNomesDasReferencias(tx);
    const entradas = new LoteDeEntradas();
    await aplicarEmSavepoints(tx, checked, {
      chunkSize: CHUNK_SIZE,
      log: context.log,
      async write(savepoint, items) {
        const inserted = await inserirColaboradores(savepoint, items.map((item) => (item.columns ??= toColumns(item.value))));
        const matByCpf = new Map(inserted.map((row) => [row.cpf, Number(row.mat)]));
        const mats = items.map((item) => matByCpf.get(item.value.cpf)!);
        await inserirHistoricos(savepoint, items.map((item, index) => historyValues(mats[index], item.value, context.userId)));
        return mats;
      },
      applied(item, mat) {
        outcome.success[item.key] = mat;
        outcome.applied += 1;
        entradas.acrescentarDepois(() => ({ acao: 'criar', entidade: 'colaborador', chave: mat, campos: camposDaCriacao(colaboradorAuditado(item.columns!, nomes)) }));
      },
      failed(item, messages) {
        outcome.reject(item.index, item.key, messages);
      },
    });
    await registrarImportacao(tx, 'colaboradores', rows.length, outcome, entradas);
  });
  return outcome.toResult();
}
