import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteLoader, isRemoteLoadError, type FederationRuntime } from './remote-loader';

/** A real HTTP server for `/remotes.json`; `answer` decides each response, `hang` never answers. */
let server: Server;
let base: string;
let requests = 0;
let answer: () => { status: number; body: unknown } | 'hang' = () => ({ status: 200, body: {} });

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    const reply = answer();
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = 0;
});

/** A federation runtime that records what the loader asks of it and serves the modules given. */
function recordingRuntime(modules: Record<string, unknown | (() => Promise<unknown>)>) {
  const registrations: Array<{ names: string[]; entries: string[]; force: boolean }> = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      registrations.push({ names: remotes.map((r) => r.name), entries: remotes.map((r) => r.entry), force: options?.force === true });
    },
    async loadRemote<T>(id: string) {
      const module = modules[id];
      return (typeof module === 'function' ? await (module as () => Promise<unknown>)() : module) as T;
    },
  };
  return { runtime, registrations };
}

const FILE = { mf_billing: { entry: '/mf/mf-billing/remoteEntry.js' }, mf_dashboard: { entry: '/mf/mf-dashboard/remoteEntry.js' } };

describe('createRemoteLoader', () => {
  it('reads the remotes file once, registers each remote at its entry on first use, and returns its exposed module', async () => {
    answer = () => ({ status: 200, body: FILE });
    const { runtime, registrations } = recordingRuntime({ 'mf_billing/routes': { mounts: { pay: [] } }, 'mf_dashboard/SaverApp': { SaverApp: 'app' } });
    const loader = createRemoteLoader(runtime, { url: `${base}/remotes.json` });

    await expect(loader.load('mf_billing', 'routes')).resolves.toEqual({ mounts: { pay: [] } });
    await expect(loader.load('mf_dashboard', 'SaverApp')).resolves.toEqual({ SaverApp: 'app' });
    await loader.load('mf_billing', 'routes');

    expect(requests).toBe(1);
    expect(registrations).toEqual([
      { names: ['mf_billing'], entries: ['/mf/mf-billing/remoteEntry.js'], force: false },
      { names: ['mf_dashboard'], entries: ['/mf/mf-dashboard/remoteEntry.js'], force: false },
    ]);
  });

  it('on retry reads the file again and registers the remote anew with force, at an address of its own, so a moved remote is found', async () => {
    let entry = '/mf/mf-billing/remoteEntry.js';
    answer = () => ({ status: 200, body: { mf_billing: { entry } } });
    const { runtime, registrations } = recordingRuntime({ 'mf_billing/routes': { mounts: {} } });
    const loader = createRemoteLoader(runtime, { url: `${base}/remotes.json` });

    await loader.load('mf_billing', 'routes');
    entry = 'http://cdn.example/mf-billing/remoteEntry.js?v=2';
    await loader.load('mf_billing', 'routes', { retry: true });
    await loader.load('mf_billing', 'routes', { retry: true });
    // Not a retry: the registration stands.
    await loader.load('mf_billing', 'routes');

    expect(requests).toBe(3);
    expect(registrations.slice(1)).toEqual([
      { names: ['mf_billing'], entries: ['http://cdn.example/mf-billing/remoteEntry.js?v=2&retry=1'], force: true },
      { names: ['mf_billing'], entries: ['http://cdn.example/mf-billing/remoteEntry.js?v=2&retry=2'], force: true },
    ]);
  });

  it('rejects with a RemoteLoadError when the remotes file answers an error, and reads it again next time', async () => {
    answer = () => ({ status: 503, body: { error: 'down' } });
    const { runtime } = recordingRuntime({ 'mf_billing/routes': { mounts: {} } });
    const loader = createRemoteLoader(runtime, { url: `${base}/remotes.json` });

    const failure = await loader.load('mf_billing', 'routes').catch((error: unknown) => error);
    expect(isRemoteLoadError(failure) && failure.code).toBe('remotes-file');

    answer = () => ({ status: 200, body: FILE });
    await expect(loader.load('mf_billing', 'routes')).resolves.toEqual({ mounts: {} });
    expect(requests).toBe(2);
  });

  it('rejects a remotes file that is not a map of entries, and a remote it does not declare', async () => {
    answer = () => ({ status: 200, body: { mf_billing: { entry: 42 } } });
    const { runtime } = recordingRuntime({});
    const loader = createRemoteLoader(runtime, { url: `${base}/remotes.json` });
    await expect(loader.load('mf_billing', 'routes')).rejects.toMatchObject({ name: 'RemoteLoadError', code: 'remotes-file' });

    answer = () => ({ status: 200, body: FILE });
    await expect(loader.load('mf_advisory', 'routes')).rejects.toMatchObject({ name: 'RemoteLoadError', remote: 'mf_advisory', code: 'not-declared' });
  });

  it('gives up on a remotes file that never answers after the timeout', async () => {
    answer = () => 'hang';
    const { runtime } = recordingRuntime({});
    const loader = createRemoteLoader(runtime, { url: `${base}/remotes.json`, timeoutMs: 150 });
    const started = Date.now();
    await expect(loader.load('mf_billing', 'routes')).rejects.toMatchObject({ code: 'remotes-file' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a remote module that never arrives after the timeout, and reports a module that fails or is empty', async () => {
    answer = () => ({ status: 200, body: FILE });
    const { runtime } = recordingRuntime({
      'mf_billing/routes': () => new Promise(() => undefined),
      'mf_dashboard/SaverApp': () => Promise.reject(new Error('RUNTIME-008')),
      'mf_dashboard/routes': null,
    });
    // Long enough for a busy machine to serve the file, far shorter than the default 120 s.
    const loader = createRemoteLoader(runtime, { url: `${base}/remotes.json`, timeoutMs: 1500 });

    await expect(loader.load('mf_billing', 'routes')).rejects.toMatchObject({ remote: 'mf_billing', expose: 'routes', code: 'timeout' });
    const failed = await loader.load('mf_dashboard', 'SaverApp').catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'load', cause: new Error('RUNTIME-008') });
    await expect(loader.load('mf_dashboard', 'routes')).rejects.toMatchObject({ code: 'empty' });
  });
});
