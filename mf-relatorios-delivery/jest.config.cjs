const preset = require('@financeiro/mf-build/jest-preset');

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/jest-setup.ts'] };
