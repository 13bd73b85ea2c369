import { eq } from 'drizzle-orm';
import { FIRM_ADVISOR, FIRM_MANAGER } from '../../db/seed-accounts';
import { advisorMemberships, advisoryCustomers, auditLog, customerEvents, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { signInEveryRole, type RoleCast } from '../../../test/helpers/roles';
import { createTestApp, describeDb, injectAs, json, signIn, type HttpResponse, type TestApp } from '../../../test/helpers/test-app';

interface WireEvent {
  id: string;
  customer_id: string;
  kind: string;
  content: string;
  phone: string | null;
  company_name: string | null;
  contact_name: string | null;
  promo_code: string | null;
  occurred_at: string;
  advisor_id: string | null;
  advisor_name: string;
}

describeDb('interactions and notes: /customers/:id/events, /events/:id, /customers/:id/advisor_notes', () => {
  let t: TestApp;
  let cast: RoleCast;
  let colleague: string;
  const db = () => t.database.handle.db;
  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<HttpResponse> =>
    injectAs(t, token, { method, url, ...(payload !== undefined ? { payload } : {}) });
  const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3600_000).toISOString();
  const log = (token: string, event: Record<string, unknown>, customerId = cast.customerId) => as(token, 'POST', `/api/customers/${customerId}/events`, { event });

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
    const now = t.clock.now();
    const [user] = await db()
      .insert(users)
      .values({ email: 'marc.leroy@conseil.patrimo.fr', passwordHash: await hashPassword('Collegue-2026!'), firstName: 'Marc', lastName: 'Leroy', roles: ['advisor'], confirmedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    const [membership] = await db().select({ firmId: advisorMemberships.firmId }).from(advisorMemberships).where(eq(advisorMemberships.userId, cast.ids.firmAdvisor));
    await db().insert(advisorMemberships).values({ userId: user?.id as string, firmId: membership?.firmId as string, createdAt: now });
    colleague = (await signIn(t, { email: 'marc.leroy@conseil.patrimo.fr', password: 'Collegue-2026!' })).access_token;
  }, 120_000);
  afterAll(() => t.close());

  it('logs calls and notes with the advisor’s name, listed most recent first', async () => {
    const call = await log(cast.tokens.firmAdvisor, {
      kind: 'outbound_call',
      content: 'Point sur l’assurance vie.\r\nÀ rappeler en juin.',
      phone: '06 12 34 56 78',
      company_name: 'SARL Durand',
      contact_name: ' Mme Durand ',
      promo_code: '',
      occurred_at: hoursAgo(5),
    });
    expect(call.statusCode).toBe(201);
    expect(json<WireEvent>(call)).toMatchObject({
      customer_id: cast.customerId,
      kind: 'outbound_call',
      content: 'Point sur l’assurance vie.\nÀ rappeler en juin.',
      phone: '06 12 34 56 78',
      company_name: 'SARL Durand',
      contact_name: 'Mme Durand',
      promo_code: null,
      advisor_id: cast.ids.firmAdvisor,
      advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}`,
    });
    const note = await log(cast.tokens.manager, { kind: 'note', content: 'Souhaite préparer sa retraite.', occurred_at: hoursAgo(1) });
    const older = await log(cast.tokens.firmAdvisor, { kind: 'inbound_call', content: 'Appel entrant', occurred_at: hoursAgo(48) });
    expect([note.statusCode, older.statusCode]).toEqual([201, 201]);

    const list = await as(cast.tokens.firmAdvisor, 'GET', `/api/customers/${cast.customerId}/events`);
    expect(list.statusCode).toBe(200);
    const ids = json<WireEvent[]>(list).map((event) => event.id);
    // The seeded interactions are weeks old: the three logged here come first, most recent first.
    expect(ids.slice(0, 3)).toEqual([json<WireEvent>(note).id, json<WireEvent>(call).id, json<WireEvent>(older).id]);
    const occurred = json<WireEvent[]>(list).map((event) => event.occurred_at);
    expect(occurred).toEqual([...occurred].sort().reverse());
    const record = json<{ events: WireEvent[] }>(await as(cast.tokens.firmAdvisor, 'GET', `/api/customers/${cast.customerId}`));
    expect(record.events.map((event) => event.id)).toEqual(ids);
    expect(json<WireEvent>(note).advisor_name).toBe(`${FIRM_MANAGER.firstName} ${FIRM_MANAGER.lastName}`);
  });

  it('refuses an interaction in the future, a blank content and an unknown kind, storing nothing', async () => {
    const before = (await db().select({ id: customerEvents.id }).from(customerEvents)).length;
    const future = await log(cast.tokens.firmAdvisor, { kind: 'note', content: 'Plus tard', occurred_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(json(future)).toEqual({ errors: { 'event.occurred_at': ['after_today'] } });
    const bad = await log(cast.tokens.firmAdvisor, { kind: 'visit', content: '  ', occurred_at: 'hier' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual(['event.content', 'event.kind', 'event.occurred_at']);
    const invisible = await log(cast.tokens.firmAdvisor, { kind: 'note', content: '\u200b', occurred_at: hoursAgo(1) });
    expect(json(invisible)).toEqual({ errors: { 'event.content': ['blank'] } });
    expect((await db().select({ id: customerEvents.id }).from(customerEvents)).length).toBe(before);
  });

  it('logs interactions on a customer without access (the firm’s own records)', async () => {
    const [customer] = await db()
      .insert(advisoryCustomers)
      .values({ firmId: (await db().select({ firmId: advisoryCustomers.firmId }).from(advisoryCustomers).where(eq(advisoryCustomers.id, cast.customerId)))[0]?.firmId as string, advisorUserId: cast.ids.firmAdvisor, firstName: 'Sans', lastName: 'Accès', accessWithdrawnAt: t.clock.now() })
      .returning({ id: advisoryCustomers.id });
    const response = await log(cast.tokens.firmAdvisor, { kind: 'note', content: 'Relancer', occurred_at: hoursAgo(2) }, customer?.id);
    expect(response.statusCode).toBe(201);
  });

  it('lets the author, a manager or an admin edit and delete an interaction; other advisors 403, other firms 404', async () => {
    const created = json<WireEvent>(await log(cast.tokens.firmAdvisor, { kind: 'note', content: 'Première version', occurred_at: hoursAgo(3) }));
    const url = `/api/events/${created.id}`;

    const edited = await as(cast.tokens.firmAdvisor, 'PUT', url, { event: { content: 'Deuxième version', promo_code: 'BIENVENUE' } });
    expect(edited.statusCode).toBe(200);
    expect(json<WireEvent>(edited)).toMatchObject({ id: created.id, kind: 'note', content: 'Deuxième version', promo_code: 'BIENVENUE', occurred_at: created.occurred_at });

    // A colleague of the same firm: the customer is not theirs, so the event is not found.
    expect((await as(colleague, 'PUT', url, { event: { content: 'x' } })).statusCode).toBe(404);
    expect((await as(cast.tokens.foreignAdvisor, 'PUT', url, { event: { content: 'x' } })).statusCode).toBe(404);
    expect((await as(cast.tokens.foreignAdvisor, 'DELETE', url)).statusCode).toBe(404);
    expect((await as(cast.tokens.saver, 'DELETE', url)).statusCode).toBe(403);
    expect((await as(cast.tokens.firmAdvisor, 'PUT', `/api/events/00000000-0000-4000-8000-000000000000`, { event: { content: 'x' } })).statusCode).toBe(404);
    expect((await as(cast.tokens.firmAdvisor, 'PUT', url, { event: { occurred_at: new Date(t.clock.now().getTime() + 3600_000).toISOString() } })).statusCode).toBe(400);

    // The manager's own note: the advisor following the customer reaches it, but may not change it.
    const managers = json<WireEvent>(await log(cast.tokens.manager, { kind: 'note', content: 'Note du responsable', occurred_at: hoursAgo(1) }));
    const refused = await as(cast.tokens.firmAdvisor, 'PUT', `/api/events/${managers.id}`, { event: { content: 'modifiée' } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ error: 'forbidden' });
    expect((await as(cast.tokens.firmAdvisor, 'DELETE', `/api/events/${managers.id}`)).statusCode).toBe(403);
    expect((await as(cast.tokens.admin, 'PUT', `/api/events/${managers.id}`, { event: { kind: 'inbound_call' } })).statusCode).toBe(200);
    const [row] = await db().select({ content: customerEvents.content, kind: customerEvents.kind }).from(customerEvents).where(eq(customerEvents.id, managers.id));
    expect(row).toEqual({ content: 'Note du responsable', kind: 'inbound_call' });

    expect((await as(cast.tokens.manager, 'DELETE', url)).statusCode).toBe(200);
    expect(await db().select().from(customerEvents).where(eq(customerEvents.id, created.id))).toEqual([]);
    expect((await as(cast.tokens.firmAdvisor, 'DELETE', url)).statusCode).toBe(404);
  });

  it('reads and writes the advisor’s notes, audited, out of reach of other firms', async () => {
    const url = `/api/customers/${cast.customerId}/advisor_notes`;
    expect(json(await as(cast.tokens.firmAdvisor, 'GET', url))).toEqual({ advisor_notes: '' });
    const put = await as(cast.tokens.firmAdvisor, 'PUT', url, { advisor_notes: '  Objectif : retraite à 62 ans.\r\nProfil prudent.  ' });
    expect(put.statusCode).toBe(200);
    expect(json(put)).toEqual({ advisor_notes: 'Objectif : retraite à 62 ans.\nProfil prudent.' });
    expect(json(await as(cast.tokens.manager, 'GET', url))).toEqual({ advisor_notes: 'Objectif : retraite à 62 ans.\nProfil prudent.' });
    const tooLong = await as(cast.tokens.firmAdvisor, 'PUT', url, { advisor_notes: 'x'.repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toEqual({ errors: { advisor_notes: ['too_long'] } });
    expect((await as(cast.tokens.foreignAdvisor, 'PUT', url, { advisor_notes: 'piraté' })).statusCode).toBe(403);
    const [row] = await db().select({ notes: advisoryCustomers.advisorNotes }).from(advisoryCustomers).where(eq(advisoryCustomers.id, cast.customerId));
    expect(row?.notes).toBe('Objectif : retraite à 62 ans.\nProfil prudent.');
    const audited = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.customerId, cast.customerId));
    expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['GET /api/customers/:customerId/advisor_notes', 'PUT /api/customers/:customerId/advisor_notes']));
  });
});
