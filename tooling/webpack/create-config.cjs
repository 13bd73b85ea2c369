/**
 * One webpack + Module Federation configuration for every app of the workspace.
 *
 * - The host is built with no static remotes: it reads `/remotes.json` at run time.
 * - Each remote exposes `./routes` (the route objects the host mounts) and its standalone shell; its development
 *   build also has an entry and an index.html of its own, so that it runs on its own.
 * - Loaders and plugins are resolved from this package, because pnpm does not hoist.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CORE_FROM_BUNDLED, SHARED_CORE_SUBPATH, SINGLETONS } = require('../remotes.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { sourceMapUploadPlugins } = require('./source-map-upload.cjs');
const { ModuleMetadataPlugin } = require('./module-metadata-plugin.cjs');
const { MantineSubstitutionsPlugin } = require('./mantine-substitutions.cjs');

/** Entries of the UI kit (`@patrimo/shared/ui`, `…/ui/extra`, `…/ui/controls`, `…/ui/charts`, `…/ui/bar-chart`, `…/ui/dates`): each carries Mantine's modules. */
const KIT_PREFIX = '@patrimo/shared/ui';

/**
 * Required versions of the shared singletons, read from the app's own package.json.
 *
 * The host provides every kit entry, whether its own code imports it or not. Each build of a kit entry holds
 * its own copy of Mantine's modules (`@mantine/core` itself is not shared), and a second copy means a second
 * theme context: `@mantine/charts` from a remote's build under the host's `MantineProvider` throws « MantineProvider
 * was not found ». The first provider registered wins, and the host registers first; but a package name is
 * provided only by a build that imports it, while an absolute `import` is always included. So the host's
 * entries use the resolved file, at the shared package's version, and remotes always get the host's copy.
 */
function sharedConfig(appDir, host) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const base = key.endsWith('/') ? key.slice(0, -1) : key.startsWith('@patrimo/shared') ? '@patrimo/shared' : key;
    const declared = deps[base];
    let version = false;
    if (declared && declared !== 'workspace:*') {
      // The catalog pins exact versions; resolve them from the installed package.
      try {
        version = require(require.resolve(`${base}/package.json`, { paths: [appDir] })).version;
      } catch {
        version = false;
      }
    }
    shared[key] = { singleton: true, requiredVersion: version ? `^${version}` : false, strictVersion: false };
    if (host && key.startsWith(KIT_PREFIX)) {
      const kitVersion = require(path.join(__dirname, '..', '..', 'shared', 'package.json')).version;
      Object.assign(shared[key], { import: require.resolve(key, { paths: [appDir] }), shareKey: key, version: kitVersion });
    }
  }
  return shared;
}

/**
 * The minifiers of the browser builds: SWC's minifier for the scripts (driven by terser-webpack-plugin), esbuild for
 * the style sheets.
 *
 * - Not esbuild for the scripts: it minifies each file without removing the code left dead inside webpack's module
 *   scopes (the exports webpack marked unused, what a library's single file holds beyond what is imported). Measured on
 *   2026-11-28: the chart kit 185 -> 139 KB gzip with Terser, Mantine's second kit entry 40 -> 19, zod 36 -> 28.
 * - SWC's compressor drops that dead code as Terser does, in native code: measured on 2026-11-29, every build 2.5 ->
 *   1.2 min on 2 cores (mf-dashboard 21.7 -> 11.7 s), and the files slightly smaller than Terser's (overview's JS
 *   445.5 -> 443.8 KB gzip, `/` 148.9 -> 148.6).
 */
function minimizers() {
  return [
    new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2 } } }),
    new EsbuildPlugin({ target: 'esnext', css: true, exclude: /\.[cm]?js$/ }),
  ];
}

/**
 * The folder of the host's build that holds the public pages' own build (`createPublicConfig`), served at `/public/`;
 * the server render reads its index.html there (host/src/prerender/render.tsx, `PUBLIC_FOLDER`).
 */
const PUBLIC_FOLDER = 'public';

/** The repository's root: CSS-module class names are hashed from paths relative to it, in every build. */
const REPO_ROOT = path.join(__dirname, '..', '..');

/**
 * Loaders shared by the browser builds and the server render of the public pages (`createPrerenderConfig`), so
 * that both compile the same sources the same way: the same precompiled messages, the same CSS-module class names
 * (hashed from the path relative to the repository, whichever app compiles the file). `server`: the CSS files give
 * their class names only, nothing is extracted.
 */
function moduleRules(dir, { server = false } = {}) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      // Loaders run last to first: the messages are precompiled on the TypeScript source, then esbuild compiles it.
      use: [
        { loader: require.resolve('esbuild-loader'), options: { target: 'es2022', jsx: 'automatic', tsconfig: path.join(dir, 'tsconfig.json') } },
        // The locale IntlProvider formats with (LOCALE, shared/src/react/providers.tsx).
        { loader: require.resolve('./precompile-messages-loader.cjs'), options: { locale: 'fr-FR' } },
      ],
    },
    {
      test: /\.css$/,
      use: [
        ...(server ? [] : [MiniCssExtractPlugin.loader]),
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: { auto: true, namedExport: false, localIdentContext: REPO_ROOT, exportOnlyLocals: server },
          },
        },
        {
          loader: require.resolve('postcss-loader'),
          options: {
            postcssOptions: {
              plugins: [
                require('postcss-preset-mantine')(),
                require('postcss-simple-vars')({
                  variables: {
                    'mantine-breakpoint-xs': '36em',
                    'mantine-breakpoint-sm': '48em',
                    'mantine-breakpoint-md': '62em',
                    'mantine-breakpoint-lg': '75em',
                    'mantine-breakpoint-xl': '88em',
                  },
                }),
              ],
            },
          },
        },
      ],
    },
  ];
}

/**
 * Resolution shared by every build. Messages reach the browser precompiled (precompile-messages-loader.cjs):
 * intl-messageformat gets ASTs only, so the ICU parser is left out of every build, hence of the one shared
 * react-intl, whichever app provides it. Exact name only (`$`): the alias's own target must not match it again.
 */
const RESOLVE = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  alias: { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' },
};

/**
 * The host's federation runtime, provided to the remotes, from the files its own is built from. The plugin that
 * provides it (`@module-federation/inject-external-runtime-core-plugin`) is loaded as CommonJS, so its import of the
 * runtime resolved to the packages' `.cjs` files: a second, whole copy of the runtime in main.js (+22 KB gzip instead
 * of +0.9). Exact names only (`$`): the packages' other entry points are left to their own resolution.
 */
function federationRuntimeEsm() {
  const dirOf = (name, from) => {
    const entry = require.resolve(name, { paths: [from] });
    return entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  };
  const enhanced = dirOf('@module-federation/enhanced', __dirname);
  const runtimeTools = dirOf('@module-federation/runtime-tools', enhanced);
  const runtime = dirOf('@module-federation/runtime', runtimeTools);
  const runtimeCore = dirOf('@module-federation/runtime-core', runtime);
  const sdk = dirOf('@module-federation/sdk', runtimeCore);
  const errorCodes = dirOf('@module-federation/error-codes', runtimeCore);
  return {
    '@module-federation/runtime-tools/runtime-core$': path.join(runtimeTools, 'dist', 'runtime-core.js'),
    '@module-federation/runtime-core$': path.join(runtimeCore, 'dist', 'index.js'),
    '@module-federation/sdk$': path.join(sdk, 'dist', 'index.js'),
    '@module-federation/error-codes$': path.join(errorCodes, 'dist', 'index.mjs'),
  };
}

/**
 * react-router's production build in the production builds. Its package maps every import to `dist/development`,
 * whose one difference from `dist/production` is `ENABLE_DEV_WARNINGS = true`: route warnings in the person's console
 * and a "Hey developer" text on the router's default error page, kept by the minifier since the flag is a constant
 * of the file. Exact names only (`$`), the two entries `react-router-dom` re-exports.
 */
function reactRouterProduction() {
  const dom = require.resolve('react-router-dom', { paths: [path.join(__dirname, '..', '..', 'shared')] });
  const entry = require.resolve('react-router', { paths: [dom] });
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  return {
    'react-router$': path.join(root, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(root, 'dist', 'production', 'dom-export.mjs'),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir      absolute path of the app folder
 * @param {string} options.name     federation name (JS identifier)
 * @param {boolean} [options.host]  true for the host shell
 * @param {number} options.port     dev-server port
 * @param {Record<string,string>} [options.exposes]
 */
function createConfig({ dir, name, host = false, port, exposes = {} }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const prod = mode === 'production';
    const outputPath = env.outputPath ? path.resolve(env.outputPath) : path.join(dir, 'dist');
    const apiUrl = process.env.API_URL || 'http://localhost:8080';
    return {
      mode,
      context: dir,
      // A production remote runs inside the host only (`externalRuntime` below): its standalone entry, a page of its own,
      // is built for development only; federation adds the remote's own entry, remoteEntry.js.
      entry: host || !prod ? { main: './src/index.ts' } : {},
      // Production maps are hidden (no sourceMappingURL comment) and moved out of dist by PrecompressPlugin.
      devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The host lives at the site root; remotes are served from wherever their manifest is.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        // Entry files keep plain names: webpack 5.111 cannot resolve [contenthash] while the federation
        // runtime module computes its root dir (module-federation/core#5077). They are served no-cache
        // and index.html references them with a ?hash query; lazy chunks carry content hashes.
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        chunkLoadTimeout: 120000,
      },
      resolve: {
        ...RESOLVE,
        alias: { ...RESOLVE.alias, ...(prod ? reactRouterProduction() : {}), ...(host ? federationRuntimeEsm() : {}) },
      },
      resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules'), 'node_modules'] },
      module: { rules: moduleRules(dir) },
      optimization: { minimize: prod, minimizer: minimizers() },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify(name) }),
        // Before federation sees the request: a domain subpath becomes the shared `@patrimo/shared` singleton.
        new webpack.NormalModuleReplacementPlugin(SHARED_CORE_SUBPATH, '@patrimo/shared'),
        // A bundled part of the core (the risk questionnaire) reaches the rest of it through that singleton too.
        new webpack.NormalModuleReplacementPlugin(CORE_FROM_BUNDLED.request, (resolveData) => {
          if (CORE_FROM_BUNDLED.issuer.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = '@patrimo/shared';
        }),
        new MantineSubstitutionsPlugin(),
        new MiniCssExtractPlugin({ filename: prod ? '[name].[contenthash:8].css' : '[name].css' }),
        // Which app each file is, for the error reporter (errors tagged by the remote that threw them).
        new ModuleMetadataPlugin({ app: host ? 'host' : name.replace(/_/g, '-') }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          remotes: host ? {} : undefined,
          shared: sharedConfig(dir, host),
          // 'version-first' (the default) fetches every registered remote's entry the first time a shared
          // module is consumed, to compare versions; our singletons are pinned once for the workspace,
          // so the copy already loaded is the right one and unvisited remotes stay unloaded.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: [],
          // Remotes are registered at their remoteEntry.js (api/src/web/remotes.ts), not their manifest: the runtime
          // needs neither its snapshot (manifest) plugin nor, in a browser, its Node script loader.
          //
          // One federation runtime per page: the host's (issue 17). The host provides its runtime to the remotes
          // (`provideExternalRuntime`, from the ESM files its own runtime is built from: `federationRuntimeEsm`), and a
          // production remote's remoteEntry.js uses it instead of carrying a copy (`externalRuntime`): 26.8 -> 10.6 KB
          // gzip for mf-dashboard's, +0.9 KB for the host's main.js (measured 2026-11-28). A remote built for production
          // therefore runs inside the host only, as the product serves it; its development build (`npm run dev`, the
          // remote's own dev server) keeps its own runtime and still runs on its own.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            ...(host ? { provideExternalRuntime: true } : prod ? { externalRuntime: true } : {}),
          },
        }),
        // The host's index.html is the product's; a remote's is for its standalone runs (development builds only: a
        // production remote uses the host's federation runtime, see `externalRuntime` above).
        ...(host || !prod
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'Patrimo',
                filename: 'index.html',
                chunks: ['main'],
                scriptLoading: 'defer',
                hash: prod,
                // Deep links (/app/subscribe) must load /main.js, not a path relative to the page.
                publicPath: '/',
              }),
            ]
          : []),
        // Last, after every file is written: the maps to the error reporter when the build has its token, then
        // out of the served folder, and .br/.gz copies of the rest.
        ...(prod
          ? [...sourceMapUploadPlugins(path.basename(dir)), new PrecompressPlugin({ mapsDir: env.outputPath ? `${outputPath}-sourcemaps` : path.join(dir, 'sourcemaps') })]
          : []),
      ],
      devServer: {
        port,
        host: process.env.DEV_HOST || 'localhost',
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/ws', '/remotes.json', '/mf'], target: apiUrl, ws: true, changeOrigin: true }],
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The browser entry of the public pages (issue 17, `host/webpack.public.cjs`): what hydrates a page pre-rendered by
 * `createPrerenderConfig`, built from the same sources, with the remote whose pages it renders imported directly
 * (`alias`) instead of through federation. An ordinary build, without federation's runtime or shared singletons:
 * each library is tree-shaken to what the public pages use. Its `index.html` (with the entry's scripts and one style
 * sheet) is the template of the pre-rendered pages; any other page loads the application's own document.
 */
function createPublicConfig({ dir, entry, alias = {}, sources = {} }) {
  const outputPath = path.join(dir, 'dist', PUBLIC_FOLDER);
  return {
    mode: 'production',
    context: dir,
    // The browsers the product supports run ES2022: webpack's own runtime is written in it too (arrow functions…).
    target: ['web', 'es2022'],
    entry: { public: entry },
    devtool: 'hidden-source-map',
    output: {
      path: outputPath,
      publicPath: `/${PUBLIC_FOLDER}/`,
      uniqueName: 'host_public',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
      chunkLoadTimeout: 120000,
    },
    resolve: { ...RESOLVE, alias: { ...RESOLVE.alias, ...reactRouterProduction(), ...alias } },
    resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules'), 'node_modules'] },
    module: { rules: moduleRules(dir) },
    optimization: {
      minimizer: minimizers(),
      // One style sheet for every public page, linked in the head: a page painted from HTML is styled at once.
      splitChunks: { cacheGroups: { styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true } } },
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify('host') }),
      new MantineSubstitutionsPlugin(),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      // A chunk of mf-lobby's pages only is mf-lobby's for the error reporter, as in the application.
      new ModuleMetadataPlugin({ app: 'host', sources }),
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: 'Patrimo', filename: 'index.html', scriptLoading: 'defer' }),
      ...sourceMapUploadPlugins('host'),
      new PrecompressPlugin({ mapsDir: path.join(dir, 'public-sourcemaps') }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * The server render of the host's public pages (issue 17, `host/webpack.prerender.cjs`): one CommonJS file for
 * Node, `dist-prerender/render.cjs`, built from the same sources and loaders as the browser (one source of
 * truth), with the remotes it renders imported directly instead of through federation (`alias`).
 */
function createPrerenderConfig({ dir, entry, alias = {} }) {
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: { path: path.join(dir, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { ...RESOLVE, alias: { ...RESOLVE.alias, ...reactRouterProduction(), ...alias } },
    resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules'), 'node_modules'] },
    // A missing export is an error here: the render would otherwise fail only when run.
    module: { rules: moduleRules(dir, { server: true }), parser: { javascript: { exportsPresence: 'error' } } },
    // Read by people who debug a page's HTML, run once per build: no minification.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify('host') }),
      new webpack.NormalModuleReplacementPlugin(SHARED_CORE_SUBPATH, '@patrimo/shared'),
      new MantineSubstitutionsPlugin(),
      // Every lazy page in the one file: the render waits for them, there is nothing to fetch.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, createPrerenderConfig, createPublicConfig };
