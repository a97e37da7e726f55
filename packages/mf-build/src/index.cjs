'use strict';
/**
 * One factory for every webpack + module-federation configuration (the shell and the seven
 * remotes), so shared singletons, loaders and ports are declared once.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { appByDir, defaultRuntimeConfig } = require('./apps.cjs');
const sharedSubsets = require('./shared-subsets.cjs');
const { LoadGraphPlugin } = require('./load-graph.cjs');

const workspaceRoot = path.resolve(__dirname, '../../..');
const EMOTION_SERIALIZE_CACHED = path.join(__dirname, 'emotion-serialize-cached.mjs');

/**
 * Every import of Emotion's serializer (Chakra's and Emotion's own) gets the cached one, which imports the real
 * one (emotion-serialize-cached.mjs says why).
 */
class CachedEmotionSerializePlugin {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(/^@emotion\/serialize$/, (resource) => {
      if (resource.contextInfo.issuer !== EMOTION_SERIALIZE_CACHED) resource.request = EMOTION_SERIALIZE_CACHED;
    }).apply(compiler);
  }
}

function versionOf(pkgDir) {
  return JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
}

function resolvedVersion(appDir, dependency) {
  const pkgJson = require.resolve(`${dependency}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

/**
 * Libraries with state or context: two copies in one page break hooks, the theme or the session.
 * Each is a singleton with the exact workspace version as its required version.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'zustand',
  '@financeiro/api',
  '@financeiro/ui',
];

/**
 * The module an app shares for `library`: one that re-exports only the listed names (see
 * shared-subsets.cjs), written under the app's node_modules/.cache. It imports the library by its
 * folder, a request no shared key matches, so the library itself is bundled into that module.
 */
function subsetModule(appDir, library, names) {
  const dir = path.join(appDir, 'node_modules', '.cache', 'mf-build');
  const file = path.join(dir, `${library.replace(/[@/]/g, '_')}.mjs`);
  const target = path.dirname(require.resolve(`${library}/package.json`, { paths: [appDir] }));
  const source = `export { ${names.join(', ')} } from ${JSON.stringify(target)};\n`;
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}

/**
 * Libraries without state that every app bundles through @financeiro/domain: shared (not
 * singletons) so a remote reuses the copy the shell already loaded instead of downloading its own.
 * Imported by their folder as resolved from domain (an app need not depend on them directly).
 */
const SHARED_LIBRARIES = ['yup', 'decimal.js'];
const domainDir = path.join(__dirname, '../../domain');

/**
 * The versions of the workspace's own shared packages follow semver: a remote accepts any copy of
 * the same compatible line (0.1.x for 0.1.y, 1.x for 1.y), and refuses another line with its
 * area's error instead of running against an API it was not built for. So a team can ship a remote
 * built against 0.1.7 while the shell still provides 0.1.0, and must ship the shell first for 0.2.
 */
const OWN_PACKAGE = /^@financeiro\//;

function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * MF_SHARED_VERSIONS='@financeiro/ui=0.2.0,…' builds as if those packages had those versions: how a
 * release is rehearsed against a shared package's next version (packages/e2e release journeys).
 */
function sharedVersionOverrides() {
  const overrides = {};
  for (const pair of (process.env.MF_SHARED_VERSIONS || '').split(',').filter(Boolean)) {
    const [name, version] = pair.split('=');
    if (!name || !/^\d+\.\d+\.\d+$/.test(version ?? '')) throw new Error(`MF_SHARED_VERSIONS inválido: ${pair}`);
    overrides[name.trim()] = version;
  }
  return overrides;
}

function sharedConfig(appDir) {
  const shared = {};
  const overrides = sharedVersionOverrides();
  for (const dependency of SHARED_LIBRARIES) {
    const dir = path.dirname(require.resolve(`${dependency}/package.json`, { paths: [domainDir] }));
    const version = versionOf(dir);
    shared[dependency] = { import: dir, requiredVersion: `^${version}`, version };
  }
  for (const dependency of SINGLETONS) {
    const version = overrides[dependency] ?? resolvedVersion(appDir, dependency);
    shared[dependency] = OWN_PACKAGE.test(dependency)
      ? { singleton: true, requiredVersion: compatibleRange(version), version, strictVersion: true }
      : { singleton: true, requiredVersion: `^${version}`, version };
    const names = sharedSubsets.libraries[dependency];
    if (names) {
      // The subset's revision is part of the version: a remote that needs a newer list refuses an
      // older copy (and shows its area's error) instead of rendering undefined components.
      const subsetVersion = `${version}-subset.${sharedSubsets.revision}`;
      Object.assign(shared[dependency], {
        import: subsetModule(appDir, dependency, names),
        version: subsetVersion,
        requiredVersion: `^${subsetVersion}`,
        strictVersion: true,
      });
    }
  }
  return shared;
}

class RuntimeConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(defaultRuntimeConfig(), null, 2);
          compilation.emitAsset('config.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Production builds also write `<file>.gz` and `<file>.br` beside each script, stylesheet, page and
 * SVG larger than 1 KiB, which the static server (serve-static.cjs) and nginx's gzip_static /
 * brotli_static send to browsers that accept them. JSON files (config.json, which a deployment
 * edits, and mf-manifest.json) are left alone, so a compressed copy can never go stale.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|html|svg)$/.test(name)) continue;
            const buffer = asset.buffer();
            if (buffer.length < 1024) continue;
            // Measured on the eight builds (19.9 MB of scripts): gzip 6 gives 6.05 MB (level 9: 6.03 MB) and
            // brotli 5 gives 5.58 MB (quality 9: 5.43 MB) in about a quarter of the CPU time of 9/9.
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 6 })));
            const brotli = zlib.brotliCompressSync(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (use __dirname)
 * @param {Record<string,string>} [options.exposes] remote modules, keys and values start with './'
 * @param {string} [options.title] page title of the standalone page
 */
function createWebpackConfig({ appDir, exposes = {}, title = 'Financeiro' }) {
  const app = appByDir(path.basename(appDir));
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    return {
      mode,
      context: appDir,
      entry: path.join(appDir, 'src/index.ts'),
      // Production source maps double the build time on 2 cores: opt in with SOURCE_MAPS=1.
      // Development (`pnpm dev`) uses a source map in a separate file, not an eval devtool: the
      // Content-Security-Policy of the static servers has no 'unsafe-eval', in dev as in production.
      devtool: mode === 'production' ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes load their chunks relative to their own manifest; the shell serves deep routes.
        publicPath: app.host ? '/' : 'auto',
        // Entry files keep stable names (served with no-cache); chunks carry their content hash.
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        // Chunk <script> addresses go through a Trusted Types policy named after the app (the
        // static servers' CSP requires Trusted Types for scripts).
        trustedTypes: { policyName: `${app.name}-webpack` },
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules[\\/](?!@financeiro)/,
            use: {
              // Types are checked once by `pnpm typecheck`; the bundler only transpiles (SWC, the
              // same transform as the Jest preset).
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell registers its remotes at run time from config.json (see shell/src/remotes).
          remotes: {},
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          favicon: path.join(__dirname, 'favicon.svg'),
          title,
          publicPath: '/',
        }),
        // The release a remote shows (its package version, or APP_RELEASE of a release build).
        new webpack.DefinePlugin({
          'process.env.APP_RELEASE': JSON.stringify(process.env.APP_RELEASE || versionOf(appDir)),
        }),
        new RuntimeConfigPlugin(),
        new CachedEmotionSerializePlugin(),
        new LoadGraphPlugin(),
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        // SWC's minifier: the same output size as terser at a fraction of the time on 2 cores.
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } },
            // The pinned @swc/core (1.13) predates the plugin's comment extraction for SWC.
            extractComments: false,
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { createWebpackConfig, CachedEmotionSerializePlugin, compatibleRange, sharedConfig, SINGLETONS, SHARED_LIBRARIES, workspaceRoot, versionOf };
