// node --test scripts/lib.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { demoJwtSecret, lineWriter } from './lib.mjs';

function sink() {
  const writes = [];
  return { writes, write: (text) => writes.push(text), get text() { return writes.join(''); } };
}

describe('lineWriter', () => {
  it('passes JSON log lines through whole and unprefixed, however the chunks are cut', () => {
    const out = sink();
    const lines = lineWriter(out);
    const first = JSON.stringify({ level: 30, msg: 'x'.repeat(70000) });
    const second = JSON.stringify({ level: 40, msg: 'segunda' });
    const all = `${first}\n${second}\n`;
    for (let i = 0; i < all.length; i += 8192) lines.write(Buffer.from(all.slice(i, i + 8192)));
    lines.end();
    assert.equal(out.text, all);
    // Every write holds whole lines only.
    for (const text of out.writes) assert.ok(text.endsWith('\n'));
    assert.deepEqual(out.text.trimEnd().split('\n').map((line) => JSON.parse(line).level), [30, 40]);
  });

  it('prefixes whole lines and flushes a last partial line at the end', () => {
    const out = sink();
    const lines = lineWriter(out, '[app]');
    lines.write('compi');
    assert.equal(out.text, '');
    lines.write('lado\nsegunda ');
    lines.write('linha\nfim');
    lines.end();
    assert.equal(out.text, '[app] compilado\n[app] segunda linha\n[app] fim\n');
  });
});

describe('demoJwtSecret', () => {
  it('keeps one random secret in the data folder, unless the environment gives one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-secret-'));
    try {
      const first = demoJwtSecret(dir, {});
      assert.equal(first.generated, true);
      assert.ok(first.secret.length >= 32);
      assert.equal((fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toString(8), '600');
      const again = demoJwtSecret(dir, {});
      assert.deepEqual([again.secret, again.generated], [first.secret, false]);
      assert.equal(demoJwtSecret(dir, { JWT_SECRET: 'dado-pelo-ambiente-com-32-caracteres!' }).secret, 'dado-pelo-ambiente-com-32-caracteres!');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
