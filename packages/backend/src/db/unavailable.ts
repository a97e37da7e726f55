/**
 * Failures that say the database cannot serve right now — not that the request or the code is wrong:
 * the server is down or restarting, a connection dropped, no pool connection came in time, or a
 * statement ran past the statement timeout. The API answers them 503 (src/http/error-handler.ts).
 */

import { causesOf } from './errors';

/**
 * SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 57014 query_canceled (statement_timeout), 53300 too_many_connections; class 08 is
 * connection exception.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** Socket errors of node-postgres' connection to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool errors without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * The code (SQLSTATE, socket code or the driver's message) that makes `error` a database
 * unavailability, looking through Drizzle's wrapping (`cause`) and a failed multi-address connect
 * (`AggregateError.errors`); undefined for any other error.
 */
export function databaseUnavailableCause(error: unknown): string | undefined {
  for (const current of causesOf(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return code;
    if (typeof message === 'string' && DRIVER_MESSAGES.includes(message)) return message;
  }
  return undefined;
}
