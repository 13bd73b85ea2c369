import { z } from 'zod';
import { Access, defineCall, pathParamNames } from './define-call';
import { EXAMPLE_RESPONSES } from './examples';
import { allCalls, calls, type CallId } from './index';
import { fromWire, toCamelKey, toSnakeKey, toWire } from '../wire/case';

/** Spec §7, every method and path, with `{param}` written as `:param` and `…` spelled out. */
const SPEC_CALLS = [
  'POST /oauth/token',
  'POST /oauth/revoke',
  'POST /users',
  'PUT /users/:userId/profile',
  'POST /users/me/password',
  'POST /users/password/reset_password',
  'PUT /users/password',
  'GET /users/me',
  'GET /users/me/profile',
  'GET /users/me/connection',
  'POST /users/me/connection',
  'POST /users/confirmations',
  'GET /users/confirmations/new',
  'DELETE /users/me',
  'DELETE /users/:token',
  'GET /users/:token/deletion_validity',
  'GET /plans',
  'POST /coupons/verify',
  'POST /users/me/subscriptions',
  'GET /users/me/payment_sources',
  'POST /users/me/payment_sources',
  'GET /users/me/invoices',
  'GET /invitations/:token',
  'POST /invitations/:token/mark_as_read',
  'POST /invitations',
  'POST /invitations/:id/send',
  'POST /invitations/:id/cancel',
  'GET /users/:userId/invitations',
  'GET /users/me/notifications',
  'PUT /users/me/notifications/:id',
  'PUT /users/me/notifications/all',
  'GET /websocket/token',
  'GET /users/:userId/portfolios',
  'GET /users/:userId/loans',
  'GET /users/:userId/portfolios/:id',
  'GET /users/:userId/portfolios/:id/series/cash_values',
  'GET /users/:userId/portfolios/:id/analyses/:type',
  'GET /users/:userId/accounts/:accountId/portfolios',
  'GET /users/:userId/portfolios/series/cash_values',
  'POST /users/:userId/portfolios/:id/optimize',
  'GET /risk_survey',
  'GET /portfolios/targets',
  'GET /users/:userId/portfolios/composition',
  'POST /users/:userId/portfolios/aggregate',
  'GET /users/:userId/portfolios/:id/transactions',
  'GET /transactions/categories',
  'GET /users/:userId/portfolios/:id/series/transactions_movements',
  'PUT /portfolios/:id',
  'PUT /portfolios/:id/portfolio_infos',
  'GET /contracts',
  'GET /contracts/:id',
  'POST /banks/:bankId/contracts',
  'PUT /contracts/:id',
  'GET /series',
  'GET /banks',
  'GET /banks/:bankId',
  'GET /banks/:bankId/contracts',
  'POST /2.0/users/me/connections',
  'POST /2.0/users/me/connections/:id',
  'POST /users/me/accounts',
  'DELETE /accounts/:id',
  'GET /users/:userId/accounts',
  'GET /users/:userId/accounts/:accountId',
  'POST /accounts/:id/synchronize',
  'GET /investments/:isin',
  'GET /investments',
  'GET /tags',
  'POST /users/me/real_estates',
  'GET /users/:userId/real_estates',
  'GET /real_estates/:id',
  'POST /real_estates/:id/estimate',
  'GET /real_estates/:id/estimate',
  'GET /real_estates/:id/series/cash_values',
  'PUT /real_estates/:id',
  'DELETE /real_estates/:id',
  'GET /customers',
  'GET /customers/:customerId',
  'GET /users/:userId',
  'GET /users/:userId/profile',
  'GET /customers/:customerId/events',
  'POST /customers/:customerId/events',
  'PUT /events/:id',
  'DELETE /events/:id',
  'GET /customers/:customerId/advisor_notes',
  'PUT /customers/:customerId/advisor_notes',
  'GET /advisory_stats',
] as const;

/** Calls the brief adds to spec §7. */
const ADDED_CALLS = [
  'GET /advisors/me',
  'GET /health',
  'GET /addresses',
  'POST /contracts/:id/publish',
  // Issue 12: a contract's documents, its PDF statement and a fund sheet seen from a contract.
  'GET /users/:userId/portfolios/:id/documents',
  'GET /users/:userId/portfolios/:id/documents/:documentId',
  'GET /users/:userId/portfolios/:id/statement',
  'GET /users/:userId/portfolios/:id/funds/:isin',
  'PUT /users/:userId/portfolios/:id/analysis_progress',
  // Issue 12: the savings goal of a contract projected to its horizon (the project tab).
  'GET /users/:userId/portfolios/:id/projection',
  // Issue 13: the arbitration's starting allocations and the plan a saver keeps (and prints) on a contract.
  'GET /users/:userId/portfolios/:id/arbitration/starts',
  'GET /users/:userId/portfolios/:id/arbitration_plan',
  'PUT /users/:userId/portfolios/:id/arbitration_plan',
  'DELETE /users/:userId/portfolios/:id/arbitration_plan',
  'GET /users/:userId/portfolios/:id/arbitration_plan/pdf',
  // Issue 15: the provider the browser talks to, the premium state, stopping and resuming the renewal, an invoice's PDF.
  'GET /billing/config',
  'GET /users/me/billing',
  'POST /users/me/subscriptions/:id/cancel',
  'POST /users/me/subscriptions/:id/resume',
  'GET /users/me/invoices/:id/pdf',
  // Issue 14: spec §6's advisor reads of a customer's property (the saver's own reads stay on spec §7's paths).
  'GET /users/:userId/real_estates/:id',
  'GET /users/:userId/real_estates/:id/estimate',
  'GET /users/:userId/real_estates/:id/series/cash_values',
  // Issue 16: customers added by hand and edited, the firm giving up access, insights, the firm, the saver's
  // « Qui a consulté mes données », the CSV preview and accepting an invitation with an existing account.
  'POST /customers',
  'PUT /customers/:customerId',
  'POST /customers/:customerId/withdraw_access',
  'GET /customers/:customerId/insights',
  'GET /advisory_insights',
  'GET /firm',
  'PUT /firm',
  'GET /users/me/data_access',
  'POST /users/me/data_access/withdraw',
  'POST /invitations/import_preview',
  'POST /invitations/:token/accept',
] as const;

const USER_ID = '6f1c2a9e-1b2c-4d5e-8f90-123456789abc';

/** Replaces every param name by `:`, so `/users/:userId` and `/users/:token` compare equal. */
function routeShape(entry: string): string {
  return entry.replace(/:[A-Za-z]\w*/g, ':');
}

function routesOf(): string[] {
  return allCalls.map((call) => `${call.method} ${call.path}`);
}

/** Collects object keys (and enum keys of records) of a schema, through wrappers, arrays and unions. */
function collectKeys(schema: z.core.$ZodType, keys: Set<string>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const visit = (inner: unknown) => {
    if (inner) collectKeys(inner as z.core.$ZodType, keys, seen);
  };
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        keys.add(key);
        visit(value);
      }
      visit(def.catchall);
      break;
    case 'record': {
      const keyDef = (def.keyType as z.core.$ZodType)._zod.def as unknown as { type: string; entries?: object };
      if (keyDef.type === 'enum' && keyDef.entries) for (const key of Object.keys(keyDef.entries)) keys.add(key);
      visit(def.valueType);
      break;
    }
    case 'array':
      visit(def.element);
      break;
    case 'tuple':
      for (const item of def.items as unknown[]) visit(item);
      visit(def.rest);
      break;
    case 'union':
      for (const option of def.options as unknown[]) visit(option);
      break;
    case 'intersection':
      visit(def.left);
      visit(def.right);
      break;
    case 'pipe':
      visit(def.in);
      visit(def.out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      visit(def.innerType);
      break;
    default:
      break;
  }
}

describe('the API contract', () => {
  it('gives every call a unique camelCase id', () => {
    const ids = allCalls.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('exposes each call under its own id', () => {
    for (const [key, call] of Object.entries(calls)) expect(call.id).toBe(key);
  });

  it('never declares the same method and path twice', () => {
    const routes = allCalls.map((call) => `${call.method} ${routeShape(call.path)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes paths relative to /api with :param placeholders', () => {
    for (const call of allCalls) {
      expect(call.path).toMatch(/^\/(?:[a-z0-9_.]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9_.]+|:[a-zA-Z]+))*$/);
      expect(call.path.startsWith('/api')).toBe(false);
    }
  });

  it.each(SPEC_CALLS)('covers %s of spec §7', (entry) => {
    expect(routesOf()).toContain(entry);
  });

  it.each(ADDED_CALLS)('adds %s', (entry) => {
    expect(routesOf()).toContain(entry);
  });

  it('has no call outside spec §7 and the added ones', () => {
    const expected = new Set<string>([...SPEC_CALLS, ...ADDED_CALLS]);
    expect(routesOf().filter((route) => !expected.has(route))).toEqual([]);
  });

  it('gives every path param a key in the params schema, and no other key', () => {
    for (const call of allCalls) {
      const shape = call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
      expect({ id: call.id, keys: shape }).toEqual({ id: call.id, keys: pathParamNames(call.path).sort() });
    }
  });

  it('accepts a user id or the alias me as {userId} on saver calls', () => {
    const params = calls.getPortfolios.params;
    expect(params.safeParse({ userId: 'me' }).success).toBe(true);
    expect(params.safeParse({ userId: USER_ID }).success).toBe(true);
    expect(params.safeParse({ userId: 'someone' }).success).toBe(false);
  });

  it('coerces query strings, with the defaults of spec §9', () => {
    expect(calls.searchInvestments.query.parse({})).toEqual({ limit: 10, page: 1 });
    expect(calls.searchInvestments.query.parse({ limit: '20', page: '3', risk: '2' })).toEqual({
      limit: 20,
      page: 3,
      risk: 2,
    });
    expect(calls.getNotifications.query.parse({ page: '2' })).toEqual({ page: 2 });
    expect(calls.getNotifications.query.safeParse({ page: '0' }).success).toBe(false);
    expect(calls.getInvoices.query.parse({})).toEqual({ limit: 100 });
  });

  it('reads a list in a query string given once or repeated', () => {
    const query = calls.getWealthCashValues.query;
    expect(query.parse({ categories: 'savings,real_estate' })).toEqual({
      portfolioSubset: 'all',
      categories: ['savings', 'real_estate'],
    });
    expect(query.parse({ categories: ['savings', 'invested_wealth'] }).categories).toEqual([
      'savings',
      'invested_wealth',
    ]);
    expect(query.safeParse({ categories: 'savings,cars' }).success).toBe(false);
  });

  it('rejects unknown query parameters on calls that take none', () => {
    expect(calls.getMe.query.safeParse({ debug: '1' }).success).toBe(false);
  });

  it('says who may call each endpoint', () => {
    const access = (id: CallId) => calls[id].access;
    expect(access('createToken')).toEqual({ level: 'public' });
    expect(access('getHealth')).toEqual({ level: 'public' });
    expect(access('getContract')).toEqual({ level: 'optionalSignIn' });
    expect(access('getPortfolioStatement')).toEqual({ level: 'subject', savers: true, advisorRoles: ['admin', 'advisor', 'manager'] });
    expect(access('getMe')).toEqual({ level: 'saverSelf', refusal: 'is_admin' });
    expect(access('getPortfolios')).toEqual({ level: 'subject', savers: true, advisorRoles: ['admin', 'advisor', 'manager'] });
    expect(access('getUserProfile')).toEqual({ level: 'subject', savers: false, advisorRoles: ['admin', 'advisor', 'manager'] });
    expect(access('getCustomers')).toEqual({ level: 'advisor', roles: ['admin', 'advisor', 'manager'], refusal: 'forbidden' });
    expect(access('getAdvisorProfile')).toEqual({ level: 'advisor', roles: ['admin', 'advisor', 'manager'], refusal: 'not_admin' });
    expect(access('getTags')).toEqual({ level: 'signedIn' });
  });

  it('names the subject of every subject call in its path', () => {
    for (const call of allCalls) {
      if (call.access.level === 'subject') expect(pathParamNames(call.path)).toContain('userId');
    }
    expect(() =>
      defineCall({ id: 'noSubject', method: 'GET', path: '/users/me/things', access: Access.subject(), tag: 'test', summary: 'x', response: z.object({}) }),
    ).toThrow('noSubject: a subject call names its subject with {userId} in its path');
  });

  it.each(Object.keys(EXAMPLE_RESPONSES) as CallId[])('accepts the example answer of %s', (id) => {
    const result = calls[id].response.safeParse(EXAMPLE_RESPONSES[id]);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(Object.keys(EXAMPLE_RESPONSES) as CallId[])('carries the example answer of %s over the wire unchanged', (id) => {
    const example: unknown = EXAMPLE_RESPONSES[id];
    expect(fromWire(JSON.parse(JSON.stringify(toWire(example))))).toEqual(example);
  });

  it('uses only object keys that survive the snake_case round trip', () => {
    const keys = new Set<string>();
    for (const call of allCalls) {
      for (const schema of [call.params, call.query, call.body, call.response]) collectKeys(schema, keys);
    }
    const broken = [...keys].filter((key) => toCamelKey(toSnakeKey(key)) !== key);
    expect(broken).toEqual([]);
  });

  it('turns every schema into JSON Schema for the OpenAPI document', () => {
    for (const call of allCalls) {
      for (const schema of [call.params, call.query, call.body]) {
        expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      expect(() => z.toJSONSchema(call.response, { io: 'output' })).not.toThrow();
    }
  });
});

describe('request bodies', () => {
  it('takes a password grant or a refresh grant on POST /oauth/token', () => {
    const body = calls.createToken.body;
    expect(body.parse({ grantType: 'password', username: ' Claire@Example.fr ', password: 'x' })).toEqual({
      grantType: 'password',
      username: 'claire@example.fr',
      password: 'x',
    });
    expect(body.safeParse({ grantType: 'refresh_token', refreshToken: 'rt' }).success).toBe(true);
    expect(body.safeParse({ grantType: 'client_credentials' }).success).toBe(false);
    expect(body.safeParse({ grantType: 'password', username: 'claire@example.fr' }).success).toBe(false);
  });

  it('takes a contract change or a bare status on PUT /portfolios/{id}', () => {
    const body = calls.updatePortfolio.body;
    expect(body.safeParse({ status: 'hidden' }).success).toBe(true);
    expect(body.safeParse({ portfolio: { realEstateId: null } }).success).toBe(true);
    expect(body.safeParse({ status: 'gone' }).success).toBe(false);
  });

  it('takes a single invitation or a CSV file on POST /invitations', () => {
    const body = calls.createInvitations.body;
    const invitation = { firstName: 'Claire', lastName: 'Martin', email: 'claire@example.fr' };
    expect(body.safeParse({ invitation }).success).toBe(true);
    const content = Buffer.from('prenom;nom\n', 'utf8').toString('base64');
    expect(body.safeParse({ csv: { fileName: 'clients.csv', contentBase64: content } }).success).toBe(true);
    expect(body.safeParse({ csv: { fileName: 'clients.xlsx', contentBase64: content } }).success).toBe(false);
    expect(body.safeParse({ csv: { fileName: 'clients.csv', contentBase64: 'pas du base64 !' } }).success).toBe(false);
  });

  it('refuses a CSV file over 2 MB', () => {
    const content = 'a'.repeat(2 * 1024 * 1024 + 1);
    const result = calls.createInvitations.body.safeParse({ csv: { fileName: 'clients.csv', content } });
    expect(result.success).toBe(false);
  });

  it('takes the bank id plus the login fields on POST /2.0/users/me/connections', () => {
    const body = calls.createConnection.body;
    expect(body.parse({ idBank: 'bnp-paribas', login: '123', password: 'secret' })).toEqual({
      idBank: 'bnp-paribas',
      login: '123',
      password: 'secret',
    });
    expect(body.safeParse({ idBank: 'bnp-paribas', login: '' }).success).toBe(false);
  });

  it('needs the confirmation to match the new password', () => {
    const body = calls.resetPassword.body;
    const user = { resetPasswordToken: 'tok', password: 'long enough', passwordConfirmation: 'long enough' };
    expect(body.safeParse({ user }).success).toBe(true);
    const mismatch = body.safeParse({ user: { ...user, passwordConfirmation: 'different' } });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['user.passwordConfirmation', 'match_error'],
    ]);
  });
});
