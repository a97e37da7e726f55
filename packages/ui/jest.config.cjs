module.exports = { ...require('@financeiro/mf-build/jest-preset') };
