/**
 * One query layer (Drizzle) over two drivers: embedded PGlite (default) or a PostgreSQL server
 * through a node-postgres Pool (when a connection string is given).
 */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { cedente } from '../http/event-loop';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database every repository uses (same type for both drivers). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The connection inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query runs on: the database or an open transaction. Queries take a Conn, never cast one into the other. */
export type Conn = Db | Tx;

/** A single connection for raw multi-statement SQL (migrations, advisory locks). */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export type DriverName = 'pglite' | 'pg';

export interface Database {
  driver: DriverName;
  db: Db;
  /** Where the data lives, for logs (no credentials). */
  description: string;
  /** Runs `fn` on one dedicated connection. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** pg only: connections of the pool (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as an uncompressed tar (tests reuse a seeded database). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... ; when set the pg driver is used. */
  databaseUrl?: string;
  /** PGlite data directory; ignored with databaseUrl or memory. */
  pgliteDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** In-memory PGlite only: start from this data directory tar (from `dumpDataDir`). */
  loadDataDir?: Blob;
  /** pg only: search_path for every connection (tests isolate themselves in a schema). */
  searchPath?: string;
  /** pg only: pool size. */
  poolMax?: number;
  /**
   * pg only: PostgreSQL cancels a statement of a pool connection that runs longer (SQLSTATE 57014,
   * answered 503) and the connection goes back to the pool; 0 or absent: no limit. PGlite has no
   * statement timeout (one in-process connection, no timer to cancel it).
   */
  statementTimeoutMs?: number;
  /** pg only: longest wait for a pool connection (free or new) before the query fails; absent: no limit. */
  connectTimeoutMs?: number;
  /** pg only: an idle pool connection failed (the server restarted); the pool drops it and carries on. */
  onPoolError?: (error: Error) => void;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(endereço inválido)';
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPgDatabase(options.databaseUrl, options);
  return createPgliteDatabase(options);
}

/**
 * One value mapping for both drivers: PGlite reads int8 (count(*), a sum of integers, a bigint column)
 * as a number when it is a safe integer and as a BigInt beyond; node-postgres would read a string.
 * Drizzle's node-postgres session falls back to these parsers for every type it does not map itself
 * (src/db/driver-contract.test.ts holds both drivers to the same values).
 */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER) ? value : Number(value);
}
/** Array types (pg-types names only the scalar ones). */
const ARRAY_OF = { int4: 1007, text: 1009, varchar: 1015, int8: 1016 } as unknown as Record<'int4' | 'text' | 'varchar' | 'int8', Parameters<typeof pg.types.getTypeParser>[0]>;
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
const parseTextArray = pg.types.getTypeParser(ARRAY_OF.text) as (text: string) => (string | null)[];
const parseInt8Array = (text: string) => parseTextArray(text).map((item) => (item === null ? null : parseInt8(item)));
pg.types.setTypeParser(ARRAY_OF.int8, parseInt8Array);

/**
 * PGlite 0.3 reads a NULL inside a text array as the text 'NULL' and fails on one inside an int8
 * array: these arrays use node-postgres's parsers on both drivers.
 */
const PGLITE_PARSERS: Record<number, (text: string) => unknown> = {
  [ARRAY_OF.int4]: pg.types.getTypeParser(ARRAY_OF.int4),
  [ARRAY_OF.text]: parseTextArray,
  [ARRAY_OF.varchar]: pg.types.getTypeParser(ARRAY_OF.varchar),
  [ARRAY_OF.int8]: parseInt8Array,
};

/**
 * PGlite runs every statement on this thread (WASM), and its promises resolve as microtasks: a
 * transaction of thousands of statements (an import, a closing) would hold the event loop from its
 * first statement to its last. This one waits for a turn of the event loop before a statement once
 * FATIA_MS have passed, so other requests are read in between (those that query wait for the
 * single connection, as before).
 */
class PGliteCedente extends PGlite {
  private readonly ceder = cedente();

  override async execProtocolRaw(...args: Parameters<PGlite['execProtocolRaw']>): ReturnType<PGlite['execProtocolRaw']> {
    await this.ceder();
    return super.execProtocolRaw(...args);
  }
}

const sobrePglite = new WeakSet<Db>();

/**
 * Whether `db` is a PGlite database (every statement and the parsing of its rows on this thread), not
 * a PostgreSQL pool: a read of thousands of rows is paged small on PGlite to keep the event loop free.
 */
export const ehPglite = (db: Db): boolean => sobrePglite.has(db);

async function createPgliteDatabase(options: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  let description: string;
  if (options.memory || !options.pgliteDir) {
    client = new PGliteCedente(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    description = 'PGlite (memória)';
  } else {
    await fs.mkdir(options.pgliteDir, { recursive: true });
    client = new PGliteCedente(options.pgliteDir);
    description = `PGlite (${options.pgliteDir})`;
  }
  await client.waitReady;
  // After waitReady: PGlite sets its array parsers while it starts.
  Object.assign(client.parsers, PGLITE_PARSERS);
  const db = drizzlePglite({ client, schema });
  sobrePglite.add(db);
  const session: SqlSession = {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
  };
  return {
    driver: 'pglite',
    db,
    description,
    // PGlite is a single connection: the session is the client itself.
    withSession: (fn) => fn(session),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function createPgDatabase(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    // A startup parameter rather than `options`: a connection string's own `options` would replace it.
    statement_timeout: options.statementTimeoutMs || undefined,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  // Without a listener an idle client's error (57P01 when the server shuts down) would end the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A checked-out client has no pool listener: its connection dropping (a transaction waiting on a
  // lock, or between two statements, when the server stops) would be an unhandled 'error' event and
  // end the process. The failure reaches the caller through its query; released, the client is dropped.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    driver: 'pg',
    db,
    description: `PostgreSQL (${redactUrl(url)})`,
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async query<T>(text: string, params?: unknown[]) {
            const result = await client.query(text, params as unknown[] | undefined);
            return result.rows as T[];
          },
          async exec(text: string) {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
