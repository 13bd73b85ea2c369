import { Access, defineCall } from '@patrimo/shared';
import { z } from 'zod';
import { DEMO_SAVER, FIRM_ADVISOR } from '../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../test/helpers/test-app';
import { ApiError } from './errors';
import { registerCall } from './register-call';

const echoCall = defineCall({
  id: 'testEcho',
  method: 'POST',
  path: '/test/echo/:itemId',
  access: Access.public,
  tag: 'test',
  summary: 'Echoes its input',
  params: z.object({ itemId: z.string().regex(/^\d+$/) }),
  query: z.object({ pageSize: z.coerce.number().int().max(50).optional() }),
  body: z.object({
    firstName: z.string().trim().min(1),
    password: z.string().min(8).optional(),
    nickName: z.string().max(5).optional(),
    age: z.number().int().min(18).optional(),
    email: z.email().optional(),
    kind: z.enum(['a', 'b']).optional(),
    addresses: z.array(z.object({ postCode: z.string().length(5) })).optional(),
    confirmation: z.string().optional(),
  }).refine((body) => body.confirmation === undefined || body.confirmation === body.password, {
    message: 'match_error',
    path: ['confirmation'],
  }),
  response: z.object({ itemId: z.string(), pageSize: z.number().nullable(), firstName: z.string(), nestedValue: z.object({ innerKey: z.string() }) }),
});

const brokenCall = defineCall({
  id: 'testBroken',
  method: 'GET',
  path: '/test/broken',
  access: Access.public,
  tag: 'test',
  summary: 'Answers outside its contract',
  response: z.object({ total: z.number() }),
});

const throwingCall = defineCall({
  id: 'testThrowing',
  method: 'GET',
  path: '/test/throwing',
  access: Access.public,
  tag: 'test',
  summary: 'Fails unexpectedly',
  response: z.object({}),
});

const advisorCall = defineCall({
  id: 'testAdvisorOnly',
  method: 'GET',
  path: '/test/advisor-only',
  access: Access.advisor(),
  tag: 'test',
  summary: 'Advisors only',
  response: z.object({ ok: z.boolean() }),
});

const apiErrorCall = defineCall({
  id: 'testApiError',
  method: 'GET',
  path: '/test/api-error',
  access: Access.public,
  tag: 'test',
  summary: 'Raises a deliberate error',
  response: z.object({}),
});

describeDb('registerCall', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        registerCall(app, echoCall, async ({ params, query, body }) => ({
          itemId: params.itemId,
          pageSize: query.pageSize ?? null,
          firstName: body.firstName,
          nestedValue: { innerKey: 'x' },
        }));
        registerCall(app, brokenCall, async () => ({ total: 'secret-internal-value' }) as unknown as { total: number });
        registerCall(app, throwingCall, async () => {
          throw new Error('database password is hunter2');
        });
        registerCall(app, advisorCall, async () => ({ ok: true }));
        registerCall(app, apiErrorCall, async () => {
          throw new ApiError(409, 'taken', { email: ['taken'] });
        });
      },
    });
  });
  afterAll(() => t.close());

  const echo = (payload: unknown, query = '', itemId = '42') =>
    t.request({ method: 'POST', url: `/api/test/echo/${itemId}${query}`, payload: payload as Record<string, unknown> });

  it('converts snake_case input to camelCase and the answer back to snake_case', async () => {
    const response = await echo({ first_name: 'Camille' }, '?page_size=20');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ item_id: '42', page_size: 20, first_name: 'Camille', nested_value: { inner_key: 'x' } });
  });

  it('reports a missing field as required, an empty one as blank and a null one as invalid, under its wire name', async () => {
    expect(json(await echo({}))).toEqual({ errors: { first_name: ['required'] } });
    expect(json(await echo({ first_name: '   ' }))).toEqual({ errors: { first_name: ['blank'] } });
    expect(json(await echo({ first_name: null }))).toEqual({ errors: { first_name: ['invalid'] } });
  });

  it('maps length, range, format and value problems to their codes', async () => {
    const response = await echo({
      first_name: 'Camille',
      password: 'short',
      nick_name: 'far too long',
      age: 12,
      email: 'not-an-email',
      kind: 'c',
      addresses: [{ post_code: '123' }],
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      errors: {
        password: ['too_short'],
        nick_name: ['too_long'],
        age: ['out_of_range'],
        email: ['invalid'],
        kind: ['invalid'],
        'addresses.0.post_code': ['too_short'],
      },
    });
  });

  it('uses a refinement message that is a code as the code', async () => {
    const response = await echo({ first_name: 'Camille', password: 'long enough', confirmation: 'something else' });
    expect(json(response)).toEqual({ errors: { confirmation: ['match_error'] } });
  });

  it('validates path parameters and query strings like bodies', async () => {
    const response = await echo({ first_name: 'Camille' }, '?page_size=500', 'abc');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: { item_id: ['invalid'], page_size: ['out_of_range'] } });
  });

  it('refuses the NUL character anywhere in the input, which PostgreSQL text cannot hold', async () => {
    const inBody = await echo({ first_name: 'Cam\u0000ille', addresses: [{ post_code: '7500\u0000' }] });
    expect(inBody.statusCode).toBe(400);
    expect(json(inBody)).toEqual({ errors: { first_name: ['invalid'], 'addresses.0.post_code': ['invalid'] } });
    const inQuery = await echo({ first_name: 'Camille' }, '?page_size=1%00');
    expect(inQuery.statusCode).toBe(400);
    expect(json(inQuery)).toEqual({ errors: { page_size: ['invalid'] } });
  });

  it('answers a body that is not an object with a global invalid', async () => {
    const response = await echo(['a', 'list']);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'invalid' });
  });

  it('answers unparseable JSON with 400 invalid', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": "Cam',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'invalid' });
  });

  it('refuses prototype pollution attempts as invalid JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": "Camille", "__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'invalid' });
  });

  it('answers an unsupported content type with 400 invalid', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'first_name=Camille',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'invalid' });
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: { first_name: ['required'] } });
  });

  it('answers a response outside the contract with a bare 500, without leaking it', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"error":"server_error"}');
  });

  it('answers an unexpected exception with a bare 500', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/throwing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"error":"server_error"}');
  });

  it('sends deliberate errors with their status and codes', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/api-error' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ errors: { email: ['taken'] }, error: 'taken' });
  });

  it('requires a bearer token on non-public calls and an advisory role on advisor calls', async () => {
    expect(json(await t.request({ method: 'GET', url: '/api/test/advisor-only' }))).toEqual({ error: 'unauthorized' });
    const saver = await signIn(t, DEMO_SAVER);
    const asSaver = await injectAs(t, saver.access_token, { method: 'GET', url: '/api/test/advisor-only' });
    expect(asSaver.statusCode).toBe(403);
    expect(json(asSaver)).toEqual({ error: 'forbidden' });
    const advisor = await signIn(t, FIRM_ADVISOR);
    const asAdvisor = await injectAs(t, advisor.access_token, { method: 'GET', url: '/api/test/advisor-only' });
    expect(json(asAdvisor)).toEqual({ ok: true });
  });

  it('checks the token before the input, so anonymous callers learn nothing about validation', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/advisor-only?unexpected=1' });
    expect(response.statusCode).toBe(401);
  });

  it('answers unknown API routes with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await t.request({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response)).toEqual({ error: 'route_not_found' });
    }
    expect(json(await t.request({ method: 'GET', url: '/api' }))).toEqual({ error: 'route_not_found' });
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const generated = await t.request({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\u00e9' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\u00e9');
  });
});
