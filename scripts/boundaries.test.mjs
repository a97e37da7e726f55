// node --test scripts/boundaries.test.mjs
// `pnpm lint` enforces the package boundaries (eslint.config.js): it fails on a deep import into a
// package, on an app importing another app or the backend, on a backend module reaching into another
// module's files, and on an import cycle. The source folders name areas in kebab-case only.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { apps, root } from './lib.mjs';

const eslint = new ESLint({ cwd: root });

async function rulesBroken(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

describe('package boundaries in pnpm lint', () => {
  it('refuses a deep import into a package, by name or by relative path', async () => {
    assert.deepEqual(await rulesBroken("import { renderRoute } from '@financeiro/ui/src/test-utils';\nconsole.log(renderRoute);\n", 'mf-projects/src/probe.ts'), [
      'no-restricted-imports',
    ]);
    assert.deepEqual(await rulesBroken("import { z } from '../../packages/domain/src/format';\nconsole.log(z);\n", 'mf-projects/src/probe.ts'), [
      'import-x/no-relative-packages',
    ]);
    // The entry points are fine.
    assert.deepEqual(await rulesBroken("import { renderRoute } from '@financeiro/ui/testing';\nconsole.log(renderRoute);\n", 'mf-projects/src/probe.ts'), []);
  });

  it('refuses an app importing another app or the backend', async () => {
    assert.deepEqual(await rulesBroken("import App from '../../mf-cadastros/src/App';\nconsole.log(App);\n", 'mf-projects/src/probe.ts'), [
      'no-restricted-imports',
      'import-x/no-relative-packages',
    ]);
    assert.deepEqual(await rulesBroken("import App from 'mf-cadastros/src/App';\nconsole.log(App);\n", 'mf-projects/src/probe.ts'), ['no-restricted-imports']);
    assert.deepEqual(await rulesBroken("import { buildApp } from '@financeiro/backend';\nconsole.log(buildApp);\n", 'shell/src/probe.ts'), ['no-restricted-imports']);
    assert.deepEqual(await rulesBroken("import { buildApp } from '@financeiro/backend';\nconsole.log(buildApp);\n", 'packages/ui/src/probe.ts'), [
      'no-restricted-imports',
    ]);
  });

  it("refuses a backend module reaching into another module's files", async () => {
    const code = (from) => `import { x } from '${from}';\nconsole.log(x);\n`;
    assert.deepEqual(await rulesBroken(code('../projetos/queries'), 'packages/backend/src/modules/capacidade/service.ts'), ['no-restricted-imports']);
    assert.deepEqual(await rulesBroken(code('../../projetos/queries'), 'packages/backend/src/modules/jira/sync/paginas.ts'), ['no-restricted-imports']);
    // Another module's index, the module's own files and the shared infrastructure are fine.
    for (const [from, file] of [
      ['../projetos', 'packages/backend/src/modules/capacidade/service.ts'],
      ['./queries', 'packages/backend/src/modules/capacidade/service.ts'],
      ['../../db/schema', 'packages/backend/src/modules/capacidade/queries.ts'],
      ['../queries', 'packages/backend/src/modules/jira/sync/paginas.ts'],
      ['../../../http/fields', 'packages/backend/src/modules/jira/sync/paginas.ts'],
    ]) {
      assert.deepEqual(await rulesBroken(code(from), file), [], `${file}: ${from}`);
    }
  });

  it('refuses an import cycle, and shows it; a type-only import or an import() is not one', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'packages/domain/src/ciclo-'));
    const write = (name, code) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), code);
    };
    const problems = async (name) => {
      const [result] = await eslint.lintFiles([path.join(dir, name)]);
      return result.messages.map((message) => [message.ruleId, message.message]);
    };
    try {
      write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      write('b.ts', "import { a } from './a';\nexport const b = () => a;\n");
      assert.deepEqual(await problems('a.ts'), [['local/no-cycle', 'Ciclo de importação: a.ts → b.ts → a.ts.']]);
      // Through a re-export in a folder of its own: the path names every step.
      write('c.ts', "import { e } from './sub';\nexport const c = () => e;\n");
      write('sub/index.ts', "export * from './e';\n");
      write('sub/e.ts', "import { c } from '../c';\nexport const e = () => c;\n");
      assert.deepEqual(await problems('c.ts'), [['local/no-cycle', 'Ciclo de importação: c.ts → sub/index.ts → sub/e.ts → c.ts.']]);
      // Types only, or loaded later: no cycle when the modules initialise.
      write('f.ts', "import type { G } from './g';\nexport type F = { g?: G };\nexport const f = 1;\n");
      write('g.ts', "import { f } from './f';\nexport type G = { f: typeof f };\n");
      write('h.ts', "export const h = () => import('./i');\n");
      write('i.ts', "import { h } from './h';\nexport const i = h;\n");
      for (const name of ['f.ts', 'g.ts', 'h.ts', 'i.ts']) assert.deepEqual(await problems(name), [], name);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Every file and folder under `dir` (relative paths), without node_modules and dot-folders. */
function entries(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return [{ path: path.relative(root, full), name: entry.name, folder: entry.isDirectory() }, ...(entry.isDirectory() ? entries(full) : [])];
  });
}

const packageSources = () => fs.readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name, 'src'));
const appSources = () => apps.map((app) => path.join(root, app.dir, 'src'));
/** The areas: the backend modules' folders (the remotes and the e2e specs spell them the same). */
const areas = () => fs.readdirSync(path.join(root, 'packages/backend/src/modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('area names in file and folder names', () => {
  it('has no folder with an upper-case letter under packages/*/src (the backend modules included)', () => {
    assert.deepEqual(
      packageSources()
        .flatMap(entries)
        .filter((entry) => entry.folder && /[A-Z]/.test(entry.name))
        .map((entry) => entry.path),
      [],
    );
  });

  it('spells an area in kebab-case in every file and folder name of the packages and the apps (relatorios-dp, not relatoriosDp)', () => {
    const names = new Set(areas());
    assert.deepEqual(
      [...packageSources(), ...appSources()]
        .flatMap(entries)
        .filter((entry) => {
          const stem = entry.name.split('.')[0];
          return stem !== kebab(stem) && names.has(kebab(stem));
        })
        .map((entry) => entry.path),
      [],
    );
  });
});

describe('one shape per backend module (packages/backend/src/modules/README.md)', () => {
  // A file, or a folder of that name when the file would pass ~400 lines (service/, queries/).
  const SHAPE = ['index.ts', 'routes.ts', 'service.ts', 'queries.ts', 'schemas.ts', 'README.md'];

  it('every module has the index, routes, service, queries, schemas and README', () => {
    const modules = path.join(root, 'packages/backend/src/modules');
    const missing = areas().flatMap((area) =>
      SHAPE.filter((file) => !fs.existsSync(path.join(modules, area, file)) && !fs.existsSync(path.join(modules, area, file.replace(/\.ts$/, '')))).map(
        (file) => `${area}/${file}`,
      ),
    );
    assert.deepEqual(missing, []);
  });
});
