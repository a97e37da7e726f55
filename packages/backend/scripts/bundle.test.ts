import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-bundle-'));

/** `node scripts/bundle.mjs <dist>`: answers the folder it printed. */
function bundle(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bundle.mjs', dist], { cwd: backendDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`bundle.mjs saiu com ${code}:\n${output}`))));
  });
}

describe('the API bundle (scripts/bundle.mjs)', () => {
  after(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('two starts side by side make one bundle, whole, and answer its folder; the bundle of older code is removed', async () => {
    const older = path.join(dist, '0000000000000000');
    fs.mkdirSync(older);
    const [first, second] = await Promise.all([bundle(), bundle()]);
    assert.equal(first, second);
    assert.equal(path.dirname(first), dist);
    assert.deepEqual(fs.readdirSync(dist), [path.basename(first)], 'sobrou a pasta temporária de uma das partidas ou o pacote antigo');
    const files = fs.readdirSync(first);
    for (const entrada of ['main', 'admin-create', 'audit-verify']) {
      assert.ok(files.includes(`${entrada}.mjs`) && files.includes(`${entrada}.mjs.map`), `${entrada}.mjs e seu mapa: ${files.join(', ')}`);
    }
    const code = files.filter((file) => file.endsWith('.mjs')).map((file) => fs.readFileSync(path.join(first, file), 'utf8')).join('\n');
    // The package's dependencies are loaded from node_modules (native addons, WASM); the workspace's are inside.
    assert.match(code, /from "fastify"/);
    assert.match(code, /from "@electric-sql\/pglite"/);
    assert.doesNotMatch(code, /from "@financeiro\/domain/);
  });

  it('a start that finds the bundle of its code reuses it as it is', async () => {
    const folder = await bundle();
    const mark = path.join(folder, 'marca');
    fs.writeFileSync(mark, '');
    assert.equal(await bundle(), folder);
    assert.ok(fs.existsSync(mark), 'o pacote foi refeito');
  });
});
