import { notifications } from '../../db/schema';
import { openLiveClient } from '../../live/socket-client.test-helper';
import { notify, NOTIFICATIONS_PAGE_SIZE } from '../../notifications/notifications';
import { createTestApp, describeDb, injectAs, json, signInCast, type TestApp } from '../../../test/helpers/test-app';

interface WireNotification {
  id: string;
  event: string;
  kind: string;
  payload: { notification_id: string; account_id: string | null; text: string | null };
  read: boolean;
  created_at: string;
}

interface WirePage {
  notifications: WireNotification[];
  meta: { page: number; total_pages: number; unread_nb: number };
}

const ACCOUNT = '3f0c2a7e-5b1d-4c7a-9e2f-1a2b3c4d5e6f';

describeDb('notifications: GET /api/users/me/notifications, PUT …/{id}, PUT …/all, live delivery', () => {
  let t: TestApp;
  let saver = '';
  let other = '';
  let advisor = '';
  let saverId = '';
  let otherId = '';

  const db = () => t.database.handle.db;
  const page = (token: string, query = '') => injectAs(t, token, { method: 'GET', url: `/api/users/me/notifications${query}` });
  const mark = (token: string, id: string, payload: unknown = { read: true }) => injectAs(t, token, { method: 'PUT', url: `/api/users/me/notifications/${id}`, payload });
  const markAll = (token: string) => injectAs(t, token, { method: 'PUT', url: '/api/users/me/notifications/all' });

  beforeAll(async () => {
    t = await createTestApp();
    ({ saver, other, advisor, saverId, otherId } = await signInCast(t));
  });
  afterAll(() => t.close());

  it('answers an empty first page before anything happened', async () => {
    const response = await page(saver);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ notifications: [], meta: { page: 1, total_pages: 0, unread_nb: 0 } });
  });

  it('pages newest first, 20 a page, with the total and the unread count; past the end is empty', async () => {
    const start = t.clock.now().getTime();
    // 45 notices a minute apart: the newest is the 45th.
    await db()
      .insert(notifications)
      .values(Array.from({ length: 45 }, (_, index) => ({ userId: saverId, event: 'account_fetched', accountId: ACCOUNT, text: `Banque ${index + 1}`, createdAt: new Date(start - (45 - index) * 60_000) })));
    await db().insert(notifications).values({ userId: otherId, event: 'account_deleted', accountId: null, text: 'Ailleurs', createdAt: new Date(start) });

    const first = json<WirePage>(await page(saver));
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(20);
    expect(first.meta).toEqual({ page: 1, total_pages: 3, unread_nb: 45 });
    expect(first.notifications.map((n) => n.payload.text)).toEqual(Array.from({ length: 20 }, (_, index) => `Banque ${45 - index}`));
    expect(first.notifications[0]).toMatchObject({ event: 'account_fetched', kind: 'system', read: false, payload: { account_id: ACCOUNT } });
    expect(first.notifications[0]?.payload.notification_id).toBe(first.notifications[0]?.id);

    const third = json<WirePage>(await page(saver, '?page=3'));
    expect(third.meta).toEqual({ page: 3, total_pages: 3, unread_nb: 45 });
    expect(third.notifications.map((n) => n.payload.text)).toEqual(['Banque 5', 'Banque 4', 'Banque 3', 'Banque 2', 'Banque 1']);
    const beyond = json<WirePage>(await page(saver, '?page=4'));
    expect(beyond).toEqual({ notifications: [], meta: { page: 4, total_pages: 3, unread_nb: 45 } });
    // Pages never overlap and together hold every notice once.
    const second = json<WirePage>(await page(saver, '?page=2'));
    const ids = [...first.notifications, ...second.notifications, ...third.notifications].map((n) => n.id);
    expect(new Set(ids).size).toBe(45);

    const others = json<WirePage>(await page(other));
    expect(others.notifications.map((n) => n.payload.text)).toEqual(['Ailleurs']);
  });

  it.each([['?page=0'], ['?page=-1'], ['?page=abc'], ['?page=1.5']])('answers a bad page (%s) with 400', async (query) => {
    const response = await page(saver, query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(response).errors)).toEqual(['page']);
  });

  it('marks one read, answering it, and counts one unread fewer; marking again changes nothing', async () => {
    const [newest] = json<WirePage>(await page(saver)).notifications;
    const id = newest?.id ?? '';
    const response = await mark(saver, id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ...newest, read: true });
    expect(json<WirePage>(await page(saver)).meta.unread_nb).toBe(44);
    expect(json<WirePage>(await page(saver)).notifications[0]?.read).toBe(true);
    expect((await mark(saver, id)).statusCode).toBe(200);
    expect(json<WirePage>(await page(saver)).meta.unread_nb).toBe(44);
  });

  it("answers 404 for another user's notification, and leaves it unread", async () => {
    const [theirs] = json<WirePage>(await page(other)).notifications;
    const response = await mark(saver, theirs?.id ?? '');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'not_found' });
    expect(json<WirePage>(await page(other)).meta.unread_nb).toBe(1);
    expect((await mark(saver, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers bad input with 400', async () => {
    const [newest] = json<WirePage>(await page(saver)).notifications;
    expect((await mark(saver, 'not-a-uuid')).statusCode).toBe(400);
    expect((await mark(saver, newest?.id ?? '', { read: false })).statusCode).toBe(400);
    expect((await mark(saver, newest?.id ?? '', {})).statusCode).toBe(400);
    expect((await mark(saver, newest?.id ?? '', 'read')).statusCode).toBe(400);
  });

  it('marks every notification read: unread_nb 0, for the caller only', async () => {
    const response = await markAll(saver);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ unread_nb: 0 });
    const after = json<WirePage>(await page(saver, '?page=3'));
    expect(after.meta.unread_nb).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect(json<WirePage>(await page(other)).meta.unread_nb).toBe(1);
    expect(json(await markAll(saver))).toEqual({ unread_nb: 0 });
  });

  it('refuses anonymous callers (401) and advisors (403)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/me/notifications' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/users/me/notifications/all' })).statusCode).toBe(401);
    expect((await page(advisor)).statusCode).toBe(403);
    expect((await markAll(advisor)).statusCode).toBe(403);
  });

  it("pushes a new notification live to the saver's sockets with the unread count, and not to anyone else's", async () => {
    const mine = await openLiveClient(t, saver);
    const theirs = await openLiveClient(t, other);
    try {
      const created = await notify(db(), t.app.deps.bus, { userId: saverId, event: 'account_sync_failed', accountId: ACCOUNT, text: 'BNP Paribas', now: t.clock.now() });
      expect(await mine.next()).toEqual({
        type: 'notification',
        notification: { id: created.id, event: 'account_sync_failed', kind: 'system', payload: { notificationId: created.id, accountId: ACCOUNT, text: 'BNP Paribas' }, read: false, createdAt: created.createdAt },
        unreadNb: 1,
      });
      await theirs.expectNothingPending();
      expect(json<WirePage>(await page(saver)).notifications[0]).toMatchObject({ id: created.id, event: 'account_sync_failed', read: false });
    } finally {
      await mine.close();
      await theirs.close();
    }
  });
});
