/**
 * Stamps every JavaScript file an app emits with the app it belongs to, for the error reporter's module
 * metadata (Sentry's `moduleMetadataIntegration`): each file registers `{ remote: '<app>' }` in
 * `globalThis._sentryModuleMetadata`, keyed by a stack trace taken inside that file, so that the reporter can
 * tell from a stack frame's file name which app's code it is. The host then tags (and routes) each browser error
 * by the remote that threw it, with one Sentry client for the page (host/src/features/monitoring/).
 *
 * A few dozen bytes per file, no dependency on the SDK: nothing is read unless the reporter is started.
 */
const webpack = require('webpack');

/** The snippet for one app; its own `new Error().stack` names the file it runs in. */
function metadataSnippet(app) {
  const metadata = JSON.stringify({ remote: app });
  return [
    '!function(){try{',
    'var g=typeof globalThis!=="undefined"?globalThis:typeof self!=="undefined"?self:{};',
    'var s=(new g.Error).stack;',
    `if(s){var m=g._sentryModuleMetadata=g._sentryModuleMetadata||{};m[s]=Object.assign({},m[s],${metadata});}`,
    '}catch(e){}}();',
  ].join('');
}

/**
 * The app of one chunk of a build that compiles another app's sources as its own (the public pages' entry compiles
 * mf-lobby's): the app of `sources` whose folder holds every module of the chunk that is not a package, else `app`.
 */
function appOfChunk(modules, app, sources) {
  const files = [...modules].map((module) => module.resource ?? module.rootModule?.resource).filter((file) => typeof file === 'string' && !file.includes('node_modules'));
  for (const [other, folder] of Object.entries(sources)) {
    if (files.length > 0 && files.every((file) => file.startsWith(folder))) return other;
  }
  return app;
}

class ModuleMetadataPlugin {
  /**
   * @param {{ app: string, sources?: Record<string, string> }} options the app's tag: `host` or the remote's folder
   *   name (`mf-billing`); `sources`: other apps whose sources the build compiles, app → its absolute folder
   *   (a chunk of only their modules is theirs).
   */
  constructor({ app, sources = {} }) {
    this.app = app;
    this.sources = sources;
  }

  apply(compiler) {
    if (Object.keys(this.sources).length === 0) {
      new webpack.BannerPlugin({ banner: metadataSnippet(this.app), raw: true, entryOnly: false, test: /\.m?js$/ }).apply(compiler);
      return;
    }
    let compilation;
    compiler.hooks.thisCompilation.tap('ModuleMetadataPlugin', (current) => {
      compilation = current;
    });
    const banner = ({ chunk }) => metadataSnippet(appOfChunk(compilation.chunkGraph.getChunkModulesIterable(chunk), this.app, this.sources));
    new webpack.BannerPlugin({ banner, raw: true, entryOnly: false, test: /\.m?js$/ }).apply(compiler);
  }
}

module.exports = { ModuleMetadataPlugin, metadataSnippet, appOfChunk };
