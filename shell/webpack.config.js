const { createWebpackConfig } = require('@financeiro/mf-build');

module.exports = createWebpackConfig({ appDir: __dirname, title: 'Financeiro' });
