// node --test scripts/emotion-serialize-cached.test.mjs
// The builds' cached serializeStyles (packages/mf-build/src/emotion-serialize-cached.mjs): Emotion's own answer
// every time, the same answer object for the same style object, and Emotion's own work whenever the answer could
// depend on something else (functions of the props, keyframes, several arguments). And every app's bundle gets it.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const CACHED = path.join(root, 'packages/mf-build/src/emotion-serialize-cached.mjs');
const { serializeStyles } = await import(CACHED);
const emotion = await import(require.resolve('@emotion/serialize', { paths: [path.join(root, 'packages/mf-build')] }));

/** What Chakra's css() hands Emotion for an element: nested conditions, numbers, CSS variables. */
const chakraStyles = () => ({
  display: 'flex',
  gap: 'var(--chakra-spacing-4)',
  zIndex: 2,
  width: 120,
  '&:is(:hover, [data-hover])': { background: 'var(--chakra-colors-gray-100)' },
  '@media screen and (min-width: 48rem)': { flexDirection: 'row' },
});

describe('serializeStyles em cache', () => {
  it('answers what Emotion answers for a style object, and the same object for the same style object', () => {
    const styles = chakraStyles();
    const first = serializeStyles([styles], {}, {});
    assert.deepEqual(first, emotion.serializeStyles([chakraStyles()], {}, {}));
    assert.equal(first.styles.includes('width:120px;'), true);
    assert.equal(serializeStyles([styles], {}, {}), first);
    // Another object with the same styles: serialized again, to the same class.
    const other = serializeStyles([chakraStyles()], {}, {});
    assert.notEqual(other, first);
    assert.equal(other.name, first.name);
  });

  it('serializes again when the styles read the props', () => {
    // A function in an array of a selector's styles is called with the props.
    const styles = { color: 'black', '&:hover': [(props) => ({ background: props.fundo })] };
    const blue = serializeStyles([styles], {}, { fundo: 'blue' });
    const white = serializeStyles([styles], {}, { fundo: 'white' });
    assert.deepEqual(blue, emotion.serializeStyles([styles], {}, { fundo: 'blue' }));
    assert.match(blue.styles, /background:blue;/);
    assert.match(white.styles, /background:white;/);
    assert.notEqual(white.name, blue.name);
  });

  it('keeps the keyframes Emotion must insert with the rule, and serializes them again each time', () => {
    const keyframes = { name: 'animation-x', styles: '@keyframes animation-x{from{opacity:0;}to{opacity:1;}}', anim: 1 };
    const styles = { animationName: keyframes, opacity: 1 };
    const first = serializeStyles([styles], {}, {});
    assert.equal(first.next?.name, 'animation-x');
    assert.deepEqual(first, emotion.serializeStyles([styles], {}, {}));
    assert.notEqual(serializeStyles([styles], {}, {}), first);
  });

  it('leaves template strings, several arguments and already serialized styles to Emotion', () => {
    const template = Object.assign(['color: red;'], { raw: ['color: red;'] });
    assert.deepEqual(serializeStyles([template], {}, {}), emotion.serializeStyles([template], {}, {}));
    const two = [{ color: 'red' }, { margin: 0 }];
    assert.deepEqual(serializeStyles(two, {}, {}), emotion.serializeStyles(two, {}, {}));
    const serialized = emotion.serializeStyles([{ color: 'red' }], {}, {});
    assert.equal(serializeStyles([serialized], {}, {}), serialized);
  });
});

describe('the builds', () => {
  it("declare in mf-build the version of '@emotion/serialize' that Chakra and Emotion resolve (one copy, not an older one)", () => {
    const versionFrom = (dir) => require(require.resolve('@emotion/serialize/package.json', { paths: [dir] })).version;
    const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [path.join(root, 'shell')] }));
    const declared = versionFrom(path.join(root, 'packages/mf-build'));
    assert.equal(versionFrom(packageDir('@chakra-ui/react')), declared);
    assert.equal(versionFrom(packageDir('@emotion/react')), declared);
  });

  it("give every import of '@emotion/serialize' the cached one, which imports Emotion's", async () => {
    const webpack = require(require.resolve('webpack', { paths: [path.join(root, 'packages/mf-build')] }));
    const { CachedEmotionSerializePlugin } = require('../packages/mf-build/src/index.cjs');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emotion-serialize-'));
    try {
      const entry = path.join(dir, 'entry.mjs');
      fs.writeFileSync(entry, "export { serializeStyles } from '@emotion/serialize';\n");
      const stats = await new Promise((resolve, reject) =>
        webpack({
          mode: 'development',
          devtool: false,
          context: dir,
          entry,
          output: { path: path.join(dir, 'dist') },
          // The entry's import resolves from mf-build, as a library's does from its own folder.
          resolve: { modules: [path.join(root, 'packages/mf-build/node_modules'), 'node_modules'] },
          plugins: [new CachedEmotionSerializePlugin()],
        }).run((error, result) => (error ? reject(error) : resolve(result))),
      );
      assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
      const modules = stats.toJson({ modules: true }).modules.map((module) => module.nameForCondition ?? module.name);
      assert.equal(modules.includes(CACHED), true, modules.join('\n'));
      assert.equal(
        modules.some((module) => /@emotion[/+]serialize.*emotion-serialize\..*js$/.test(module)),
        true,
        modules.join('\n'),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
