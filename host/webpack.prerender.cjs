const path = require('node:path');
const { createPrerenderConfig } = require('@patrimo/tooling');

// The server render of the public pages (src/prerender/render.tsx): mf-lobby's routes come from its sources,
// compiled by the same loaders as its browser build, not through federation.
module.exports = createPrerenderConfig({
  dir: __dirname,
  entry: './src/prerender/render.tsx',
  alias: {
    'mf_lobby/routes$': path.join(__dirname, '..', 'mf-lobby', 'src', 'app', 'routes.tsx'),
    'mf_lobby/public-contract-card$': path.join(__dirname, '..', 'mf-lobby', 'src', 'features', 'public-contract', 'server-render.ts'),
  },
});
