/**
 * POST /import/update-colaborador: changes to active employees, found by CPF. The columns present
 * replace the employee's values (a blank cell keeps the current one); the merged record is
 * validated with the registration form's schema, checked like PUT /employee/update/{mat} and
 * written by the same code (applyColaboradorUpdate): benefits follow a branch change and a change
 * of department, regime, workload, function, salary or classification adds a history row.
 */
import {
  IMPORT_LAYOUTS,
  IMPORT_MESSAGES,
  makeColaboradorSchema,
  todayInSaoPaulo,
  validate,
  type Colaborador,
  type ImportResult,
} from '@financeiro/domain';
import {
  aplicarAtualizacaoDoColaborador,
  CAMPOS_COLABORADOR,
  carregarNomesDasReferencias,
  colaboradorAuditado,
  colaboradorErrors,
  colaboradorToApi,
  toColumns,
  type ColaboradorRow,
} from '../../colaboradores';
import { diferencas, LoteDeEntradas } from '../../auditoria';
import { cedente } from '../../../http/event-loop';
import type { ImportContext } from './colaboradores';
import { preloadedLookups } from './lookups';
import { travarColaboradoresAtivosPorCpf } from '../queries';
import { aplicarEmSavepoints, linhasDoLayout, fieldMessages, ImportOutcome, registrarImportacao, repeatedMessages, rowKey } from './outcome';

/** Updates are one statement (or three) per row: a smaller chunk keeps a fallback cheap. */
const CHUNK_SIZE = 200;

interface Candidate {
  index: number;
  key: string;
  previous: ColaboradorRow;
  value: Colaborador;
}

/** The employee's current values as the form holds them (the base the file's cells replace). */
function currentValues(row: ColaboradorRow): Record<string, unknown> {
  const names = { filialNome: '', departamentoNome: '', regimeNome: '', funcaoNome: '' };
  const api: Record<string, unknown> = colaboradorToApi({ ...row, ...names });
  for (const [field, value] of Object.entries(api)) if (value === null) api[field] = '';
  return api;
}

export async function atualizarColaboradores(context: ImportContext, input: readonly Record<string, unknown>[]): Promise<ImportResult> {
  const rows = await linhasDoLayout(IMPORT_LAYOUTS['atualizar-colaboradores'], input);
  const outcome = new ImportOutcome(context.linhas);
  const today = todayInSaoPaulo();
  const schema = makeColaboradorSchema({ today: () => today });
  const cpfs = rows.map((row) => (row.cpf ?? '').trim());
  const cpfLines = outcome.otherLines(cpfs.map((cpf) => cpf || null));
  const emailLines = outcome.otherLines(rows.map((row) => (row.email ?? '').trim().toLowerCase() || null));

  await context.db.transaction(async (tx) => {
    const wanted = [...new Set(cpfs.filter((cpf) => /^\d{11}$/.test(cpf)))];
    const current = new Map<string, ColaboradorRow>();
    for (const row of await travarColaboradoresAtivosPorCpf(tx, wanted)) current.set(row.cpf, row);
    const lookups = await preloadedLookups(tx);

    const candidates: Candidate[] = [];
    const ceder = cedente();
    for (const [index, row] of rows.entries()) {
      await ceder();
      const key = rowKey(row.cpf, index);
      const previous = current.get(cpfs[index]);
      const messages: string[] = [];
      messages.push(...repeatedMessages(IMPORT_MESSAGES.cpfRepetido, cpfLines[index]!, 'cpf: '));
      messages.push(...repeatedMessages(IMPORT_MESSAGES.emailRepetido, emailLines[index]!, 'email: '));
      if (!previous) {
        outcome.reject(index, key, [`cpf: ${IMPORT_MESSAGES.colaboradorNaoEncontrado}`, ...messages]);
        continue;
      }
      const merged = currentValues(previous);
      for (const [column, text] of Object.entries(row)) if (column !== 'cpf' && text.trim() !== '') merged[column] = text;
      const result = validate<Colaborador>(schema, merged);
      if (!result.ok) messages.push(...fieldMessages(result.errors));
      else messages.push(...fieldMessages(await colaboradorErrors(lookups, result.value, previous)));
      if (messages.length > 0) outcome.reject(index, key, messages);
      else if (result.ok) candidates.push({ index, key, previous, value: result.value });
    }

    const nomes = await carregarNomesDasReferencias(tx);
    const entradas = new LoteDeEntradas();
    await aplicarEmSavepoints(tx, candidates, {
      chunkSize: CHUNK_SIZE,
      log: context.log,
      async write(savepoint, items) {
        for (const item of items) await aplicarAtualizacaoDoColaborador(savepoint, item.previous, item.value, context.userId);
        return items.map((item) => item.previous.mat);
      },
      applied(item, mat) {
        outcome.success[item.key] = mat;
        outcome.applied += 1;
        entradas.acrescentarDepois(() => {
          const antes = colaboradorAuditado(item.previous, nomes);
          const depois = colaboradorAuditado({ ...item.previous, ...toColumns(item.value) }, nomes);
          return { acao: 'alterar', entidade: 'colaborador', chave: mat, campos: diferencas(antes, depois, CAMPOS_COLABORADOR) };
        });
      },
      failed(item, messages) {
        outcome.reject(item.index, item.key, messages);
      },
    });
    await registrarImportacao(tx, 'atualizar-colaboradores', rows.length, outcome, entradas);
  });
  return outcome.toResult();
}
