// The import-cycle rule of `pnpm lint` (eslint.config.js: `local/no-cycle`). import-x/no-cycle walked the
// whole import graph again for every file it linted (quadratic: two thirds of the lint's time, 45–80 s of
// CPU, issue 33); this one finds the graph's strongly connected components once (Tarjan) and reports an
// import whose module sits in the same component as the importing file, with the cycle's path.
// Counted as import-x counted with `ignoreExternal` and `allowUnsafeDynamicCyclicDependency`: static
// `import`/`export … from` of the workspace's own files; type-only imports, import() and require() are
// not initialisation cycles and do not count; packages in node_modules are not followed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
};
const LINTED = /\.(ts|tsx|js|cjs|mjs)$/;
/** A new lint run (or an editor's next lint of a file) after this pause starts from a fresh graph. */
const STALE_AFTER_MS = 2000;

function kindOf(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts')) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

/** Whether an import or re-export statement (TypeScript or ESTree) brings in values, not only types. */
const importsValues = {
  ts(statement) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) return true;
      if (clause.isTypeOnly) return false;
      if (clause.name) return true;
      const bindings = clause.namedBindings;
      if (!bindings || ts.isNamespaceImport(bindings)) return true;
      return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
    }
    if (statement.isTypeOnly) return false;
    const clause = statement.exportClause;
    return !clause || !ts.isNamedExports(clause) || clause.elements.length === 0 || clause.elements.some((element) => !element.isTypeOnly);
  },
  estree(node) {
    const kind = node.importKind ?? node.exportKind;
    if (kind === 'type') return false;
    const specifiers = node.specifiers ?? [];
    if (specifiers.length === 0) return true;
    return specifiers.some((specifier) => (specifier.importKind ?? specifier.exportKind) !== 'type');
  },
};

function createGraph() {
  const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, OPTIONS);
  const edges = new Map();
  const resolve = (specifier, from) => {
    const resolved = ts.resolveModuleName(specifier, from, OPTIONS, ts.sys, resolutionCache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return null;
    const file = path.resolve(resolved.resolvedFileName);
    if (file.includes(`${path.sep}node_modules${path.sep}`) || file.endsWith('.d.ts') || !LINTED.test(file)) return null;
    return file;
  };
  /** The files `file` imports values from (static imports and re-exports), read from disk once. */
  const importsOf = (file) => {
    if (edges.has(file)) return edges.get(file);
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // A file being linted from text only (no such file on disk) imports what its own AST says.
    }
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kindOf(file));
    const targets = source.statements
      .filter((statement) => (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier))
      .filter((statement) => importsValues.ts(statement))
      .map((statement) => resolve(statement.moduleSpecifier.text, file))
      .filter((target) => target !== null);
    edges.set(file, targets);
    return targets;
  };

  // Tarjan's strongly connected components, kept across files: each file is visited once per run.
  let counter = 0;
  const index = new Map();
  const lowlink = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  const connect = (file) => {
    index.set(file, counter);
    lowlink.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of importsOf(file)) {
      if (!index.has(target)) {
        connect(target);
        lowlink.set(file, Math.min(lowlink.get(file), lowlink.get(target)));
      } else if (onStack.has(target)) {
        lowlink.set(file, Math.min(lowlink.get(file), index.get(target)));
      }
    }
    if (lowlink.get(file) !== index.get(file)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
      componentOf.set(member, component);
    } while (member !== file);
  };
  const component = (file) => {
    if (!index.has(file)) connect(file);
    return componentOf.get(file);
  };

  /** The shortest way back from `target` to `file` inside their component (the cycle to show). */
  const wayBack = (target, file) => {
    const members = component(file);
    const cameFrom = new Map([[target, null]]);
    const queue = [target];
    while (queue.length > 0) {
      const current = queue.shift();
      if (current === file) break;
      for (const next of importsOf(current)) {
        if (members.has(next) && !cameFrom.has(next)) {
          cameFrom.set(next, current);
          queue.push(next);
        }
      }
    }
    const way = [];
    for (let at = file; at !== null && at !== undefined; at = cameFrom.get(at)) way.unshift(at);
    return way;
  };

  return { resolve, component, wayBack };
}

let graph;
let lastUse = 0;
function currentGraph() {
  const now = Date.now();
  if (!graph || now - lastUse > STALE_AFTER_MS) graph = createGraph();
  lastUse = now;
  return graph;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Proíbe ciclos de importação entre os arquivos do repositório (importações de valores, estáticas).' },
    schema: [],
    messages: { cycle: 'Ciclo de importação: {{way}}.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!LINTED.test(file) || !path.isAbsolute(context.physicalFilename)) return {};
    const { resolve, component, wayBack } = currentGraph();
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !importsValues.estree(node)) return;
      const target = resolve(node.source.value, file);
      if (target === null || target === file || !component(file).has(target)) return;
      const way = [file, ...wayBack(target, file)].map((member) => path.relative(path.dirname(file), member) || path.basename(member));
      context.report({ node, messageId: 'cycle', data: { way: way.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-cycle': noCycle } };
