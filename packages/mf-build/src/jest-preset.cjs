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

module.exports = {
  // jest-fixed-jsdom keeps Node's fetch, structuredClone, TextEncoder... inside jsdom (chakra-ui#9201).
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@e965))'],
  moduleNameMapper: { '\\.(css|svg|png)$': path.join(__dirname, 'jest-file-stub.cjs') },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testTimeout: 60000,
};
