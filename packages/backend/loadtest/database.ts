/**
 * The load test's database on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432): the demo company plus
 * the projects benchmark's volume, loaded with the benchmarks' own loaders (bench/support.ts), and
 * the virtual users.
 *
 * Without LOADTEST_KEEP_DB the data is loaded into a throwaway database that is dropped at the end.
 * With LOADTEST_KEEP_DB=name the loaded data stays in database `name` (loaded on the first run,
 * marked by a comment on the database) and is never touched by the load: each run works on a copy
 * (CREATE DATABASE ... TEMPLATE name), dropped at the end, so every run starts from the same data.
 */
import { sql } from 'drizzle-orm';
import { ADMIN_ROLE, SECTIONS, todayInSaoPaulo } from '@financeiro/domain';
import { PasswordHasher } from '../src/modules/contas';
import { DEFAULT_ARGON2, DEFAULT_DEMO_PASSWORDS } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed';
import {
  benchDatabaseUrl,
  benchServerUrl,
  canConnect,
  inserirIssuesBench,
  inserirProjetosBench,
  inserirWorklogsBench,
  withAdmin,
} from '../bench/support';
import type { Papel } from './mix';

export const VOLUME = {
  projetos: 5_000,
  worklogs: Number(process.env.LOADTEST_WORKLOGS ?? 5_000_000),
  /** The benchmark's measured project (key BENCH1): 500.000 of the worklogs. */
  projetoWorklogs: Math.min(500_000, Math.floor(Number(process.env.LOADTEST_WORKLOGS ?? 5_000_000) / 10)),
  primeiroId: 2_000_001,
};
export const PROJETO_GRANDE = { id: VOLUME.primeiroId, chave: 'BENCH1' };

const MARCA = 'financeiro loadtest: dados carregados';

export interface LoadDatabase {
  name: string;
  url: string;
  /** Drops the run's database (never the kept one). */
  drop(): Promise<void>;
}

const pad = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(72)} ${pad(performance.now() - t0)}`);
  return result;
}

const isoDaysAgo = (days: number) => {
  const date = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The demo company (as `pnpm start` seeds it) plus 5.000 projects, their issues and 5 million worklogs. */
async function carregar(database: Database): Promise<void> {
  const db = database.db;
  await step('migrações + empresa de demonstração (seed do pnpm start)', async () => {
    await migrate(database);
    await seedDemoData(db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(DEFAULT_ARGON2) });
  });
  await step(`${VOLUME.projetos.toLocaleString('pt-BR')} projetos do benchmark`, () =>
    inserirProjetosBench(db, { primeiroId: VOLUME.primeiroId, projetos: VOLUME.projetos }),
  );
  await step('issues (20 por projeto, 200 no BENCH1)', () =>
    inserirIssuesBench(db, { primeiroId: VOLUME.primeiroId, projetos: VOLUME.projetos, medidoId: PROJETO_GRANDE.id }),
  );
  await step(
    `${VOLUME.worklogs.toLocaleString('pt-BR')} worklogs nos últimos 730 dias (${VOLUME.projetoWorklogs.toLocaleString('pt-BR')} no BENCH1)`,
    () =>
      inserirWorklogsBench(db, {
        primeiroId: VOLUME.primeiroId,
        projetos: VOLUME.projetos,
        medidoId: PROJETO_GRANDE.id,
        worklogs: VOLUME.worklogs,
        projetoWorklogs: VOLUME.projetoWorklogs,
        inicio: isoDaysAgo(729),
      }),
  );
  await step('VACUUM ANALYZE', () =>
    database.withSession(async (session) => {
      for (const table of ['worklog', 'worklog_mes', 'issue', 'projeto']) await session.exec(`VACUUM ANALYZE ${table}`);
      await session.exec('ANALYZE fechamento_colaborador');
    }),
  );
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function isLoaded(server: string, name: string): Promise<boolean | null> {
  return withAdmin(server, async (client) => {
    const { rows } = await client.query<{ marca: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS marca FROM pg_database WHERE datname = $1",
      [name],
    );
    if (rows.length === 0) return null;
    return rows[0]!.marca === MARCA;
  });
}

async function loadInto(name: string): Promise<void> {
  const database = await createDatabase({ databaseUrl: benchDatabaseUrl(name), poolMax: 4 });
  try {
    await carregar(database);
  } finally {
    await database.close();
  }
}

async function dropDatabase(server: string, name: string): Promise<void> {
  await withAdmin(server, async (client) => {
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
  });
}

/** Creates (and loads, when needed) the run's database. */
export async function prepareDatabase(): Promise<LoadDatabase> {
  const server = benchServerUrl();
  if (!(await canConnect(server))) {
    throw new Error(`Nenhum PostgreSQL respondeu em ${server.replace(/:[^:@/]*@/, ':***@')} (defina DATABASE_URL).`);
  }
  const name = `financeiro_bench_loadtest_${process.pid}`;
  const kept = process.env.LOADTEST_KEEP_DB?.trim();
  if (kept) {
    const loaded = await isLoaded(server, kept);
    if (loaded === false) {
      throw new Error(`O banco ${kept} existe mas não foi carregado por este teste (sem a marca); apague-o ou escolha outro nome.`);
    }
    if (loaded === null) {
      console.log(`Carregando o banco mantido ${kept} (LOADTEST_KEEP_DB; só na primeira vez):`);
      await withAdmin(server, (client) => client.query(`CREATE DATABASE ${quote(kept)}`));
      try {
        await loadInto(kept);
      } catch (error) {
        await dropDatabase(server, kept);
        throw error;
      }
      await withAdmin(server, (client) => client.query(`COMMENT ON DATABASE ${quote(kept)} IS '${MARCA}'`));
    } else {
      console.log(`Banco mantido ${kept} já carregado (LOADTEST_KEEP_DB): copiando.`);
    }
    // FILE_COPY: the default WAL_LOG strategy (PostgreSQL 15) writes the whole copy (~1,5 GB) to the
    // WAL, whose checkpoint then ran for minutes into the measured load.
    await step(`cópia do banco mantido (CREATE DATABASE ${name} TEMPLATE ${kept} STRATEGY FILE_COPY)`, () =>
      withAdmin(server, async (client) => {
        const { rows } = await client.query<{ v: number }>("SELECT current_setting('server_version_num')::int AS v");
        const strategy = rows[0]!.v >= 150000 ? ' STRATEGY = FILE_COPY' : '';
        await client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(kept)}${strategy}`);
      }),
    );
  } else {
    console.log(`Carregando o banco ${name} (descartado no fim; LOADTEST_KEEP_DB=nome o guarda para as próximas execuções):`);
    await withAdmin(server, (client) => client.query(`CREATE DATABASE ${quote(name)}`));
    try {
      await loadInto(name);
    } catch (error) {
      await dropDatabase(server, name);
      throw error;
    }
  }
  // The load's dirty pages written now rather than by a checkpoint during the measured load (needs
  // superuser or pg_checkpoint; skipped without).
  await step('CHECKPOINT', () => withAdmin(server, (client) => client.query('CHECKPOINT')).catch(() => console.log('  (CHECKPOINT recusado: sem permissão)')));
  let dropped = false;
  return {
    name,
    url: benchDatabaseUrl(name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await dropDatabase(server, name);
    },
  };
}

export interface VirtualUser {
  usuario: string;
  email: string;
  senha: string;
  papel: Papel;
}

export const SECOES: Record<Papel, string[]> = {
  admin: [...SECTIONS, ADMIN_ROLE],
  financeiro: ['dashboard', 'projetos', 'simulacoes', 'relatorios-delivery'],
  rh: ['cadastros', 'fechamentos', 'importacoes', 'relatorios'],
};

/**
 * Inserts the virtual users (loadtest-<n>) with the sections of the demo accounts of their role and
 * an argon2id hash of the API's cost, so every sign-in verifies a real hash. One hash per role (same
 * password): hashing 100 times in this process would only slow the start.
 */
export async function insertUsers(url: string, papeis: Papel[]): Promise<VirtualUser[]> {
  const hasher = new PasswordHasher(DEFAULT_ARGON2);
  const senha = (papel: Papel) => `carga-${papel}-2026`;
  const hashes = Object.fromEntries(
    await Promise.all((['admin', 'financeiro', 'rh'] as const).map(async (papel) => [papel, await hasher.hash(senha(papel))])),
  ) as Record<Papel, string>;
  const users: VirtualUser[] = papeis.map((papel, i) => ({
    usuario: `loadtest-${i + 1}`,
    email: `loadtest-${i + 1}@carga.test`,
    senha: senha(papel),
    papel,
  }));
  const database = await createDatabase({ databaseUrl: url, poolMax: 1 });
  try {
    await database.db.transaction(async (tx) => {
      for (const user of users) {
        await tx.execute(sql`
          WITH novo AS (
            INSERT INTO users (usuario, email, name, password_hash, observacao)
            VALUES (${user.usuario}, ${user.email}, ${`Carga ${user.usuario.slice(9)} (${user.papel})`}, ${hashes[user.papel]}, 'Usuário virtual do pnpm loadtest')
            RETURNING id
          )
          INSERT INTO user_sections (user_id, section) SELECT novo.id, s FROM novo, unnest(${`{${SECOES[user.papel].join(',')}}`}::text[]) AS s`);
      }
    });
  } finally {
    await database.close();
  }
  return users;
}
