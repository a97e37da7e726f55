/**
 * Test helpers. The database is in-memory PGlite, or — when TEST_DATABASE_URL is set by
 * scripts/test.mjs — a PostgreSQL database in which every test file works inside its own schema
 * (so test files can run in parallel) that is dropped afterwards, or, for a seeded database whose
 * definitions the test left as the migrations made them, reset and reused by the next one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { PasswordHasher, type UserPayload } from '../modules/contas';
import { DEFAULT_DEMO_PASSWORDS, DEFAULT_RATE_LIMITS, defaultAppConfig, type AppConfig } from '../config';
import { createDatabase, type Database, type DatabaseOptions } from '../db/client';
import { migrate } from '../db/migrate';
import { fixarHoje } from '../hoje';
import { seedDemoData, type SeedOptions } from '../seed';

export const TEST_SECRET = 'segredo-de-teste-com-pelo-menos-32-caracteres';
/** Low argon2 cost for speed; production uses DEFAULT_ARGON2. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The business day of every backend test (src/hoje.ts): the demo company's expectations (its plans of 2026, the
 * scenario's margins, the Carteira's statuses) were written on this day. On the real day they held in November
 * 2026 and failed from 1/12 (São Paulo), and a run that crossed midnight seeded on one day and computed on the next.
 */
export const HOJE_DOS_TESTES = '2026-11-29';
fixarHoje(HOJE_DOS_TESTES);

export const testBackend = (): 'pglite' | 'pg' => (process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');

export interface TestDatabase extends Database {
  /** pg: the test schema (search_path of every connection). */
  schema?: string;
  /** Closes the connections and drops the test schema (pg; a seeded one may be kept for the next, see closedSchemas). */
  dispose(): Promise<void>;
}

/** `pool` (pg only): pool size (default 4) and statement timeout of the connections. */
export async function createTestDatabase(pool: Pick<DatabaseOptions, 'poolMax' | 'statementTimeoutMs'> = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await createDatabase({ memory: true });
    return { ...database, dispose: () => database.close() };
  }
  const schemaName = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schemaName}"`);
  await admin.end();
  return openTestSchema(url, schemaName, pool);
}

async function openTestSchema(url: string, schemaName: string, pool: Pick<DatabaseOptions, 'poolMax' | 'statementTimeoutMs'>): Promise<TestDatabase> {
  const database = await createDatabase({ databaseUrl: url, searchPath: schemaName, poolMax: 4, ...pool });
  return {
    ...database,
    schema: schemaName,
    async dispose() {
      await database.close();
      await dropSchema(url, schemaName);
    },
  };
}

async function dropSchema(url: string, schemaName: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  try {
    await cleanup.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  } finally {
    await cleanup.end();
  }
}

/**
 * pg: the schemas of closed seeded test databases whose definitions are still the migrations' (this
 * process, last closed first). The next seeded database takes one and replaces its rows with the
 * template's: a new schema costs its 107 migrations (~2 s of the server's CPU, most of a short test
 * file's time) and its DROP.
 */
const closedSchemas: string[] = [];

const templateDigests = new Map<string, Promise<string>>();
const templateDefinitions = (url: string, template: string) => {
  let digest = templateDigests.get(template);
  if (!digest) templateDigests.set(template, (digest = definitionsOf(url, template)));
  return digest;
};

/**
 * A digest of everything in `schema` a test could change besides rows and sequence values: its relations,
 * columns and defaults, indexes, constraints, triggers (enabled or not), functions, views, types, policies,
 * storage options and privileges, with the schema's own name taken out. A schema whose digest differs
 * from its template's (a test changed a definition) is dropped, not reused.
 */
export async function definitionsOf(url: string, schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ digest: string }>(
      `WITH ns AS (SELECT oid FROM pg_namespace WHERE nspname = $1),
       lines AS (
         SELECT concat_ws(' ', 'rel', c.relname, c.relkind, c.relpersistence, c.relrowsecurity, c.relforcerowsecurity, c.reloptions, c.relacl, c.relowner::regrole) AS line
           FROM pg_class c WHERE c.relnamespace = (SELECT oid FROM ns)
         UNION ALL
         SELECT concat_ws(' ', 'col', c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
           FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE c.relnamespace = (SELECT oid FROM ns) AND a.attnum > 0 AND NOT a.attisdropped
         UNION ALL
         SELECT concat_ws(' ', 'idx', pg_get_indexdef(i.indexrelid)) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = (SELECT oid FROM ns)
         UNION ALL
         SELECT concat_ws(' ', 'con', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid), k.convalidated)
           FROM pg_constraint k WHERE k.connamespace = (SELECT oid FROM ns)
         UNION ALL
         SELECT concat_ws(' ', 'trg', pg_get_triggerdef(t.oid), t.tgenabled)
           FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = (SELECT oid FROM ns) AND NOT t.tgisinternal
         UNION ALL
         SELECT concat_ws(' ', 'fn', p.oid::regprocedure, md5(replace(pg_get_functiondef(p.oid), $1, '~')))
           FROM pg_proc p WHERE p.pronamespace = (SELECT oid FROM ns) AND p.prokind IN ('f', 'p')
         UNION ALL
         SELECT concat_ws(' ', 'view', c.relname, md5(replace(pg_get_viewdef(c.oid), $1, '~'))) FROM pg_class c WHERE c.relnamespace = (SELECT oid FROM ns) AND c.relkind IN ('v', 'm')
         UNION ALL
         SELECT concat_ws(' ', 'type', t.typname, t.typtype, (SELECT string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid))
           FROM pg_type t WHERE t.typnamespace = (SELECT oid FROM ns)
         UNION ALL
         SELECT concat_ws(' ', 'pol', pol.polname, pol.polrelid::regclass, pol.polcmd, pg_get_expr(pol.polqual, pol.polrelid), pg_get_expr(pol.polwithcheck, pol.polrelid))
           FROM pg_policy pol JOIN pg_class c ON c.oid = pol.polrelid WHERE c.relnamespace = (SELECT oid FROM ns)
       )
       SELECT md5(string_agg(replace(line, $1, '~'), chr(10) ORDER BY replace(line, $1, '~'))) AS digest FROM lines`,
      [schema],
    );
    return rows[0]?.digest ?? '';
  } finally {
    await client.end();
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Request limits off: test files send hundreds of requests as one user; src/http/rate-limit.test.ts turns them on.
  const rateLimits = { ...DEFAULT_RATE_LIMITS, perAddress: 0, perUser: 0, reportsPerUser: 0, reportConcurrencyPerUser: 0 };
  // A session taken in a file's before() serves the whole file: on a loaded or starved machine a file passes the
  // production 15 minutes (load 20: 14 tests of projetos.test.ts; pinned to one busy core, issue 33: the event-loop
  // file's scenario after its closing and import) and met TOKEN_EXPIRED. The files that test expiry by the clock
  // (auth, accounts) set the production 15 minutes themselves.
  const accessTokenTtlSeconds = 24 * 3600;
  return defaultAppConfig({ jwtSecret: TEST_SECRET, argon2: TEST_ARGON2, logLevel: 'silent', rateLimits, accessTokenTtlSeconds, ...overrides });
}

/** Collects log lines written by pino. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
  login(usuario: string, senha: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Logs in and returns the session (fails the test on a non-200). */
  session(usuario: keyof typeof DEFAULT_DEMO_PASSWORDS): Promise<{ token: string; refresh_token: string; user: UserPayload }>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  logStream?: Writable;
  /** Extra routes registered before ready (e.g. section-guarded probes). */
  routes?: (app: FastifyInstance) => void;
  database?: TestDatabase;
  /** Seed the Jira/Tempo demo data too (src/seed/projetos.ts; ~half of the seed's time). Default false. */
  projetos?: boolean;
  /** With `projetos`: also the demo margin result simulations (src/seed/simulacoes.ts). Default false. */
  simulacoesResultado?: boolean;
  /** With `projetos`: also the demo plans (src/seed/planejamentos.ts). Default false. */
  planejamentos?: boolean;
  /** The demo employee cost simulations of the financeiro user (src/seed/simulacoes.ts). Default false. */
  simulacoesCusto?: boolean;
  /** The demo cost scenario of the admin user (src/seed/cenarios.ts). Default false. */
  cenarios?: boolean;
}

export type DemoSeed = Pick<SeedOptions, 'projetos' | 'simulacoesResultado' | 'planejamentos' | 'simulacoesCusto' | 'cenarios'>;

const seedWith = (seed: DemoSeed) => (database: Database) =>
  seedDemoData(database.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(TEST_ARGON2), ...seed });

/**
 * A migrated database holding the demo seed. On PGlite, migrating and seeding cost more than most
 * test files' tests, so each seed variant is built once and every later database starts from a copy
 * of its data directory: in TEST_PGLITE_SNAPSHOT_DIR (scripts/test.mjs makes a fresh one per run, so
 * the test processes share it and no snapshot outlives the code that made it), else in this process.
 */
export async function seededTestDatabase(seed: DemoSeed): Promise<TestDatabase> {
  if (testBackend() === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = await postgresTemplate(seed);
    const reused = closedSchemas.pop();
    const database = reused ? await openTestSchema(url, reused, {}) : await createTestDatabase();
    if (!reused) await migrate(database);
    // Every row, a reused schema's included, is replaced by the template's, and its sequences go on from the template's.
    await copySchemaData(url, template, database.schema!);
    return {
      ...database,
      async dispose() {
        await database.close();
        if ((await definitionsOf(url, database.schema!)) === (await templateDefinitions(url, template))) closedSchemas.push(database.schema!);
        else await dropSchema(url, database.schema!);
      },
    };
  }
  const snapshot = await pgliteSnapshot(seed);
  const database = await createDatabase({ memory: true, loadDataDir: snapshot });
  return { ...database, dispose: () => database.close() };
}

const seedKey = (seed: DemoSeed) => ['seed', ...Object.entries(seed).filter(([, on]) => on).map(([name]) => name).sort()].join('-');

/**
 * pg: the schema holding a seed variant, migrated and seeded once per test process (the seed computes
 * 18 closings and, with `projetos`, two years of worklogs: 8–15 s, against ~1 s for the copy). It stays
 * in the throwaway database of scripts/test.mjs, dropped with it at the end of the run.
 */
const templatesInProcess = new Map<string, Promise<string>>();

export function postgresTemplate(seed: DemoSeed): Promise<string> {
  const key = seedKey(seed);
  let pending = templatesInProcess.get(key);
  if (!pending) {
    pending = (async () => {
      const database = await createTestDatabase();
      await migrate(database);
      await seedWith(seed)(database);
      await database.close();
      return database.schema!;
    })();
    templatesInProcess.set(key, pending);
  }
  return pending;
}

/**
 * Copies every row of schema `from` into schema `to`, which the same migrations made (so the two have the
 * same tables, columns, triggers and sequences): `to`'s own rows (schema_migrations, rows a migration
 * inserts) are deleted, the tables are filled parents first (foreign keys stay checked), with the
 * tables' own triggers off (the worklog summaries are copied, not summed again), and each sequence
 * continues where `from`'s stopped. One transaction.
 */
export async function copySchemaData(url: string, from: string, to: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const { rows: tables } = await client.query<{ name: string; columns: string[]; triggers: boolean }>(
      `SELECT c.relname AS name,
              array_agg(a.attname::text ORDER BY a.attnum) AS columns,
              EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal) AS triggers
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = $1 AND c.relkind = 'r'
        GROUP BY c.oid, c.relname`,
      [from],
    );
    const { rows: references } = await client.query<{ child: string; parent: string }>(
      `SELECT child.relname AS child, parent.relname AS parent
         FROM pg_constraint k
         JOIN pg_class child ON child.oid = k.conrelid
         JOIN pg_class parent ON parent.oid = k.confrelid
        WHERE k.contype = 'f' AND k.connamespace = $1::regnamespace AND k.conrelid <> k.confrelid`,
      [from],
    );
    const ordered: typeof tables = [];
    const placed = new Set<string>();
    while (ordered.length < tables.length) {
      const ready = tables.filter(
        (table) => !placed.has(table.name) && references.every((ref) => ref.child !== table.name || placed.has(ref.parent)),
      );
      if (ready.length === 0) throw new Error(`Chaves estrangeiras em ciclo no schema ${from}: cópia impossível.`);
      for (const table of ready) {
        ordered.push(table);
        placed.add(table.name);
      }
    }
    // A superuser (the local test server) copies as a replica does: no foreign-key checks nor triggers,
    // ~3× faster for the 50.000 worklogs; any other user turns the tables' own triggers off and keeps the checks.
    const { rows: role } = await client.query<{ superuser: boolean }>('SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user');
    const replica = role[0]?.superuser === true;
    const withTriggers = replica ? [] : tables.filter((table) => table.triggers).map((table) => `${q(to)}.${q(table.name)}`);
    await client.query('BEGIN');
    if (replica) await client.query('SET LOCAL session_replication_role = replica');
    for (const table of withTriggers) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    // DELETE, not TRUNCATE: TRUNCATE gives every table new files, synced to disk at once (the unlogged ones)
    // or at the next checkpoint; the migrations leave a few rows in a few tables.
    for (const table of [...ordered].reverse()) await client.query(`DELETE FROM ${q(to)}.${q(table.name)}`);
    for (const table of ordered) {
      const columns = table.columns.map(q).join(', ');
      await client.query(
        `INSERT INTO ${q(to)}.${q(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${q(from)}.${q(table.name)}`,
      );
    }
    for (const table of withTriggers) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    const { rows: sequences } = await client.query<{ name: string; last: string | null; start: string }>(
      'SELECT sequencename AS name, last_value AS last, start_value AS start FROM pg_sequences WHERE schemaname = $1',
      [from],
    );
    for (const sequence of sequences) {
      await client.query('SELECT setval($1::regclass, $2, $3)', [
        `${q(to)}.${q(sequence.name)}`,
        sequence.last ?? sequence.start,
        sequence.last !== null,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const snapshotsInProcess = new Map<string, Promise<Blob>>();

async function pgliteSnapshot(seed: DemoSeed): Promise<Blob> {
  const key = seedKey(seed);
  const dir = process.env.TEST_PGLITE_SNAPSHOT_DIR;
  const file = dir ? path.join(dir, `${key}.tar`) : undefined;
  if (file) {
    const stored = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (stored) return new Blob([new Uint8Array(stored)], { type: 'application/x-tar' });
  }
  let pending = snapshotsInProcess.get(key);
  if (!pending) {
    pending = (async () => {
      const database = await createDatabase({ memory: true });
      try {
        await migrate(database);
        await seedWith(seed)(database);
        return await database.dumpDataDir!();
      } finally {
        await database.close();
      }
    })();
    snapshotsInProcess.set(key, pending);
  }
  const snapshot = await pending;
  if (file) {
    // Written aside and renamed: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await fs.rename(partial, file);
  }
  return snapshot;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const seed: DemoSeed = {
    projetos: options.projetos ?? false,
    simulacoesResultado: options.simulacoesResultado ?? false,
    planejamentos: options.planejamentos ?? false,
    simulacoesCusto: options.simulacoesCusto ?? false,
    cenarios: options.cenarios ?? false,
  };
  let database: TestDatabase;
  if (options.database) {
    database = options.database;
    await migrate(database);
    await seedWith(seed)(database);
  } else {
    database = await seededTestDatabase(seed);
  }
  const config = testConfig(options.config);
  const app = buildApp({ db: database, config, logStream: options.logStream });
  const extraRoutes = options.routes;
  // Registered as a plugin, like the real route modules (after swagger, inside the guard).
  if (extraRoutes) app.register(async (child) => extraRoutes(child));
  await app.ready();

  const login = (usuario: string, senha: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/login', payload: { usuario, senha }, headers });

  return {
    app,
    database,
    login,
    async session(usuario) {
      const response = await login(usuario, DEFAULT_DEMO_PASSWORDS[usuario]);
      if (response.statusCode !== 200) throw new Error(`login ${usuario} falhou: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Resolves once `condition` holds, checking it again after each short pause; fails after
 * `attempts` checks. For a state another connection reaches (a lock wait), never for time.
 * The default is a ceiling of minutes (at least 12,000 × 10 ms), not a wait: it was ~20 s, and the restart test's
 * waits of 10 and 30 s failed pinned to one busy core on a slow day (issue 33, 2026-11-30).
 */
export async function eventually(condition: () => Promise<boolean>, what: string, attempts = 12_000): Promise<void> {
  for (let attempt = 0; !(await condition()); attempt++) {
    if (attempt >= attempts) throw new Error(`Nunca aconteceu: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
