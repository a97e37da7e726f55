const preset = require('@financeiro/mf-build/jest-preset');

// ES-module-only packages SWC must transform too: the d3 modules under the nivo charts of the
// planned-vs-real screens, and react-markdown + remark-gfm (the chat's replies) with the unified
// packages under them.
const ESM_PACKAGES = [
  '@e965',
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
  ...preset,
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_PACKAGES.join('|')}))`],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/jest-setup.ts'],
};
