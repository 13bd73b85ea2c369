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

class ModuleMetadataPlugin {
  /** @param {{ app: string }} options the app's tag: `host` or the remote's folder name (`mf-billing`). */
  constructor({ app }) {
    this.app = app;
  }

  apply(compiler) {
    new webpack.BannerPlugin({ banner: metadataSnippet(this.app), raw: true, entryOnly: false, test: /\.m?js$/ }).apply(compiler);
  }
}

module.exports = { ModuleMetadataPlugin, metadataSnippet };
