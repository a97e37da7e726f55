const { createWebpackConfig } = require('@financeiro/mf-build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Cadastros',
  exposes: {
    './App': './src/App.tsx',
  },
});
