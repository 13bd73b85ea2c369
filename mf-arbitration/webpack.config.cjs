const { createConfig } = require('@patrimo/tooling');
const { REMOTES } = require('@patrimo/tooling/remotes');

const self = REMOTES.find((remote) => remote.dir === 'mf-arbitration');

module.exports = createConfig({
  dir: __dirname,
  name: self.name,
  port: self.port,
  exposes: { './routes': './src/app/routes.tsx' },
});
