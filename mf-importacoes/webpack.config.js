const { createWebpackConfig } = require('@financeiro/mf-build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Importações',
  exposes: {
    './App': './src/App.tsx',
  },
});
