const { createWebpackConfig } = require('@financeiro/mf-build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Fechamentos',
  exposes: {
    './App': './src/App.tsx',
    './Dashboard': './src/Dashboard.tsx',
    './Relatorios': './src/Relatorios.tsx',
  },
});
