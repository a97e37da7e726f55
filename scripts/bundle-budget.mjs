// `pnpm budget`: the JavaScript (KB gzipped, zlib's default level) that the login page and each
// remote's first screen download, computed from the builds (dist/load-graph.json written by
// packages/mf-build, dist/mf-manifest.json) the way the browser loads them: a chunk group's files,
// then the shared modules its chunks consume (webpack loads them before the chunk runs), each
// through its own chunk group, recursively. A remote's shared modules come from the shell when the
// shell shares them (it is loaded first: 'loaded-first'). Prints a table; exits 1 when a figure is
// over its budget in bundle-budgets.json. No browser: it takes about a second.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

export function readBuild(dir, name = path.basename(dir)) {
  const dist = path.join(dir, 'dist');
  const graphFile = path.join(dist, 'load-graph.json');
  if (!fs.existsSync(graphFile)) throw new Error(`${graphFile} não existe: rode 'pnpm build' antes.`);
  const { groups } = JSON.parse(fs.readFileSync(graphFile, 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length);
    return sizes.get(file);
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return { dir: name, groups, gz, shared: new Set(manifest.shared.map((entry) => entry.name)), remoteEntry: manifest.metaData.remoteEntry.name };
}

const groupOf = (build, test, what) => {
  const group = build.groups.find((candidate) => candidate.origins.some(test));
  if (!group) throw new Error(`${build.dir}: ${what} não está em load-graph.json`);
  return group;
};

/**
 * Files a chunk group downloads, with the shared modules it consumes. `provider(key)` is the build
 * whose copy of a shared module is used (the shell's when it shares it, else the app's own).
 */
export function closure(build, group, provider, seen = new Set()) {
  const files = [];
  const add = (owner, file) => {
    const id = `${owner.dir}/${file}`;
    if (!seen.has(id)) {
      seen.add(id);
      files.push({ build: owner, file });
    }
  };
  const visit = (owner, current) => {
    for (const file of current.files) add(owner, file);
    for (const key of current.consumes) {
      if (seen.has(`shared:${key}`)) continue;
      seen.add(`shared:${key}`);
      const from = provider(key) ?? owner;
      visit(from, groupOf(from, (origin) => origin.sharedFallbackOf === key, `a cópia compartilhada de ${key}`));
    }
  };
  visit(build, group);
  return files;
}

const sum = (files) => files.reduce((total, { build, file }) => total + build.gz(file), 0);

/** The figures of every screen in `budgets`, from the builds under `baseDir`. */
export function measure(budgets, baseDir = root) {
  const builds = new Map();
  const build = (dir) => {
    if (!builds.has(dir)) builds.set(dir, readBuild(path.join(baseDir, dir)));
    return builds.get(dir);
  };
  const shell = build('shell');
  const fromShell = (key) => (shell.shared.has(key) ? shell : undefined);
  // The login: the entry, then what index.ts imports ('./bootstrap').
  const seenLogin = new Set();
  const entry = shell.groups.find((group) => group.entry && group.files.includes('main.js'));
  if (!entry) throw new Error('shell: o grupo de entrada (main.js) não está em load-graph.json');
  const login = [
    ...closure(shell, entry, fromShell, seenLogin),
    ...closure(shell, groupOf(shell, (origin) => origin.request === './bootstrap', "import('./bootstrap')"), fromShell, seenLogin),
  ];
  // After sign-in the shell has loaded its screens and the UI provider: a remote reuses those.
  const seenApp = new Set(seenLogin);
  for (const request of ['./appRoutes', './UiModule']) {
    closure(shell, groupOf(shell, (origin) => origin.request === request, `import('${request}')`), fromShell, seenApp);
  }
  return budgets.map((budget) => {
    let files;
    if (budget.app === 'shell') {
      files = login;
    } else {
      const remote = build(budget.app);
      const seen = new Set(seenApp);
      // Module federation names an exposed module's chunk group __federation_expose_<key>.
      const exposed = remote.groups.find((group) => group.name === `__federation_expose_${budget.expose.replace(/^\.\//, '')}`);
      if (!exposed) throw new Error(`${remote.dir}: o módulo exposto ${budget.expose} não está em load-graph.json`);
      files = [{ build: remote, file: remote.remoteEntry }, ...closure(remote, exposed, fromShell, seen)];
    }
    return { ...budget, files: files.length, kbGz: sum(files) / 1024, list: files.map(({ build: owner, file }) => `${owner.dir}/${file}`) };
  });
}

export function readBudgets(file = path.join(root, 'bundle-budgets.json')) {
  return JSON.parse(fs.readFileSync(file, 'utf8')).budgets;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = measure(readBudgets());
  console.log(`${'tela'.padEnd(44)} ${'arquivos'.padStart(8)} ${'KB gz'.padStart(8)} ${'limite'.padStart(8)}`);
  for (const result of results) {
    const over = result.kbGz > result.maxKbGz;
    console.log(`${result.screen.padEnd(44)} ${String(result.files).padStart(8)} ${result.kbGz.toFixed(1).padStart(8)} ${String(result.maxKbGz).padStart(8)}${over ? '  ACIMA DO LIMITE' : ''}`);
    if (process.argv.includes('--files') || over) for (const file of result.list) console.log(`    ${file}`);
  }
  const over = results.filter((result) => result.kbGz > result.maxKbGz);
  if (over.length) {
    console.error(`FALHOU: ${over.length} tela(s) acima do limite de bundle-budgets.json: ${over.map((result) => result.screen).join(', ')}`);
    process.exit(1);
  }
}
