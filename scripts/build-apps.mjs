// Production build of the shell and the seven remotes, two at a time (2-core machines). Then a
// check that no built file carries a password: the demo ones, or any the environment names.
import path from 'node:path';
import { apps, filesWithSecrets, root, run, withConcurrency } from './lib.mjs';

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
