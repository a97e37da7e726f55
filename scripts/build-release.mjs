// A team's release of one remote, built alone into a folder of its own, so it can go live beside the
// running version and be rolled back by editing one line of the shell's config.json (README, "Publicar
// um remoto sozinho"):
//   pnpm release:build <remote> <release> [--out <folder>]
// builds <remote> (e.g. mf-cadastros) as release <release> (letters, digits, '.', '-', '_') into
// <folder> (default <remote>/dist/releases/<release>, served by the remote's own server at
// /releases/<release>/), and prints the manifest address to put in the shell's config.json.
import fs from 'node:fs';
import path from 'node:path';
import { apps, filesWithSecrets, root, run } from './lib.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const outFlag = args.indexOf('--out');
const out = outFlag >= 0 ? args.splice(outFlag, 2)[1] : undefined;
const [dir, release] = args;
const app = apps.find((candidate) => candidate.dir === dir);
if (!app || app.host) fail(`Uso: pnpm release:build <remoto> <versão> [--out <pasta>]; remotos: ${apps.filter((a) => !a.host).map((a) => a.dir).join(', ')}`);
if (!/^[\w.-]{1,64}$/.test(release ?? '')) fail('A versão deve ter de 1 a 64 letras, dígitos, ".", "-" ou "_".');

const target = path.resolve(out ?? path.join(root, dir, 'dist', 'releases', release));
if (fs.existsSync(target) && fs.readdirSync(target).length) fail(`${target} já existe: cada versão vai para uma pasta nova.`);
const began = Date.now();
const { code } = await run('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', target], {
  cwd: path.join(root, dir),
  env: { APP_RELEASE: release },
  prefix: `[${dir} ${release}]`,
});
if (code !== 0) fail(`[${dir} ${release}] build FALHOU`);
const leaks = filesWithSecrets(target);
if (leaks.length) fail(`FALHOU: arquivos do build com senha:\n  ${leaks.join('\n  ')}`);
console.log(`[${dir} ${release}] build ok em ${((Date.now() - began) / 1000).toFixed(1)} s: ${target}`);
if (!out) console.log(`No config.json do shell: { "name": "${app.name}", "entry": "<origem de ${dir}>/releases/${release}/mf-manifest.json" }`);
