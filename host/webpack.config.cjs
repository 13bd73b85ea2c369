const { createConfig } = require('@patrimo/tooling');

// The host has no static remotes: it reads /remotes.json at run time (ARCHITECTURE §2).
module.exports = createConfig({ dir: __dirname, name: 'host', host: true, port: 8100 });
