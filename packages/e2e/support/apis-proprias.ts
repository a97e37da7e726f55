import path from 'node:path';
import { test } from '@playwright/test';
import { bancoSemeado, copiaDoSemeado, stopApiComBanco, type Semeado } from './semeada';
import { readState, startBackend, startQuoteService, waitFor, type ApiComBanco } from './stack';

/**
 * The journeys with an API of their own (issue 33): each its own copy of the seeded database (support/semeada.ts),
 * on its own port, started by the global setup beside the stack's API. A journey that reads what any other
 * journey's records change (the alerts' bell and its unread count, the outbox) or whose outcome an action of
 * another journey would change first (an evaluation opening the alert it expects) works there: no other journey
 * reaches that database, so it needs no order and runs beside the others ('lado-a-lado'). The browser's requests
 * to the stack's API go to it (usarApiPropria in tests/helpers.ts).
 */
export const APIS_PROPRIAS = {
  /** tests/alertas.spec.ts: AURSUS without an open alert, the bell's unread count, the outbox. */
  alertas: { porta: 3396, arquivo: 'alertas.spec.ts' },
  /** tests/base-custo-hora.spec.ts: it changes the company's hour base, which any closing calculated beside it reads. */
  'base-custo-hora': { porta: 3395, arquivo: 'base-custo-hora.spec.ts' },
  /** tests/projecao.spec.ts: it saves the thresholds and expects the Carteira's 'recalculando' marks, which any evaluation clears. */
  projecao: { porta: 3394, arquivo: 'projecao.spec.ts' },
  /**
   * tests/auditoria.spec.ts: it reads the audit trail of today filtered by the administrator (any journey's change
   * as admin beside it adds rows), and it takes sections from admin and financeiro (a journey of theirs beside it
   * would see another menu or a 403).
   */
  auditoria: { porta: 3393, arquivo: 'auditoria.spec.ts' },
} as const;

export type NomeApiPropria = keyof typeof APIS_PROPRIAS;

export const urlDaApiPropria = (nome: NomeApiPropria): string => `http://localhost:${APIS_PROPRIAS[nome].porta}`;

/** Starts the API `nome` on a copy of the seeded database; answers its process and its database. */
export async function startApiPropria(nome: NomeApiPropria, semeado: Semeado, jwtSecret: string, quotesUrl: string): Promise<ApiComBanco> {
  const banco = await copiaDoSemeado(semeado, nome);
  const pid = startBackend(banco, jwtSecret, quotesUrl, { port: APIS_PROPRIAS[nome].porta, log: `backend-${nome}`, env: {} });
  return { pid, banco };
}

/** Whether this run includes the journey file `arquivo`: no file filter, or a filter (a pattern) that matches it. */
export function runIncludesFile(arquivo: string, argv = process.argv): boolean {
  const filters = argv.slice(argv.indexOf('test') + 1).filter((arg) => !arg.startsWith('-'));
  return filters.length === 0 || filters.some((filter) => new RegExp(filter).test(path.join(__dirname, '../tests', arquivo)));
}

/**
 * In a journey file: its API `nome`, up before the file's first test (the global setup's; or one the file starts
 * itself and stops after, when the run's global setup did not). Answers its address.
 */
export function apiPropriaDoArquivo(nome: NomeApiPropria): string {
  let propria: ApiComBanco | undefined;
  test.beforeAll(async () => {
    // A ceiling for an API's start (tsx, PGlite; the migrations and the seed when the seeded folder is made here).
    test.setTimeout(900_000);
    const state = readState();
    if (!state.apisProprias?.[nome]) {
      const quotesUrl = await startQuoteService();
      propria = await startApiPropria(nome, await bancoSemeado(state.jwtSecret, quotesUrl), state.jwtSecret, quotesUrl);
    }
    await waitFor(`${urlDaApiPropria(nome)}/health`, 870_000);
  });
  test.afterAll(async () => {
    if (propria) await stopApiComBanco(propria);
  });
  return urlDaApiPropria(nome);
}
