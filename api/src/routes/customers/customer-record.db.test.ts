import { eq, sql } from 'drizzle-orm';
import { DEMO_INVITATION, DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { advisorMemberships, advisoryCustomers, auditLog, customerEvents, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { signInEveryRole, type RoleCast } from '../../../test/helpers/roles';
import { createTestApp, describeDb, injectAs, json, signIn, type HttpResponse, type TestApp } from '../../../test/helpers/test-app';

interface WireCustomer {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  civil_title: string | null;
  client_id: string | null;
  birth_date: string | null;
  birthplace: string | null;
  children: number | null;
  access: string;
  advisor_id: string | null;
  advisor_name: string | null;
  advisor_notes: string;
  events: { id: string }[];
  invitations: { id: string; state: string; advisor_id: string | null; advisor_name: string | null; token: string; customer_id: string }[];
}

describeDb('the customer record: GET, POST and PUT /customers', () => {
  let t: TestApp;
  let cast: RoleCast;
  /** A second advisor of the seeded firm. */
  let colleague: { id: string; token: string };
  const db = () => t.database.handle.db;
  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<HttpResponse> =>
    injectAs(t, token, { method, url, ...(payload !== undefined ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
    const now = t.clock.now();
    const [user] = await db()
      .insert(users)
      .values({ email: 'claire.petit@conseil.patrimo.fr', passwordHash: await hashPassword('Collegue-2026!'), firstName: 'Claire', lastName: 'Petit', roles: ['advisor'], confirmedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error('no colleague');
    const [membership] = await db().select({ firmId: advisorMemberships.firmId }).from(advisorMemberships).where(eq(advisorMemberships.userId, cast.ids.firmAdvisor));
    await db().insert(advisorMemberships).values({ userId: user.id, firmId: membership?.firmId as string, createdAt: now });
    colleague = { id: user.id, token: (await signIn(t, { email: 'claire.petit@conseil.patrimo.fr', password: 'Collegue-2026!' })).access_token };
  }, 120_000);
  afterAll(() => t.close());

  it('reads the seeded customer with access granted, their advisor and an audit row', async () => {
    const before = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.customerId, cast.customerId));
    const response = await as(cast.tokens.firmAdvisor, 'GET', `/api/customers/${cast.customerId}`);
    expect(response.statusCode).toBe(200);
    const customer = json<WireCustomer>(response);
    expect(customer).toMatchObject({
      id: cast.customerId,
      user_id: cast.ids.saver,
      first_name: SECOND_SAVER.firstName,
      last_name: SECOND_SAVER.lastName,
      access: 'granted',
      advisor_id: cast.ids.firmAdvisor,
      advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}`,
    });
    // The seeded interactions, counted apart.
    const logged = await db().select({ id: customerEvents.id }).from(customerEvents).where(eq(customerEvents.customerId, cast.customerId));
    expect(customer.events.map((e) => e.id).sort()).toEqual(logged.map((e) => e.id).sort());
    const after = await db().select({ action: auditLog.action, actor: auditLog.actorUserId, subject: auditLog.subjectUserId }).from(auditLog).where(eq(auditLog.customerId, cast.customerId));
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({ action: 'GET /api/customers/:customerId', actor: cast.ids.firmAdvisor, subject: cast.ids.saver });
  });

  it('reads an invited customer (no account) with their invitation and the inviting advisor', async () => {
    const [record] = await db().select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(sql`lower(${advisoryCustomers.email}) = ${DEMO_INVITATION.email}`);
    const response = await as(cast.tokens.manager, 'GET', `/api/customers/${record?.id}`);
    expect(response.statusCode).toBe(200);
    const customer = json<WireCustomer>(response);
    expect(customer.access).toBe('invited');
    expect(customer.user_id).toBeNull();
    expect(customer.invitations).toEqual([
      expect.objectContaining({ state: 'sent', token: DEMO_INVITATION.token, customer_id: record?.id, advisor_id: cast.ids.firmAdvisor, advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}` }),
    ]);
  });

  it('adds a customer by hand (the address lower-cased), followed by the advisor who adds them, with 201 and the record', async () => {
    const response = await as(cast.tokens.firmAdvisor, 'POST', '/api/customers', {
      customer: { civil_title: 'mrs', first_name: '  Anne ', last_name: 'Roux', email: 'Anne.Roux@example.fr', client_id: '', birth_date: '1970-04-02', birthplace: 'Nantes', marital_status: 1, children: 2 },
    });
    expect(response.statusCode).toBe(201);
    const customer = json<WireCustomer>(response);
    expect(customer).toMatchObject({ first_name: 'Anne', last_name: 'Roux', email: 'anne.roux@example.fr', client_id: null, birth_date: '1970-04-02', children: 2, access: 'none', advisor_id: cast.ids.firmAdvisor, user_id: null });
    const [row] = await db().select().from(advisoryCustomers).where(eq(advisoryCustomers.id, customer.id));
    expect(row).toMatchObject({ advisorUserId: cast.ids.firmAdvisor, firstName: 'Anne', accessGrantedAt: null });
  });

  it('refuses an address already a customer of the firm, whatever its case, 409 already_customer', async () => {
    const response = await as(cast.tokens.manager, 'POST', '/api/customers', { customer: { first_name: 'Paul', last_name: 'Durand', email: SECOND_SAVER.email.toUpperCase() } });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ error: 'already_customer' });
  });

  it('lets the unique index decide between two additions of one address at the same moment', async () => {
    const body = { customer: { first_name: 'Jeanne', last_name: 'Simon', email: 'jeanne.simon@example.fr' } };
    const answers = await Promise.all([as(cast.tokens.firmAdvisor, 'POST', '/api/customers', body), as(cast.tokens.manager, 'POST', '/api/customers', body), as(cast.tokens.admin, 'POST', '/api/customers', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await db().select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(sql`lower(${advisoryCustomers.email}) = 'jeanne.simon@example.fr'`);
    expect(rows).toHaveLength(1);
  });

  it('lets a manager name the following advisor, only an advisor of the firm', async () => {
    const handed = await as(cast.tokens.manager, 'POST', '/api/customers', { customer: { first_name: 'Marc', last_name: 'Blanc', advisor_id: colleague.id } });
    expect(handed.statusCode).toBe(201);
    expect(json<WireCustomer>(handed)).toMatchObject({ advisor_id: colleague.id, advisor_name: 'Claire Petit', email: null });

    for (const advisorId of [cast.ids.saver, cast.ids.foreignAdvisor, '00000000-0000-4000-8000-000000000000']) {
      const refused = await as(cast.tokens.manager, 'POST', '/api/customers', { customer: { first_name: 'Marc', last_name: 'Noir', advisor_id: advisorId } });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toEqual({ errors: { 'customer.advisor_id': ['invalid'] } });
    }
    const count = await db().select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(eq(advisoryCustomers.lastName, 'Noir'));
    expect(count).toHaveLength(0);
  });

  it('refuses an advisor naming someone else 403, and bad input 400 with field codes', async () => {
    const other = await as(cast.tokens.firmAdvisor, 'POST', '/api/customers', { customer: { first_name: 'Léa', last_name: 'Gris', advisor_id: colleague.id } });
    expect(other.statusCode).toBe(403);
    expect(json(other)).toEqual({ error: 'forbidden' });
    const self = await as(cast.tokens.firmAdvisor, 'POST', '/api/customers', { customer: { first_name: 'Léa', last_name: 'Gris', advisor_id: cast.ids.firmAdvisor } });
    expect(self.statusCode).toBe(201);

    const bad = await as(cast.tokens.firmAdvisor, 'POST', '/api/customers', { customer: { first_name: ' ', last_name: '\u200b', email: 'pas-une-adresse', children: -1, birth_date: '2999-01-01' } });
    expect(bad.statusCode).toBe(400);
    const { errors } = json<{ errors: Record<string, string[]> }>(bad);
    expect(Object.keys(errors).sort()).toEqual(['customer.birth_date', 'customer.children', 'customer.email', 'customer.first_name']);
    // A name made only of invisible characters is blank once cleaned.
    const invisible = await as(cast.tokens.firmAdvisor, 'POST', '/api/customers', { customer: { first_name: 'Léa', last_name: '\u200b' } });
    expect(invisible.statusCode).toBe(400);
    expect(json(invisible)).toEqual({ errors: { 'customer.last_name': ['blank'] } });
  });

  it('updates part of a record; only a manager or an admin hands the customer to another advisor', async () => {
    const created = json<WireCustomer>(await as(cast.tokens.firmAdvisor, 'POST', '/api/customers', { customer: { first_name: 'Hugo', last_name: 'Vert', email: 'hugo.vert@example.fr' } }));
    const url = `/api/customers/${created.id}`;
    const edited = await as(cast.tokens.firmAdvisor, 'PUT', url, { customer: { birthplace: 'Lyon', children: 0 } });
    expect(edited.statusCode).toBe(200);
    expect(json<WireCustomer>(edited)).toMatchObject({ first_name: 'Hugo', email: 'hugo.vert@example.fr', birthplace: 'Lyon', children: 0 });

    expect((await as(cast.tokens.firmAdvisor, 'PUT', url, { customer: { advisor_id: colleague.id } })).statusCode).toBe(403);
    // Naming the advisor who already follows is no reassignment.
    expect((await as(cast.tokens.firmAdvisor, 'PUT', url, { customer: { advisor_id: cast.ids.firmAdvisor } })).statusCode).toBe(200);
    const taken = await as(cast.tokens.firmAdvisor, 'PUT', url, { customer: { email: 'ANNE.ROUX@example.fr' } });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({ error: 'already_customer' });
    expect((await as(cast.tokens.manager, 'PUT', url, { customer: { advisor_id: cast.ids.saver } })).statusCode).toBe(400);

    const handed = await as(cast.tokens.manager, 'PUT', url, { customer: { advisor_id: colleague.id } });
    expect(json<WireCustomer>(handed)).toMatchObject({ advisor_id: colleague.id, advisor_name: 'Claire Petit', birthplace: 'Lyon' });
    // The former advisor no longer reaches the customer; the new one does.
    expect((await as(cast.tokens.firmAdvisor, 'GET', url)).statusCode).toBe(403);
    expect((await as(colleague.token, 'GET', url)).statusCode).toBe(200);
    const unassigned = await as(cast.tokens.admin, 'PUT', url, { customer: { advisor_id: null } });
    expect(json<WireCustomer>(unassigned)).toMatchObject({ advisor_id: null, advisor_name: null });
  });

  it('keeps customers of the firm out of reach of another firm and of savers', async () => {
    const url = `/api/customers/${cast.customerId}`;
    expect((await as(cast.tokens.foreignAdvisor, 'GET', url)).statusCode).toBe(403);
    expect((await as(cast.tokens.foreignAdvisor, 'PUT', url, { customer: { first_name: 'X' } })).statusCode).toBe(403);
    expect((await as(cast.tokens.saver, 'GET', url)).statusCode).toBe(403);
    const saverToken = (await signIn(t, DEMO_SAVER)).access_token;
    expect((await as(saverToken, 'POST', '/api/customers', { customer: { first_name: 'A', last_name: 'B' } })).statusCode).toBe(403);
    const [row] = await db().select({ firstName: advisoryCustomers.firstName }).from(advisoryCustomers).where(eq(advisoryCustomers.id, cast.customerId));
    expect(row?.firstName).toBe(SECOND_SAVER.firstName);
  });
});

interface WireFirm {
  id: string;
  name: string;
  advisors: { id: string; first_name: string; roles: string[]; customers_count: number }[];
}

describeDb('the firm: GET and PUT /firm', () => {
  let t: TestApp;
  let cast: RoleCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
  }, 120_000);
  afterAll(() => t.close());

  it('lists the firm’s advisors with their roles and how many customers each follows, counted apart', async () => {
    const response = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: '/api/firm' });
    expect(response.statusCode).toBe(200);
    const firm = json<WireFirm>(response);
    const db = t.database.handle.db;
    const counted = await db
      .select({ advisor: advisoryCustomers.advisorUserId, n: sql<number>`count(*)::int` })
      .from(advisoryCustomers)
      .where(eq(advisoryCustomers.firmId, firm.id))
      .groupBy(advisoryCustomers.advisorUserId);
    // The seeded three and the colleague the cast adds.
    const roleOf = new Map([
      [cast.ids.admin, 'admin'],
      [cast.ids.manager, 'manager'],
      [cast.ids.firmAdvisor, 'advisor'],
      [cast.others.colleagues.colleagueId, 'advisor'],
    ]);
    expect(firm.advisors.map((a) => a.id).sort()).toEqual([...roleOf.keys()].sort());
    expect(firm.advisors.map((a) => a.first_name)).toEqual(expect.arrayContaining([FIRM_ADMIN.firstName, FIRM_ADVISOR.firstName, FIRM_MANAGER.firstName]));
    for (const advisor of firm.advisors) {
      expect(advisor.customers_count).toBe(counted.find((row) => row.advisor === advisor.id)?.n ?? 0);
      expect(advisor.roles).toEqual([roleOf.get(advisor.id)]);
    }
    expect(firm.advisors.find((a) => a.id === cast.ids.firmAdvisor)?.customers_count).toBeGreaterThan(0);
    // Another firm's advisor sees their own firm only.
    const foreign = json<WireFirm>(await injectAs(t, cast.tokens.foreignAdvisor, { method: 'GET', url: '/api/firm' }));
    expect(foreign.name).toBe('Autre Cabinet');
    expect(foreign.advisors.map((a) => a.id).sort()).toEqual([cast.ids.foreignAdvisor, cast.ids.foreignManager].sort());
  });

  it('lets an admin rename the firm, nobody else, and refuses a blank name', async () => {
    const put = (token: string, name: string) => injectAs(t, token, { method: 'PUT', url: '/api/firm', payload: { firm: { name } } });
    expect((await put(cast.tokens.manager, 'Nouveau nom')).statusCode).toBe(403);
    expect((await put(cast.tokens.firmAdvisor, 'Nouveau nom')).statusCode).toBe(403);
    const blank = await put(cast.tokens.admin, '\u200b ');
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toEqual({ errors: { 'firm.name': ['blank'] } });
    const renamed = await put(cast.tokens.admin, '  Cabinet   Durable ');
    expect(renamed.statusCode).toBe(200);
    expect(json<WireFirm>(renamed).name).toBe('Cabinet Durable');
    const [row] = await t.database.handle.db.execute(sql`select name from advisory_firms where id = (select firm_id from advisor_memberships where user_id = ${cast.ids.admin})`).then((r) => (r as unknown as { rows: { name: string }[] }).rows);
    expect(row?.name).toBe('Cabinet Durable');
  });
});
