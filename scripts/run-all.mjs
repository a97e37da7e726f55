// `pnpm start`: the backend plus the built shell and remotes on their fixed ports.
// `pnpm dev` (--watch): the same, with the backend and every app rebuilt on change.
// `pnpm start:prod` (--prod): the same as start with the API in production mode (NODE_ENV=production:
// no demo, JWT_SECRET and APP_URL from the environment, never generated).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, BACKEND_PORT, demoJwtSecret, lineWriter, root, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const { startStaticServer } = require('../packages/mf-build/src/serve-static.cjs');
const watch = process.argv.includes('--watch');
const production = process.argv.includes('--prod');
const children = [];

if (production) {
  const missingSettings = ['JWT_SECRET', 'APP_URL'].filter((name) => !process.env[name]?.trim());
  if (missingSettings.length) {
    console.error(
      `Produção: defina ${missingSettings.join(' e ')} no ambiente (README, "Produção"); ` +
        'o primeiro administrador vem de FIRST_ADMIN_EMAIL/FIRST_ADMIN_PASSWORD ou de admin:create.',
    );
    process.exit(1);
  }
}

/** Starts a long-running child; its output goes out in whole lines, with `prefix` when given. */
function start(command, args, cwd, prefix, env = process.env) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
  const forward = (stream, target) => {
    const lines = lineWriter(target, prefix);
    stream.on('data', (chunk) => lines.write(chunk));
    stream.on('end', () => lines.end());
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const missing = apps.filter((app) => !fs.existsSync(path.join(root, app.dir, 'dist', 'index.html')));
if (watch) {
  for (const app of apps) start('pnpm', ['exec', 'webpack', '--mode', 'development', '--watch'], path.join(root, app.dir), `[${app.dir}]`);
} else if (missing.length) {
  console.log(`Gerando o build de: ${missing.map((app) => app.dir).join(', ')}`);
  const { code } = await run('node', ['scripts/build-apps.mjs', ...missing.map((app) => app.dir)]);
  if (code !== 0) process.exit(code);
}

// The API refuses to start without JWT_SECRET (outside pnpm dev): the demo gets one kept in .data/.
const backendEnv = production ? { ...process.env, NODE_ENV: 'production' } : { ...process.env, JWT_SECRET: demoSecret() };
function demoSecret() {
  const jwt = demoJwtSecret();
  if (jwt.generated) console.log(`JWT_SECRET não definido: segredo da demonstração gerado e guardado em ${path.relative(root, jwt.file)}.`);
  return jwt.secret;
}
// The API's log is JSON, one object per line: passed through whole and unprefixed.
const backend = start('pnpm', ['--filter', '@financeiro/backend', watch ? 'dev' : 'start'], root, undefined, backendEnv);
backend.on('exit', (code) => {
  console.error(`[backend] terminou (código ${code}); encerrando.`);
  stopAll(code ?? 1);
});

for (const app of apps) {
  const dist = path.join(root, app.dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  await startStaticServer(dist, { port: app.port });
}
console.log(`\nAplicação: http://localhost:${apps[0].port}  (API: http://localhost:${BACKEND_PORT}, documentação: http://localhost:${BACKEND_PORT}/docs)`);
for (const app of apps.slice(1)) console.log(`  ${app.dir.padEnd(24)} http://localhost:${app.port}`);
