// node --test scripts/mf-shared.test.mjs — the shared-package versions of packages/mf-build/src/index.cjs.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { compatibleRange, sharedConfig } = require('../packages/mf-build/src/index.cjs');
const cadastros = path.join(root, 'mf-cadastros');

describe('shared packages of the federation', () => {
  afterEach(() => {
    delete process.env.MF_SHARED_VERSIONS;
  });

  it('accepts the same compatible line of an own package: 0.1.x for 0.1.y, 1.x for 1.y', () => {
    assert.equal(compatibleRange('0.1.9'), '^0.1.0');
    assert.equal(compatibleRange('0.2.0'), '^0.2.0');
    assert.equal(compatibleRange('1.4.2'), '^1.0.0');
  });

  it('makes the own packages strict singletons of their line, and keeps the libraries at their exact version', () => {
    const shared = sharedConfig(cadastros);
    assert.deepEqual(shared['@financeiro/ui'], { singleton: true, version: '0.1.0', requiredVersion: '^0.1.0', strictVersion: true });
    assert.equal(shared['@financeiro/api'].strictVersion, true);
    assert.equal(shared.react.requiredVersion, `^${shared.react.version}`);
    assert.equal(shared.react.strictVersion, undefined);
  });

  it('builds as if a package had the version MF_SHARED_VERSIONS gives (a release rehearsal), and refuses a malformed one', () => {
    process.env.MF_SHARED_VERSIONS = '@financeiro/ui=0.2.0';
    assert.deepEqual(
      [sharedConfig(cadastros)['@financeiro/ui'].version, sharedConfig(cadastros)['@financeiro/ui'].requiredVersion],
      ['0.2.0', '^0.2.0'],
    );
    process.env.MF_SHARED_VERSIONS = '@financeiro/ui=latest';
    assert.throws(() => sharedConfig(cadastros), /MF_SHARED_VERSIONS inválido: @financeiro\/ui=latest/);
  });
});
