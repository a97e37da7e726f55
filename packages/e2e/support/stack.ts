import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Banco } from './semeada';

const require = createRequire(__filename);
const { apps, BACKEND_PORT } = require('@financeiro/mf-build/apps') as {
  apps: Array<{ dir: string; name: string; port: number }>;
  BACKEND_PORT: number;
};

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const STATE_FILE = path.join(os.tmpdir(), 'financeiro-e2e-stack.json');
const SERVE = require.resolve('@financeiro/mf-build/serve');
const { renderNginxConf, BROTLI_MODULE } = require('@financeiro/mf-build/nginx-conf') as {
  renderNginxConf: (options: object) => string;
  BROTLI_MODULE: string;
};
const { shellOrigin } = require('@financeiro/mf-build/apps') as { shellOrigin: () => string };

/**
 * The builds are served as production serves them, by Debian's nginx with deploy/nginx.conf's
 * rendering, when it is installed (`scripts/setup.sh --browser`); otherwise (or with
 * E2E_STATIC=fastify) by the project's Fastify static server.
 */
const NGINX = process.env.NGINX || '/usr/sbin/nginx';
export const staticServer: 'nginx' | 'fastify' =
  process.env.E2E_STATIC !== 'fastify' && fs.existsSync(NGINX) ? 'nginx' : 'fastify';
const NGINX_DIR = path.join(os.tmpdir(), 'financeiro-e2e-nginx');

export interface StackState {
  backend: number;
  apps: Record<string, number>;
  /** The stack's API's database (support/semeada.ts), once made. */
  banco?: Banco;
  /** The API's signing key of this run (the session journeys sign an expired token with it). */
  jwtSecret: string;
  /** The process building the release journeys' releases (support/releases.ts), when this run started one. */
  releaseBuilder?: number;
  /** The sync journey's API (support/sincronizacao.ts), when this run started one. */
  syncApi?: ApiComBanco;
  /** The APIs of the journeys with one of their own (support/apis-proprias.ts) this run started, by name. */
  apisProprias?: Partial<Record<string, ApiComBanco>>;
}

/** An API a run started on a database of its own: its process and that database. */
export interface ApiComBanco {
  pid: number;
  banco: Banco;
}

/**
 * Whether this run includes the journeys whose file names match `pattern`: no file filter on the command
 * line (the whole suite, as `pnpm test` runs it), or a filter that names them. The global setup prepares
 * what only some journeys need (the releases, the sync journey's API) only for the runs that include them.
 */
export function runIncludes(pattern: RegExp, argv = process.argv): boolean {
  const filters = argv.slice(argv.indexOf('test') + 1).filter((arg) => !arg.startsWith('-'));
  return filters.length === 0 || filters.some((filter) => pattern.test(filter));
}

export function readState(): StackState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export function writeState(state: StackState): void {
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}

export function clearState(): void {
  fs.rmSync(STATE_FILE, { force: true });
}

export { apps, BACKEND_PORT };

/** Journeys at a time (playwright.config.ts): two, beside the 'sozinhas' that run one at a time. */
export const E2E_WORKERS = 2;

/**
 * The API's request budgets (packages/backend config.ts DEFAULT_RATE_LIMITS: per client address and per
 * signed-in user a minute, reports per user a minute, reports of one user running at once), times the
 * journeys at a time: two journeys signed in as the same demo user, from the same address, are two people
 * on one account behind one address, and each keeps the budget one journey had alone. Left as the
 * environment sets them when it does.
 */
function orcamentoPorJornada(): Record<string, string> {
  const porJornada = { RATE_LIMIT_PER_ADDRESS: 3000, RATE_LIMIT_PER_USER: 600, RATE_LIMIT_REPORTS_PER_USER: 60, REPORT_CONCURRENCY_PER_USER: 2 };
  return Object.fromEntries(
    Object.entries(porJornada).map(([nome, valor]) => [nome, process.env[nome] ?? String(valor * E2E_WORKERS)]),
  );
}

/** Port of the fake OpenAI-compatible model (packages/backend/src/modules/vee/testing/fake-openai.ts). */
export const FAKE_OPENAI_PORT = 3399;

function logFile(name: string): number {
  const dir = path.join(REPO_ROOT, 'packages/e2e/test-results');
  fs.mkdirSync(dir, { recursive: true });
  return fs.openSync(path.join(dir, `${name}.log`), 'a');
}

/** The API's key for this run: the environment's, or a throwaway one. */
export const jwtSecretForRun = (): string => process.env.JWT_SECRET || randomBytes(48).toString('base64url');

/** Serves one app's build in its own process, so a test can stop it like a failed deployment. */
export function startApp(dir: string): number {
  const out = logFile(dir);
  const [command, args] = staticServer === 'nginx' ? nginxCommand(dir) : [process.execPath, [SERVE, '--app', dir, '--dir', path.join(REPO_ROOT, dir)]];
  const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  return child.pid as number;
}

/** A private nginx for one app (its own prefix, logs and temporary files; no root needed). */
function nginxCommand(dir: string): [string, string[]] {
  const app = apps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Aplicação desconhecida: ${dir}`);
  const runtimeDir = path.join(NGINX_DIR, dir);
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  fs.mkdirSync(runtimeDir, { recursive: true });
  const conf = path.join(runtimeDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({
      root: REPO_ROOT,
      apps: [app],
      runtimeConfig: JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'dist', 'config.json'), 'utf8')),
      shellOrigin: shellOrigin(),
      brotli: fs.existsSync(BROTLI_MODULE),
      ipv6: Object.values(os.networkInterfaces()).some((list) => list?.some((nic) => nic.internal && nic.family === 'IPv6')),
      runtimeDir,
      // A root master would hand the workers to nobody, who may not read the checkout.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );
  return [NGINX, ['-p', runtimeDir, '-c', conf, '-g', `daemon off; pid ${runtimeDir}/nginx.pid;`]];
}

/** Removes the private nginx folders (after every app is stopped). */
export function clearNginxDir(): void {
  fs.rmSync(NGINX_DIR, { recursive: true, force: true });
}

/**
 * The exchange-rate service the API reads for GET /cotacao (COTACAO_URL), in this process: the journeys'
 * quotes come from here, at once, never from the public service. Reaching that one made a journey depend on
 * the network: where it is closed, each first GET /cotacao waited for the lookup to fail (up to the 3 s
 * limit), and a cost dialog whose currency was chosen meanwhile kept an empty rate.
 */
export const QUOTES = {
  USDBRL: { code: 'USD', codein: 'BRL', bid: '5.4321', timestamp: '1764100000', create_date: '2025-11-25 16:46:40' },
  EURBRL: { code: 'EUR', codein: 'BRL', bid: '6.1987', timestamp: '1764100000', create_date: '2025-11-25 16:46:40' },
};

export async function startQuoteService(): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(QUOTES));
  });
  // Any free port (nothing to compete for); it lives as long as the test runner and never keeps it alive.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/json/last/USD-BRL,EUR-BRL`;
}

/**
 * The business day of the journeys' APIs (HOJE_FIXO, packages/backend/src/hoje.ts) and of their demo seed: the demo
 * company's expectations (its plans of 2026, the Carteira's statuses, the margin alerts) were written on this day.
 * On the real day they held in November 2026 and failed from 1/12 in São Paulo (the Carteira's 'atenção', the sync's
 * margin alert). The browser keeps the real clock: the audit trail's days and typed dates count from it.
 */
export const HOJE_DAS_JORNADAS = '2026-11-29';

/**
 * Starts an API (its own process group, detached). The stack's on BACKEND_PORT; a journey that needs
 * an API of its own (another port, its own database, the Jira/Tempo fake) passes `outra`.
 */
export function startBackend(
  banco: Banco,
  jwtSecret: string,
  quotesUrl: string,
  outra?: { port: number; log: string; env: Record<string, string> },
): number {
  const out = logFile(outra?.log ?? 'backend');
  const child = spawn('pnpm', ['--filter', '@financeiro/backend', 'start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PGLITE_DIR: banco.tipo === 'pglite' ? banco.pasta : '',
      DATABASE_URL: banco.tipo === 'postgresql' ? banco.url : '',
      PORT: String(outra?.port ?? BACKEND_PORT),
      LOG_LEVEL: 'warn',
      COTACAO_URL: quotesUrl,
      // The API refuses to start without it (outside pnpm dev): a throwaway secret per run.
      JWT_SECRET: jwtSecret,
      HOJE_FIXO: HOJE_DAS_JORNADAS,
      // The assistant Vee talks to the fake model that tests/vee.spec.ts starts (never a real one).
      VEE_LLM_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
      VEE_LLM_MODEL: 'modelo-falso-e2e',
      VEE_LLM_API_KEY: '',
      ...orcamentoPorJornada(),
      ...outra?.env,
    },
  });
  child.unref();
  return child.pid as number;
}

export function stopProcess(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Each request of the two waits below has a limit of its own: a server that accepts the connection and never
 * answers (a static server half-way through its stop) held a request without a limit past the journey's 180 s
 * (remote-failure, fresh-clone run of 2026-11-30: a blank page and 'Test timeout' instead of the step that hung).
 */
const LIMITE_DE_UMA_TENTATIVA_MS = 5_000;

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(LIMITE_DE_UMA_TENTATIVA_MS) });
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} não respondeu: ${String(lastError)}`);
}

/** Until `url` no longer answers: its connection refused, or accepted and left without an answer (a browser then waits as long). */
export async function waitUntilDown(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(LIMITE_DE_UMA_TENTATIVA_MS) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} continua respondendo`);
}
