import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HOJE_DAS_JORNADAS, REPO_ROOT, startBackend, stopProcess, waitFor } from './stack';

/**
 * The journeys' seeded data folder (issue 33): the PGlite folder of an API that started on an empty database
 * (the 107 migrations and the demo seed) and stopped, made once and copied for every API a run starts (the
 * stack's, the sync journey's, the journeys with an API of their own). Each of those APIs ran the migrations and
 * the seed itself: ~30 s on a quiet 2-core machine, 111–370 s on a loaded one, and two or three of them at once.
 *
 * The seed's dates follow its day (the worklogs up to it, the plans around it: src/seed/projetos.ts), the journeys'
 * HOJE_DAS_JORNADAS (support/stack.ts), so the folder is kept by that day, and by a digest of what decides its
 * content: the migrations, the backend's and the domain's code (the seed, the start), the lockfile (PGlite's version
 * reads the folder) and the environment the seed reads (the demo passwords). Another day or another code makes a new folder, and the old
 * ones are removed. Kept in the system's temporary folder, outside the checkout: a fresh clone on the same
 * machine finds it.
 */
const PREFIXO = 'financeiro-e2e-semeada-';

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

/** The digest of what decides the seeded folder's content (see above). */
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

async function esperarFim(pid: number, timeoutMs: number): Promise<void> {
  const limite = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    if (Date.now() > limite) throw new Error(`a API da semeadura (pid ${pid}) não terminou em ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The seeded folder of today and of this code: the one already made, or a new one (an API started on an empty
 * folder until it answers — migrations and seed done — then stopped as production stops it: SIGTERM, the
 * database closed). Made under another name and renamed when complete, so a run stopped half-way leaves no
 * folder that looks made.
 */
export async function pastaSemeada(jwtSecret: string, quotesUrl: string, hoje = HOJE_DAS_JORNADAS): Promise<string> {
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
  const port = await portaLivre();
  const pid = startBackend(fazendo, jwtSecret, quotesUrl, { port, log: 'backend-semeadura', env: {} });
  let pronta = false;
  try {
    // A ceiling, not a wait: the start with the migrations and the seed took 370 s at load 33 (2026-11-29).
    await waitFor(`http://localhost:${port}/health`, 600_000);
    pronta = true;
  } finally {
    stopProcess(pid);
    await esperarFim(pid, 120_000);
    if (!pronta) fs.rmSync(fazendo, { recursive: true, force: true });
  }
  fs.renameSync(fazendo, pasta);
  console.log(`e2e: banco semeado feito em ${((Date.now() - inicio) / 1000).toFixed(1)} s (${pasta})`);
  return pasta;
}

/** A new folder of the system's temporary folder holding a copy of the seeded one, for one API. */
export function copiaSemeada(semeada: string, prefixo: string): string {
  const destino = fs.mkdtempSync(path.join(os.tmpdir(), prefixo));
  fs.cpSync(semeada, destino, { recursive: true });
  return destino;
}
