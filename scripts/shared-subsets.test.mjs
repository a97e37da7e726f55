// node --test scripts/shared-subsets.test.mjs
// The shared copies of Chakra and react-router re-export only the names listed in
// packages/mf-build/src/shared-subsets.cjs: a screen importing another name would get undefined.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { it } from 'node:test';
import { apps, root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { libraries } = require('../packages/mf-build/src/shared-subsets.cjs');

/** Source files the bundles contain: every app's and shared package's src, without tests. */
function bundledSources() {
  const dirs = [...apps.map((app) => app.dir), 'packages/ui', 'packages/api', 'packages/domain'].map((dir) => path.join(root, dir, 'src'));
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)(testing|test-utils)(\.tsx?|\/)/.test(file))
      .map((file) => path.join(dir, file)),
  );
}

/** Value (not type-only) names a source imports from `library`; `*`/default imports as '*'. */
export function importedNames(source, library) {
  const names = [];
  const quoted = library.replace(/[/@.-]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g');
  for (const [, , typeOnly, clause] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    const braces = clause.match(/\{([^}]*)\}/);
    if (clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim()) names.push('*');
    for (const part of braces ? braces[1].split(',') : []) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

it('reads named, renamed, type-only and namespace imports', () => {
  const source = `import { Box, type BoxProps, Button as B } from '@chakra-ui/react';\nimport type { Foo } from '@chakra-ui/react';\nimport * as C from '@chakra-ui/react';`;
  assert.deepEqual(importedNames(source, '@chakra-ui/react'), ['Box', 'Button', '*']);
});

for (const [library, listed] of Object.entries(libraries)) {
  it(`every name the bundles import from ${library} is in the shared subset`, () => {
    const missing = [];
    for (const file of bundledSources()) {
      for (const name of importedNames(fs.readFileSync(file, 'utf8'), library)) {
        if (!listed.includes(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    assert.deepEqual(missing, [], 'add these names to packages/mf-build/src/shared-subsets.cjs (and bump its revision)');
  });
}
