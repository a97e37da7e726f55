const { createWebpackConfig } = require('@financeiro/mf-build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Planejamento',
  exposes: {
    './App': './src/App.tsx',
  },
});
