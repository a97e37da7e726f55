/**
 * Test helpers. The database is in-memory PGlite, or — when TEST_DATABASE_URL is set by
 * scripts/test.mjs — a PostgreSQL database in which every test file works inside its own schema
 * (so test files can run in parallel) that is dropped afterwards.
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
import { seedDemoData, type SeedOptions } from '../seed';

export const TEST_SECRET = 'segredo-de-teste-com-pelo-menos-32-caracteres';
/** Low argon2 cost for speed; production uses DEFAULT_ARGON2. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const testBackend = (): 'pglite' | 'pg' => (process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');

export interface TestDatabase extends Database {
  /** pg: the test schema (search_path of every connection). */
  schema?: string;
  /** Closes the connections and drops the test schema (pg). */
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
  const database = await createDatabase({ databaseUrl: url, searchPath: schemaName, poolMax: 4, ...pool });
  return {
    ...database,
    schema: schemaName,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Request limits off: test files send hundreds of requests as one user; src/http/rate-limit.test.ts turns them on.
  const rateLimits = { ...DEFAULT_RATE_LIMITS, perAddress: 0, perUser: 0, reportsPerUser: 0, reportConcurrencyPerUser: 0 };
  return defaultAppConfig({ jwtSecret: TEST_SECRET, argon2: TEST_ARGON2, logLevel: 'silent', rateLimits, ...overrides });
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

type DemoSeed = Pick<SeedOptions, 'projetos' | 'simulacoesResultado' | 'planejamentos' | 'simulacoesCusto' | 'cenarios'>;

const seedWith = (seed: DemoSeed) => (database: Database) =>
  seedDemoData(database.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(TEST_ARGON2), ...seed });

/**
 * A migrated database holding the demo seed. On PGlite, migrating and seeding cost more than most
 * test files' tests, so each seed variant is built once and every later database starts from a copy
 * of its data directory: in TEST_PGLITE_SNAPSHOT_DIR (scripts/test.mjs makes a fresh one per run, so
 * the test processes share it and no snapshot outlives the code that made it), else in this process.
 */
async function seededTestDatabase(seed: DemoSeed): Promise<TestDatabase> {
  if (testBackend() === 'pg') {
    const database = await createTestDatabase();
    await migrate(database);
    await seedWith(seed)(database);
    return database;
  }
  const snapshot = await pgliteSnapshot(seed);
  const database = await createDatabase({ memory: true, loadDataDir: snapshot });
  return { ...database, dispose: () => database.close() };
}

const snapshotsInProcess = new Map<string, Promise<Blob>>();

async function pgliteSnapshot(seed: DemoSeed): Promise<Blob> {
  const key = ['seed', ...Object.entries(seed).filter(([, on]) => on).map(([name]) => name).sort()].join('-');
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
 */
export async function eventually(condition: () => Promise<boolean>, what: string, attempts = 2000): Promise<void> {
  for (let attempt = 0; !(await condition()); attempt++) {
    if (attempt >= attempts) throw new Error(`Nunca aconteceu: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
