'use strict';
/**
 * Writes dist/load-graph.json: for every chunk group of the build (the entry, each `import()`, each
 * exposed module, each shared module's own copy) the JavaScript files it downloads, the shared
 * modules its chunks consume (webpack loads those before the chunk runs) and what started it.
 * scripts/bundle-budget.mjs follows it the way the browser does, without a browser.
 */
class LoadGraphPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LoadGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LoadGraphPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const groups = [];
        for (const group of compilation.chunkGroups) {
          const files = new Set();
          const consumes = new Set();
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.constructor.name === 'ConsumeSharedModule') consumes.add(module.options.shareKey);
            }
          }
          const origins = group.origins.map(({ module, request }) => {
            const origin = { request: request || undefined };
            if (!module) return origin;
            if (module.constructor.name === 'ConsumeSharedModule') origin.sharedFallbackOf = module.options.shareKey;
            else if (module.constructor.name === 'ContainerEntryModule') origin.expose = request;
            else origin.module = module.readableIdentifier(compilation.requestShortener);
            return origin;
          });
          groups.push({
            name: group.name || undefined,
            entry: group.isInitial() || undefined,
            files: [...files].sort(),
            consumes: [...consumes].sort(),
            origins,
          });
        }
        compilation.emitAsset('load-graph.json', new sources.RawSource(JSON.stringify({ groups }, null, 1)));
      });
    });
  }
}

module.exports = { LoadGraphPlugin };
