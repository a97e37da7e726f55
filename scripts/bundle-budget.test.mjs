// node --test scripts/bundle-budget.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { measure } from './bundle-budget.mjs';

/** A fake build: files of `size` random (incompressible) bytes, its load graph and manifest. */
function fakeBuild(base, dir, { files, groups, shared, remoteEntry = '' }) {
  const dist = path.join(base, dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const [file, size] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919 + size) % 251)));
  fs.writeFileSync(path.join(dist, 'load-graph.json'), JSON.stringify({ groups }));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: shared.map((name) => ({ name })), metaData: { remoteEntry: { name: remoteEntry } } }));
}

function workspace() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  fakeBuild(base, 'shell', {
    files: { 'main.js': 1000, 'boot.js': 1000, 'react.js': 3000, 'chakra.js': 9000, 'routes.js': 500, 'ui.js': 700 },
    shared: ['react', '@chakra-ui/react'],
    groups: [
      { entry: true, files: ['main.js'], consumes: [], origins: [{}] },
      { files: ['boot.js'], consumes: ['react'], origins: [{ module: './src/index.ts', request: './bootstrap' }] },
      { files: ['react.js'], consumes: [], origins: [{ sharedFallbackOf: 'react' }] },
      { files: ['chakra.js'], consumes: ['react'], origins: [{ sharedFallbackOf: '@chakra-ui/react' }] },
      { files: ['routes.js'], consumes: ['@chakra-ui/react'], origins: [{ module: './src/App.tsx', request: './appRoutes' }] },
      { files: ['ui.js'], consumes: ['@chakra-ui/react'], origins: [{ module: './src/ui/loadUi.ts', request: './UiModule' }] },
    ],
  });
  fakeBuild(base, 'mf-x', {
    remoteEntry: 'remoteEntry.js',
    files: { 'remoteEntry.js': 800, 'app.js': 600, 'own-lib.js': 400, 'chakra.js': 9000 },
    shared: ['react', '@chakra-ui/react', 'only-here'],
    groups: [
      { name: '__federation_expose_App', files: ['app.js'], consumes: ['@chakra-ui/react', 'only-here', 'react'], origins: [{ expose: './src/App.tsx' }] },
      { files: ['own-lib.js'], consumes: [], origins: [{ sharedFallbackOf: 'only-here' }] },
      { files: ['chakra.js'], consumes: ['react'], origins: [{ sharedFallbackOf: '@chakra-ui/react' }] },
    ],
  });
  return base;
}

describe('bundle budget', () => {
  it('follows the login through the entry, bootstrap and the shared copies it consumes, not the lazy routes', () => {
    const base = workspace();
    const [login, remote] = measure(
      [
        { screen: 'login', app: 'shell', maxKbGz: 200 },
        { screen: 'x', app: 'mf-x', expose: './App', maxKbGz: 100 },
      ],
      base,
    );
    assert.deepEqual(login.list, ['shell/main.js', 'shell/boot.js', 'shell/react.js']);
    // The remote reuses the shell's Chakra and React (loaded after sign-in); only its own code counts.
    assert.deepEqual(remote.list, ['mf-x/remoteEntry.js', 'mf-x/app.js', 'mf-x/own-lib.js']);
    assert.ok(login.kbGz > 0 && remote.kbGz > 0);
  });

  it('exits 1 and names the screen when a budget is exceeded', () => {
    const base = workspace();
    const script = path.join(import.meta.dirname, 'bundle-budget.mjs');
    const check = `import { measure } from ${JSON.stringify(script)};
      const [r] = measure([{ screen: 'login', app: 'shell', maxKbGz: 0.5 }], ${JSON.stringify(base)});
      if (r.kbGz > r.maxKbGz) process.exit(1);`;
    assert.equal(spawnSync(process.execPath, ['--input-type=module', '-e', check]).status, 1);
  });
});
