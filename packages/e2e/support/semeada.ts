import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HOJE_DAS_JORNADAS, REPO_ROOT, startBackend, stopProcess, waitFor, type ApiComBanco } from './stack';

/**
 * The journeys' seeded database (issue 33): the database of an API that started on an empty one (the migrations
 * and the demo seed) and stopped, made once and copied for every API a run starts (the stack's, the sync
 * journey's, the journeys with an API of their own). Each of those APIs ran the migrations and the seed itself:
 * ~30 s on a quiet 2-core machine, 111–370 s on a loaded one, and two or three of them at once.
 *
 * On PostgreSQL when one answers (DATABASE_URL, else 127.0.0.1:5432 as user postgres, the rule of the backend's
 * tests): the seeded database is a template, `financeiro_e2e_semeada_<day>_<digest>`, and each API gets
 * `CREATE DATABASE … TEMPLATE` of it. PostgreSQL is what production runs, and it costs the journeys' APIs less CPU
 * than the embedded PGlite (WebAssembly) on the 2 cores the journeys share with the browser. Otherwise (a fresh
 * machine without PostgreSQL, or E2E_DATABASE=pglite) it is a PGlite folder, `financeiro-e2e-semeada-<day>-<digest>`
 * in the system's temporary folder, copied whole for each API.
 *
 * The seed's dates follow its day (the worklogs up to it, the plans around it: src/seed/projetos.ts), the journeys'
 * HOJE_DAS_JORNADAS (support/stack.ts), so the seeded database is kept by that day, and by a digest of what decides
 * its content: the migrations, the backend's and the domain's code (the seed, the start), the lockfile (PGlite's
 * version reads the folder) and the environment the seed reads (the demo passwords). Another day or another code
 * makes a new one, and the old ones are removed. Both outlive the run (a fresh clone on the same machine finds
 * them); the copies are removed when their API stops.
 */
const PREFIXO = 'financeiro-e2e-semeada-';
const PREFIXO_PG = 'financeiro_e2e_semeada_';
/** The copies of a run on PostgreSQL: `financeiro_e2e_<pid of the runner>_<label>`. */
const COPIA_PG = /^financeiro_e2e_(\d+)_[a-z0-9_]+$/;
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** What every API of a run starts from: the seeded PGlite folder or the seeded PostgreSQL template. */
export type Semeado = { tipo: 'pglite'; pasta: string } | { tipo: 'postgresql'; admin: string; modelo: string };

/** One API's own database: a PGlite folder, or a PostgreSQL database (its address and name). */
export type Banco = { tipo: 'pglite'; pasta: string } | { tipo: 'postgresql'; admin: string; nome: string; url: string };

function arquivos(dir: string): string[] {
  const lista: string[] = [];
  for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
    const caminho = path.join(dir, entrada.name);
    if (entrada.isDirectory()) {
      if (entrada.name !== 'node_modules') lista.push(...arquivos(caminho));
    } else if (!/\.test\.tsx?$/.test(entrada.name)) {
      lista.push(caminho);
    }
  }
  return lista;
}

/** The digest of what decides the seeded database's content (see above). */
export function digestDaSemeadura(env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256');
  const fontes = [
    path.join(REPO_ROOT, 'packages/backend/migrations'),
    path.join(REPO_ROOT, 'packages/backend/src'),
    path.join(REPO_ROOT, 'packages/domain/src'),
  ].flatMap(arquivos);
  fontes.push(path.join(REPO_ROOT, 'pnpm-lock.yaml'), path.join(REPO_ROOT, 'packages/backend/package.json'));
  for (const arquivo of fontes.sort()) {
    hash.update(path.relative(REPO_ROOT, arquivo)).update('\0').update(fs.readFileSync(arquivo)).update('\0');
  }
  for (const nome of Object.keys(env).filter((nome) => /^(DEMO_|FIRST_ADMIN_|NODE_ENV$|JIRA_ABSENCE_PROJECT_KEY$)/.test(nome)).sort()) {
    hash.update(`${nome}=${env[nome]}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function portaLivre(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether the process group `pid` ended within `timeoutMs`. */
async function terminou(pid: number, timeoutMs: number): Promise<boolean> {
  const limite = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return true;
    }
    if (Date.now() > limite) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function comAdmin<T>(admin: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL the journeys' APIs use, when one answers (see above); undefined: PGlite. */
async function postgresDasJornadas(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (env.E2E_DATABASE === 'pglite') return undefined;
  const admin = env.DATABASE_URL?.trim() || LOCAL_URL;
  try {
    await comAdmin(admin, (client) => client.query('SELECT 1'));
    return admin;
  } catch (error) {
    if (env.DATABASE_URL?.trim()) throw new Error(`o PostgreSQL de DATABASE_URL não respondeu: ${String(error)}`);
    return undefined;
  }
}

function urlDoBanco(admin: string, nome: string): string {
  const url = new URL(admin);
  url.pathname = `/${nome}`;
  return url.toString();
}

const identificador = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

/**
 * Starts an API on `banco` (empty), waits until it answers (migrations and seed done), then stops it as production
 * stops it (SIGTERM, the database closed).
 */
async function semear(banco: Banco, jwtSecret: string, quotesUrl: string): Promise<void> {
  const port = await portaLivre();
  const pid = startBackend(banco, jwtSecret, quotesUrl, { port, log: 'backend-semeadura', env: {} });
  // A ceiling, not a wait: the start with the migrations and the seed took 370 s at load 33 (2026-11-29).
  const falhaDaEspera = await waitFor(`http://localhost:${port}/health`, 600_000).then(
    () => undefined,
    (error: unknown) => error,
  );
  stopProcess(pid);
  const parou = await terminou(pid, 120_000);
  if (falhaDaEspera !== undefined) throw falhaDaEspera;
  if (!parou) throw new Error(`a API da semeadura (pid ${pid}) não terminou em 120 s`);
}

/**
 * The seeded database of today and of this code: the one already made, or a new one. Made under another name and
 * renamed when complete, so a run stopped half-way leaves nothing that looks made.
 */
export async function bancoSemeado(jwtSecret: string, quotesUrl: string, hoje = HOJE_DAS_JORNADAS): Promise<Semeado> {
  const admin = await postgresDasJornadas();
  if (admin) return modeloSemeado(admin, jwtSecret, quotesUrl, hoje);
  return { tipo: 'pglite', pasta: await pastaSemeada(jwtSecret, quotesUrl, hoje) };
}

async function modeloSemeado(admin: string, jwtSecret: string, quotesUrl: string, hoje: string): Promise<Semeado> {
  const modelo = `${PREFIXO_PG}${hoje.replace(/-/g, '')}_${digestDaSemeadura()}`;
  const existentes = await comAdmin(admin, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIXO_PG}%`]);
    return rows.map((row) => row.datname);
  });
  if (existentes.includes(modelo)) {
    console.log(`e2e: banco semeado de hoje reaproveitado (PostgreSQL ${modelo})`);
    return { tipo: 'postgresql', admin, modelo };
  }
  const inicio = Date.now();
  const fazendo = `${PREFIXO_PG}fazendo_${process.pid}`;
  await comAdmin(admin, async (client) => {
    // Another day's or another code's; one another run still copies from stays (DROP refuses while it is in use).
    for (const velho of existentes) await client.query(`DROP DATABASE IF EXISTS ${identificador(velho)}`).catch(() => undefined);
    await client.query(`CREATE DATABASE ${identificador(fazendo)}`);
  });
  const banco: Banco = { tipo: 'postgresql', admin, nome: fazendo, url: urlDoBanco(admin, fazendo) };
  try {
    await semear(banco, jwtSecret, quotesUrl);
    await comAdmin(admin, (client) => client.query(`ALTER DATABASE ${identificador(fazendo)} RENAME TO ${identificador(modelo)}`));
  } catch (error) {
    await apagarBanco(banco);
    // Another run (a fresh clone beside this one) made it first.
    if (!/already exists/.test(String(error))) throw error;
  }
  console.log(`e2e: banco semeado feito em ${((Date.now() - inicio) / 1000).toFixed(1)} s (PostgreSQL ${modelo})`);
  return { tipo: 'postgresql', admin, modelo };
}

/** The seeded PGlite folder of today and of this code (see bancoSemeado). */
async function pastaSemeada(jwtSecret: string, quotesUrl: string, hoje: string): Promise<string> {
  const nome = `${PREFIXO}${hoje}-${digestDaSemeadura()}`;
  const pasta = path.join(os.tmpdir(), nome);
  if (fs.existsSync(pasta)) {
    console.log(`e2e: banco semeado de hoje reaproveitado (${pasta})`);
    return pasta;
  }
  const inicio = Date.now();
  for (const velha of fs.readdirSync(os.tmpdir()).filter((entrada) => entrada.startsWith(PREFIXO))) {
    fs.rmSync(path.join(os.tmpdir(), velha), { recursive: true, force: true });
  }
  const fazendo = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIXO}fazendo-`));
  try {
    await semear({ tipo: 'pglite', pasta: fazendo }, jwtSecret, quotesUrl);
  } catch (error) {
    fs.rmSync(fazendo, { recursive: true, force: true });
    throw error;
  }
  fs.renameSync(fazendo, pasta);
  console.log(`e2e: banco semeado feito em ${((Date.now() - inicio) / 1000).toFixed(1)} s (${pasta})`);
  return pasta;
}

/**
 * A database of its own for one API, copied from the seeded one: a new folder of the system's temporary folder, or
 * a new PostgreSQL database (`rotulo` names it: lower-case letters, digits and '-').
 */
export async function copiaDoSemeado(semeado: Semeado, rotulo: string): Promise<Banco> {
  if (semeado.tipo === 'pglite') {
    const destino = fs.mkdtempSync(path.join(os.tmpdir(), `financeiro-e2e-${rotulo}-db-`));
    fs.cpSync(semeado.pasta, destino, { recursive: true });
    return { tipo: 'pglite', pasta: destino };
  }
  const nome = `financeiro_e2e_${process.pid}_${rotulo.replace(/-/g, '_')}`;
  await comAdmin(semeado.admin, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${identificador(nome)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${identificador(nome)} TEMPLATE ${identificador(semeado.modelo)}`);
  });
  return { tipo: 'postgresql', admin: semeado.admin, nome, url: urlDoBanco(semeado.admin, nome) };
}

/** Removes an API's database (after its API stopped; on PostgreSQL, any connection left is ended). */
export async function apagarBanco(banco: Banco): Promise<void> {
  if (banco.tipo === 'pglite') {
    fs.rmSync(banco.pasta, { recursive: true, force: true });
    return;
  }
  await comAdmin(banco.admin, (client) => client.query(`DROP DATABASE IF EXISTS ${identificador(banco.nome)} WITH (FORCE)`)).catch(
    (error: unknown) => console.warn(`e2e: banco ${banco.nome} não foi apagado: ${String(error)}`),
  );
}

/** Stops an API started on a database of its own, then removes that database. */
export async function stopApiComBanco(api: ApiComBanco): Promise<void> {
  // pid 0 (no API was started on it): process.kill(-0) would signal this process's own group.
  if (api.pid) {
    stopProcess(api.pid);
    await terminou(api.pid, 30_000);
  }
  await apagarBanco(api.banco);
}

/** Removes the PostgreSQL copies of earlier runs that ended without their teardown (their runner is gone). */
export async function apagarCopiasOrfas(semeado: Semeado): Promise<void> {
  if (semeado.tipo !== 'postgresql') return;
  await comAdmin(semeado.admin, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', ['financeiro\\_e2e\\_%']);
    for (const { datname } of rows) {
      const pid = COPIA_PG.exec(datname)?.[1];
      if (!pid || Number(pid) === process.pid || vivo(Number(pid))) continue;
      await client.query(`DROP DATABASE IF EXISTS ${identificador(datname)} WITH (FORCE)`).catch(() => undefined);
    }
  });
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
