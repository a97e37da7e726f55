'use strict';
/**
 * `@chakra-ui/react` as the screens' tests load it (jest-preset.cjs maps the package's index here):
 * the same exports, each loaded from its own file the first time a test reads it. The package's
 * CommonJS index requires all of its ~470 files — every component, with Ark and Zag beneath them —
 * and Jest runs that again for every test file (one module registry per file): it was the largest
 * share of a screen test file's start-up. The webpack builds import the real index (tree-shaken).
 *
 * The index is a flat list of `var x = require('./file')` and `exports.Name = x.Member` (or a getter
 * returning `x.Member`), read here once per test file; a name it does not list is not exported,
 * as with the real index.
 */
const fs = require('node:fs');
const path = require('node:path');

// Found through its package.json: the package's own name is mapped to this file.
const packageJson = require.resolve('@chakra-ui/react/package.json', { paths: [process.cwd()] });
const packageDir = path.dirname(packageJson);
const index = path.join(packageDir, JSON.parse(fs.readFileSync(packageJson, 'utf8')).exports['.'].require.default);
const source = fs.readFileSync(index, 'utf8');

const requires = new Map();
for (const [, variable, request] of source.matchAll(/^var ([\w$]+) = require\('([^']+)'\);$/gm)) {
  requires.set(variable, request);
}

const exported = new Map();
const note = (name, variable, member) => {
  if (!requires.has(variable)) throw new Error(`jest-chakra: ${name} vem de '${variable}', que o índice não requer`);
  exported.set(name, { request: requires.get(variable), member });
};
for (const [, name, variable, member] of source.matchAll(/^exports\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;$/gm)) {
  note(name, variable, member);
}
const getter = /^Object\.defineProperty\(exports, "([\w$]+)", \{\n\tenumerable: true,\n\tget: function \(\) \{ return ([\w$]+)(?:\.([\w$]+))?; \}\n\}\);$/gm;
for (const [, name, variable, member] of source.matchAll(getter)) note(name, variable, member);

// A changed index layout would leave names out silently: the real index has several hundred.
const statements = (source.match(/^exports\.|^Object\.defineProperty\(exports, "/gm) || []).length;
if (exported.size < 300 || exported.size !== statements) {
  throw new Error(`jest-chakra: o índice de @chakra-ui/react mudou de forma (${exported.size} nomes lidos de ${statements} exportações)`);
}

Object.defineProperty(exports, '__esModule', { value: true });
for (const [name, { request, member }] of exported) {
  Object.defineProperty(exports, name, {
    enumerable: true,
    get() {
      // Resolved from the index, as the index requires it (Ark's packages are Chakra's dependencies).
      const module = require(require.resolve(request, { paths: [path.dirname(index)] }));
      return member ? module[member] : module;
    },
  });
}
