'use strict';
/** Shared jest preset: SWC transform, a jsdom with the web globals Chakra v3 needs. */
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ES-module-only packages SWC must transform too (Jest runs CommonJS): SheetJS CE, the d3 modules
// under the nivo charts, react-markdown + remark-gfm (Vee's replies) with the unified packages under
// them, and msw's until-async. One list for every app: a package an app does not import costs nothing.
const ESM_PACKAGES = [
  '@e965',
  // msw's own ES-module-only dependency.
  'until-async',
  'd3-',
  'internmap',
  'react-markdown',
  'remark-',
  'mdast-',
  'micromark',
  'unist-',
  'unified',
  'vfile',
  'hast-',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities',
  'character-reference-invalid',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'trim-lines',
  'html-url-attributes',
  'estree-util-',
  'is-',
  'parse-entities',
  'stringify-entities',
  'style-to-',
  'inline-style-parser',
];

module.exports = {
  // jest-fixed-jsdom keeps Node's fetch, structuredClone, TextEncoder... inside jsdom (chakra-ui#9201).
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_PACKAGES.join('|')}))`],
  moduleNameMapper: {
    '\\.(css|svg|png)$': path.join(__dirname, 'jest-file-stub.cjs'),
    // Chakra's index, each export loaded from its own file when first read (jest-chakra.cjs says why).
    '^@chakra-ui/react$': path.join(__dirname, 'jest-chakra.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // A ceiling for a hung test, not a wait: a screen test that types a whole form takes ~5 s of CPU
  // on a loaded 2-core machine (Jest's default ceiling). Pinned to one core with a CPU burner beside it
  // (issue 33's slow run, 2026-11-29, the machine loaded by other work too), mf-projects' list and margin
  // tests passed 30 s; on a slower day (2026-11-30) the employee form's typing test took 62 s. A correct test
  // must never reach this.
  testTimeout: 240_000,
};
