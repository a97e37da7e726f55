/**
 * What every import shares: the result being built (success/fail by CPF) and the way rows are
 * written — inside the import's one transaction, in chunks that each run in a savepoint; a chunk
 * that fails is rolled back and its rows are written again one by one, each in its own savepoint,
 * so a row is either entirely written or reported, and a crash (the transaction never commits)
 * leaves nothing of the file behind.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MESSAGES,
  LINHAS_NOMEADAS_MAX,
  toLayoutRows,
  type FieldError,
  type ImportFailure,
  type ImportKind,
  type ImportLayout,
  type ImportResult,
  type ImportRow,
} from '@financeiro/domain';
import { isCpfUniqueViolation, COLABORADOR_MESSAGES } from '../../colaboradores';
import type { Conn, Tx } from '../../../db/client';
import { LoteDeEntradas, type NovaEntradaDeAuditoria } from '../../auditoria';
import { databaseUnavailableCause } from '../../../db/unavailable';
import { HttpError } from '../../../http/errors';
import { cedente } from '../../../http/event-loop';

/** Rows per toLayoutRows call in linhasDoLayout. */
const LINHAS_POR_FATIA = 1000;

/** toLayoutRows a slice at a time, letting other requests in between (20.000 rows: ~0,1 s of work). */
export async function linhasDoLayout(layout: ImportLayout, input: readonly Record<string, unknown>[]): Promise<ImportRow[]> {
  const ceder = cedente();
  const rows: ImportRow[] = [];
  for (let start = 0; start < input.length; start += LINHAS_POR_FATIA) {
    await ceder();
    rows.push(...toLayoutRows(layout, input.slice(start, start + LINHAS_POR_FATIA)));
  }
  return rows;
}

export class ImportOutcome {
  // Keyed by text from the file: no prototype, so a CPF cell like '__proto__' is just a key.
  readonly success: Record<string, number | number[]> = Object.create(null);
  readonly fail: Record<string, string[]> = Object.create(null);
  applied = 0;
  /** The rejected rows by index: each row keeps its own messages (two rows with one CPF stay two). */
  private readonly rows = new Map<number, ImportFailure>();

  /** `linhas`: the file line of each row (the request's), else index + 2 (the header is line 1). */
  constructor(private readonly linhas?: readonly number[]) {}

  /** The file line of the row at `index`. */
  line(index: number): number {
    return this.linhas?.[index] ?? index + 2;
  }

  /** Adds messages to the row's failure list and to its CPF's (each text once per list). */
  reject(index: number, key: string, messages: readonly string[]): void {
    const list = (this.fail[key] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
    const row = this.rows.get(index) ?? { linha: this.line(index), cpf: key, mensagens: [] };
    for (const message of messages) if (!row.mensagens.includes(message)) row.mensagens.push(message);
    this.rows.set(index, row);
  }

  /**
   * For each row, the other rows with the same key (null keys never repeat): how many, and the lines
   * of the first LINHAS_NOMEADAS_MAX of them. A repeated CPF is reported on every one of its rows,
   * each naming the others; linear in the rows however many copies a file holds.
   */
  otherLines(keys: ReadonlyArray<string | null>): RepeatedLines[] {
    const byKey = new Map<string, number[]>();
    keys.forEach((key, index) => {
      if (key === null) return;
      const indexes = byKey.get(key);
      if (indexes) indexes.push(index);
      else byKey.set(key, [index]);
    });
    return keys.map((key, index) => {
      const indexes = key === null ? [] : byKey.get(key)!;
      const named: number[] = [];
      for (const other of indexes) {
        if (named.length === LINHAS_NOMEADAS_MAX) break;
        if (other !== index) named.push(this.line(other));
      }
      return { lines: named, total: Math.max(0, indexes.length - 1) };
    });
  }

  toResult(): ImportResult {
    const falhas = [...this.rows.entries()].sort(([a, rowA], [b, rowB]) => rowA.linha - rowB.linha || a - b).map(([, row]) => row);
    return { success: this.success, fail: this.fail, applied: this.applied, falhas };
  }
}

/** The key of a row in success/fail: its CPF as written, or 'Registro N (sem CPF)'. */
export function rowKey(cpf: string | undefined, index: number): string {
  const text = (cpf ?? '').trim();
  return text === '' ? IMPORT_MESSAGES.semCpf(index + 1) : text;
}

/** Field errors as the failure list shows them: 'salario: Valor do salário deve ser informado.'. */
export function fieldMessages(errors: readonly FieldError[], prefix = ''): string[] {
  return errors.map((error) => `${prefix}${error.field ? `${error.field}: ` : ''}${error.errorMessage}`);
}

/** A thrown HttpError's messages as field errors (the form routes' checks throw badRequest). */
export function httpErrorItems(error: unknown): FieldError[] | null {
  if (!(error instanceof HttpError)) return null;
  return error.body.errors.map((item) => ({ field: item.field ?? '', errorMessage: item.errorMessage }));
}

/** The other rows of a repeated value: how many, and the lines of the first ones. */
export interface RepeatedLines {
  lines: number[];
  total: number;
}

/** A message for a value repeated in the file, naming the other lines; none when there are none. */
export function repeatedMessages(message: string, others: RepeatedLines, prefix = ''): string[] {
  return others.total === 0 ? [] : [`${prefix}${IMPORT_MESSAGES.repetidoNasLinhas(message, others.lines, others.total)}`];
}

export interface ApplyOptions<T, R> {
  /** Rows per savepoint in the fast path. */
  chunkSize: number;
  /** Writes the rows (in order) and returns one result per row. */
  write(tx: Conn, items: T[]): Promise<R[]>;
  applied(item: T, result: R): void;
  failed(item: T, messages: string[]): void;
  log: FastifyBaseLogger;
}

/** The messages of a row whose write failed: a check's 400, the CPF index, or a generic text. */
function escreverMensagensDeFalha(error: unknown, log: FastifyBaseLogger): string[] {
  const items = httpErrorItems(error);
  if (items) return fieldMessages(items);
  if (isCpfUniqueViolation(error)) return fieldMessages([{ field: 'cpf', errorMessage: COLABORADOR_MESSAGES.cpfDuplicado }]);
  log.warn({ err: error }, 'importação: registro não gravado');
  return [IMPORT_MESSAGES.erroGravacao];
}

/** Writes `items` inside the open transaction `tx` (see the module comment). */
export async function aplicarEmSavepoints<T, R>(tx: Conn, items: readonly T[], options: ApplyOptions<T, R>): Promise<void> {
  for (let start = 0; start < items.length; start += options.chunkSize) {
    const chunk = items.slice(start, start + options.chunkSize);
    let results: R[] | null = null;
    try {
      results = await tx.transaction((savepoint) => options.write(savepoint, chunk));
    } catch (error) {
      // A lost connection or a statement timeout is no fault of the rows: the whole import fails (503), nothing applied.
      if (databaseUnavailableCause(error)) throw error;
      results = null;
    }
    if (results) {
      chunk.forEach((item, index) => options.applied(item, results![index]));
      continue;
    }
    for (const item of chunk) {
      try {
        const [result] = await tx.transaction((savepoint) => options.write(savepoint, [item]));
        options.applied(item, result);
      } catch (error) {
        if (databaseUnavailableCause(error)) throw error;
        options.failed(item, escreverMensagensDeFalha(error, options.log));
      }
    }
  }
}

/**
 * The audit trail of an import (issue 37), as the last step of its transaction: one 'importar' entry with
 * the file's counts in detalhes, then one entry per created or changed record (`entradas`, built while the
 * rows were written: LoteDeEntradas), all in one call. A file of which nothing was written records nothing.
 */
export async function registrarImportacao(tx: Tx, tipo: ImportKind, registros: number, outcome: ImportOutcome, entradas: LoteDeEntradas): Promise<void> {
  const resultado = outcome.toResult();
  if (resultado.applied === 0) return;
  const importacao: NovaEntradaDeAuditoria = {
    acao: 'importar',
    entidade: 'importacao',
    chave: tipo,
    detalhes: { tipo, registros, gravados: resultado.applied, rejeitados: resultado.falhas.length },
  };
  await entradas.gravar(tx, [importacao]);
}
