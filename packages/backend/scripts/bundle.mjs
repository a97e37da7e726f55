#!/usr/bin/env node
/**
 * The API's entry points (src/main.ts and the commands admin-create, audit-verify) bundled by esbuild into one
 * folder of plain JavaScript, dist/<digest>/, which `pnpm start` and the commands run (scripts/start.mjs): the
 * sources and @financeiro/domain in the bundle, the packages of this package's dependencies loaded from
 * node_modules as before. Under tsx every start compiled the sources and passed every module (the dependencies'
 * too) through its loader thread: importing the app took 5.8–6.3 s of CPU, the bundle 1.7 s (2026-12-02, issue 33:
 * `pnpm test` starts the API or a command up to 22 times).
 *
 * The folder is named after a digest of what makes it (the sources, the two package.json files, the lockfile, the
 * TypeScript settings, this script):
 * a start finds the bundle of its code already made, or makes it (~0.4 s) under a temporary name and renames it,
 * so starts side by side never read a half-written bundle. Usage: node scripts/bundle.mjs [dist folder] (prints
 * the bundle's folder).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const backendDir = path.resolve(path.dirname(here), '..');
const domainDir = path.resolve(backendDir, '../domain');
const DIST = path.join(backendDir, 'dist');
export const ENTRADAS = ['main', 'admin-create', 'audit-verify'];

function sources(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(dir, file));
}

function digest() {
  const hash = crypto.createHash('sha256');
  const files = [
    ...sources(path.join(backendDir, 'src')),
    ...sources(path.join(domainDir, 'src')),
    path.join(backendDir, 'package.json'),
    path.join(domainDir, 'package.json'),
    // The versions of the workspace's dependencies bundled (a catalog version changes here, not in package.json),
    // and the TypeScript settings esbuild reads.
    path.join(backendDir, '../../pnpm-lock.yaml'),
    path.join(backendDir, 'tsconfig.json'),
    path.join(backendDir, '../../tsconfig.base.json'),
    here,
  ].sort();
  for (const file of files) hash.update(path.relative(backendDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const packageName = (request) => (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]);

async function build(outdir) {
  const { build: esbuild } = await import('esbuild');
  const manifest = JSON.parse(fs.readFileSync(path.join(backendDir, 'package.json'), 'utf8'));
  // This package's dependencies stay packages (native addons, WASM and data files found beside their code); the
  // workspace's own packages are sources to bundle, and so are their dependencies, which this package cannot resolve.
  const external = new Set(Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@financeiro/')));
  await esbuild({
    entryPoints: Object.fromEntries(ENTRADAS.map((entrada) => [entrada, path.join(backendDir, 'src', `${entrada}.ts`)])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    // Stack traces name the sources' lines (start.mjs runs Node with --enable-source-maps).
    sourcemap: true,
    logLevel: 'warning',
    // A CommonJS package bundled (the workspace's dependencies) may call require().
    banner: { js: "import { createRequire as __criarRequire } from 'node:module'; const require = __criarRequire(import.meta.url);" },
    plugins: [
      {
        name: 'dependencias-do-pacote',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: request }) => (external.has(packageName(request)) ? { external: true } : undefined));
        },
      },
    ],
  });
}

/** The folder of this code's bundle inside `dist` (the package's dist/), made if missing. */
export async function bundle(dist = DIST) {
  const folder = path.join(dist, digest());
  if (fs.existsSync(folder)) return folder;
  fs.mkdirSync(dist, { recursive: true });
  const making = fs.mkdtempSync(path.join(dist, '.fazendo-'));
  try {
    await build(making);
    fs.renameSync(making, folder);
  } catch (error) {
    fs.rmSync(making, { recursive: true, force: true });
    // Another start made the same bundle meanwhile.
    if (!fs.existsSync(folder)) throw error;
    return folder;
  }
  // The bundles of older code (a process running one has loaded it whole).
  for (const entry of fs.readdirSync(dist)) {
    if (entry !== path.basename(folder) && !entry.startsWith('.fazendo-')) fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
  }
  return folder;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log(await bundle(process.argv[2] ? path.resolve(process.argv[2]) : undefined));
}
