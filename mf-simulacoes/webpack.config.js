const { createWebpackConfig } = require('@financeiro/mf-build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Simulações',
  exposes: {
    './App': './src/App.tsx',
  },
});
