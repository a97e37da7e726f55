// Production build of the shell and the seven remotes, two at a time (2-core machines). Then a
// check that no built file carries a password: the demo ones, or any the environment names.
import fs from 'node:fs';
import path from 'node:path';
import { apps, root, run, withConcurrency } from './lib.mjs';

/** Demo passwords (packages/backend/src/config.ts DEFAULT_DEMO_PASSWORDS) and the environment's. */
const SECRETS = [
  'admin123',
  'financeiro123',
  'rh123456',
  ...['DEV_PASSWORD', 'DEMO_ADMIN_PASSWORD', 'DEMO_FINANCEIRO_PASSWORD', 'DEMO_RH_PASSWORD', 'FIRST_ADMIN_PASSWORD', 'JWT_SECRET']
    .map((name) => process.env[name])
    .filter((value) => value && value.length >= 6),
];

/** Files of `dir` (recursively) that contain one of SECRETS. */
function filesWithSecrets(dir) {
  const found = [];
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, 'latin1');
    const secret = SECRETS.find((candidate) => text.includes(candidate));
    if (secret) found.push(`${path.relative(root, file)} (${secret.slice(0, 2)}…)`);
  }
  return found;
}

const only = process.argv.slice(2);
const selected = only.length ? apps.filter((app) => only.includes(app.dir)) : apps;
const started = Date.now();
const results = await withConcurrency(selected, Number(process.env.BUILD_CONCURRENCY || 2), async (app) => {
  const began = Date.now();
  const { code } = await run('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: path.join(root, app.dir),
    prefix: `[${app.dir}]`,
  });
  console.log(`[${app.dir}] build ${code === 0 ? 'ok' : 'FALHOU'} em ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return code;
});
console.log(`Build de ${selected.length} apps em ${((Date.now() - started) / 1000).toFixed(1)} s`);
const leaks = selected.flatMap((app) => filesWithSecrets(path.join(root, app.dir, 'dist')));
if (leaks.length) console.error(`FALHOU: arquivos do build com senha:\n  ${leaks.join('\n  ')}`);
process.exit(results.some((code) => code !== 0) || leaks.length ? 1 : 0);
