const path = require('node:path');
const { createPublicConfig } = require('@patrimo/tooling');

const lobbySources = path.join(__dirname, '..', 'mf-lobby', 'src');

// The browser entry of the pages the server sends as HTML (src/public/index.tsx): mf-lobby's public routes come from
// its sources, as in the server render (webpack.prerender.cjs), so the pages hydrate without federation.
module.exports = createPublicConfig({
  dir: __dirname,
  entry: './src/public/index.tsx',
  alias: { 'mf_lobby/public-routes$': path.join(lobbySources, 'app', 'public-routes.tsx') },
  sources: { 'mf-lobby': `${lobbySources}${path.sep}` },
});
