import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import importCycles from './scripts/eslint-import-cycles.mjs';

/**
 * Package boundaries (ARCHITECTURE.md): a package is used through its entry point (`.`) or its
 * `./testing`, never through its files; an app (shell or remote) never imports another app nor the
 * backend; no import cycle anywhere.
 */
const DEEP_IMPORT = {
  group: ['@financeiro/*/src', '@financeiro/*/src/*'],
  message: "Importe pelo ponto de entrada do pacote ('@financeiro/x') ou por '@financeiro/x/testing' (mapa exports do package.json).",
};
const BACKEND_IMPORT = {
  group: ['@financeiro/backend', '@financeiro/backend/*'],
  message: 'O front-end fala com o backend só por HTTP (@financeiro/api).',
};
const APP_IMPORT = {
  group: ['shell', 'shell/*', 'mf-*', '*/mf-*/*', '*/shell/src/*'],
  message: 'Um app não importa outro: o que é comum vai para @financeiro/ui, @financeiro/api ou @financeiro/domain.',
};

/**
 * A backend module (packages/backend/src/modules/<area>/) uses another only through that module's
 * index.ts: `../projetos`, never `../projetos/queries`. One pattern per folder depth inside a module.
 */
const moduleInternals = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
  message: "Um módulo do backend usa outro só pelo seu index.ts: importe '../<módulo>', não um arquivo de dentro dele.",
});
const BACKEND_MODULE_DEPTHS = [1, 2, 3].map((depth) => ({
  files: [`packages/backend/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_IMPORT, moduleInternals(depth)] }] },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX, local: importCycles },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // No import cycle (scripts/eslint-import-cycles.mjs): a lazy screen (import()) loaded back from the
      // module that lists it is not an initialisation cycle, nor is a type-only import.
      'local/no-cycle': 'error',
      // A relative path into another package (../../backend/src/...) is a deep import too.
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': ['error', { patterns: [DEEP_IMPORT] }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,cjs,mjs}', 'mf-*/**/*.{ts,tsx,js,cjs,mjs}', 'packages/{ui,api,domain}/**/*.{ts,tsx,js,cjs,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_IMPORT, BACKEND_IMPORT, APP_IMPORT] }] },
  },
  {
    // A wide table never widens the page (issue 33's review at 390 px: the Carteira scrolled the whole page
    // sideways) and can be scrolled from the keyboard (axe scrollable-region-focusable): every table of a screen
    // sits in its own TabelaRolavel (packages/ui), the one scroll box that takes the focus.
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXElement[openingElement.name.object.name='Table'][openingElement.name.property.name='Root']:not(JSXElement[openingElement.name.name='TabelaRolavel'] > JSXElement)",
          message: 'Ponha a tabela dentro de <TabelaRolavel> (@financeiro/ui): numa tela estreita ela rola na própria caixa, não a página, e a caixa recebe o foco do teclado.',
        },
        {
          selector: "JSXOpeningElement[name.object.name='Table'][name.property.name='ScrollArea']",
          message: 'Use <TabelaRolavel> (@financeiro/ui) em vez de <Table.ScrollArea>: a caixa de rolagem precisa receber o foco do teclado.',
        },
      ],
    },
  },
  {
    // The one place that wraps Table.ScrollArea.
    files: ['packages/ui/src/layout/TabelaRolavel.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...BACKEND_MODULE_DEPTHS,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/jest-setup.cjs'],
    languageOptions: { globals: globals.jest },
  },
);
