import { LiveRegistry, type LiveSocket } from './registry';

const ACCOUNT = '7d6f1c1e-7a43-4c3a-9a44-5b7f0d5b1a01';

function fakeSocket(readyState = 1): LiveSocket & { sent: string[]; closedWith: [number | undefined, string | undefined] | undefined } {
  const socket = {
    readyState,
    sent: [] as string[],
    closedWith: undefined as [number | undefined, string | undefined] | undefined,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code?: number, reason?: string) {
      socket.closedWith = [code, reason];
    },
  };
  return socket;
}

describe('LiveRegistry', () => {
  it('delivers an event to every open connection of a user, and only theirs', () => {
    const registry = new LiveRegistry();
    const phone = fakeSocket();
    const laptop = fakeSocket();
    const someoneElse = fakeSocket();
    registry.add('u1', phone);
    registry.add('u1', laptop);
    registry.add('u2', someoneElse);
    expect(registry.sendToUser('u1', { type: 'account_fetched', accountId: ACCOUNT })).toBe(2);
    expect(phone.sent).toEqual([`{"type":"account_fetched","accountId":"${ACCOUNT}"}`]);
    expect(laptop.sent).toEqual([`{"type":"account_fetched","accountId":"${ACCOUNT}"}`]);
    expect(someoneElse.sent).toEqual([]);
  });

  it('skips connections that are not open and forgets removed ones', () => {
    const registry = new LiveRegistry();
    const closing = fakeSocket(2);
    const open = fakeSocket();
    registry.add('u1', closing);
    registry.add('u1', open);
    expect(registry.sendToUser('u1', { type: 'pong' })).toBe(1);
    registry.remove('u1', open);
    registry.remove('u1', closing);
    expect(registry.count('u1')).toBe(0);
    expect(registry.sendToUser('u1', { type: 'pong' })).toBe(0);
  });

  it('closes a user’s connections, or all of them on shutdown', () => {
    const registry = new LiveRegistry();
    const a = fakeSocket();
    const b = fakeSocket();
    registry.add('u1', a);
    registry.add('u2', b);
    registry.closeUser('u1');
    expect(a.closedWith).toEqual([1000, 'signed_out']);
    expect(registry.count('u1')).toBe(0);
    registry.closeAll();
    expect(b.closedWith).toEqual([1001, 'server_shutdown']);
    expect(registry.count('u2')).toBe(0);
  });
});
