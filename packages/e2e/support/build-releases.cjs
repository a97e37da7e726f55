// Builds the release journeys' releases of a remote one after the other, as its team would (`pnpm
// release:build <remote> <release>`), and leaves for each a log and, once it ended, a marker with its exit
// code: `node build-releases.cjs <folder> <remote> <release>=<MF_SHARED_VERSIONS> ...`. Started by the
// journeys' global setup (support/releases.ts) so that the builds run while the first journeys do.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const [folder, remote, ...releases] = process.argv.slice(2);
const root = path.resolve(__dirname, '../../..');

async function build(release, sharedVersions) {
  const log = fs.openSync(path.join(folder, `${release}.log`), 'w');
  const code = await new Promise((resolve) => {
    const child = spawn('pnpm', ['release:build', remote, release], {
      cwd: root,
      env: { ...process.env, MF_SHARED_VERSIONS: sharedVersions },
      stdio: ['ignore', log, log],
    });
    child.on('close', (exit) => resolve(exit ?? 1));
    child.on('error', () => resolve(1));
  });
  fs.closeSync(log);
  fs.writeFileSync(path.join(folder, `${release}.done`), JSON.stringify({ code }));
}

(async () => {
  for (const spec of releases) {
    const at = spec.indexOf('=');
    const [release, sharedVersions] = at < 0 ? [spec, ''] : [spec.slice(0, at), spec.slice(at + 1)];
    await build(release, sharedVersions);
  }
})();
