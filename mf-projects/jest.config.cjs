const preset = require('@financeiro/mf-build/jest-preset');

// The comparison and the detail draw nivo charts, whose d3 dependencies are ES modules: transform them too.
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@e965|d3-|internmap))'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/jest-setup.ts'],
};
