// The plugin is CommonJS, loaded by webpack configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appOfChunk, metadataSnippet } = require('./module-metadata-plugin.cjs') as {
  appOfChunk: (modules: Iterable<{ resource?: string; rootModule?: { resource?: string } }>, app: string, sources: Record<string, string>) => string;
  metadataSnippet: (app: string) => string;
};

describe('the app each emitted file is tagged with, for the error reporter', () => {
  const sources = { 'mf-lobby': '/repo/mf-lobby/src/' };
  const lobby = (file: string) => ({ resource: `/repo/mf-lobby/src/${file}` });
  const host = (file: string) => ({ resource: `/repo/host/src/${file}` });
  const pkg = (name: string) => ({ resource: `/repo/node_modules/.pnpm/${name}/index.js` });

  it('gives a chunk of another app’s sources only (its packages aside) to that app', () => {
    expect(appOfChunk([lobby('features/landing/LandingPage.tsx'), pkg('@mantine/core'), lobby('components/Icon.tsx')], 'host', sources)).toBe('mf-lobby');
    // A module concatenated by webpack is known by its root module.
    expect(appOfChunk([{ rootModule: lobby('features/legal/CguPage.tsx') }], 'host', sources)).toBe('mf-lobby');
  });

  it('keeps the build’s own app for a chunk that mixes both, holds only packages, or is empty', () => {
    expect(appOfChunk([lobby('app/public-routes.tsx'), host('public/index.tsx')], 'host', sources)).toBe('host');
    expect(appOfChunk([pkg('react-dom')], 'host', sources)).toBe('host');
    expect(appOfChunk([], 'host', sources)).toBe('host');
    // A folder is matched as a folder, not as a prefix of another one.
    expect(appOfChunk([{ resource: '/repo/mf-lobby/src-old/x.ts' }], 'host', sources)).toBe('host');
  });

  it('registers the app in the page’s module metadata, keyed by the file’s own stack', () => {
    const metadata: Record<string, unknown> = {};
    new Function('globalThis', metadataSnippet('mf-lobby'))({ Error, _sentryModuleMetadata: metadata });
    expect(Object.values(metadata)).toEqual([{ remote: 'mf-lobby' }]);
  });
});
