import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultRemotesDocument, REMOTES, RemotesFileError, RemotesSource } from './remotes';

describe('the remotes document', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'patrimo-remotes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, body: unknown) => {
    const target = path.join(dir, name);
    writeFileSync(target, JSON.stringify(body));
    return target;
  };

  it('points every remote at the remoteEntry.js served beside it', () => {
    expect(defaultRemotesDocument()).toEqual(Object.fromEntries(REMOTES.map((r) => [r.name, { entry: `/mf/${r.folder}/remoteEntry.js` }])));
  });

  it('takes a REMOTES_FILE whose entries are scripts, here or on another origin', () => {
    const source = new RemotesSource(file('scripts.json', { mf_billing: { entry: 'https://cdn.example/billing/remoteEntry.js?v=3' }, mf_lobby: { entry: '/mf/mf-lobby/remoteEntry.js' } }));
    expect(source.read().origins).toEqual(['https://cdn.example']);
  });

  it('refuses a REMOTES_FILE that names a manifest: the browser runtime no longer reads them', () => {
    const source = new RemotesSource(file('manifest.json', { mf_billing: { entry: '/mf/mf-billing/mf-manifest.json' } }));
    expect(() => source.read()).toThrow(RemotesFileError);
  });
});
