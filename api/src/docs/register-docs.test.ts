import { allCalls } from '@patrimo/shared';
import { createTestApp, json, type TestApp } from '../../test/helpers/test-app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown> }>>;
}

describe('API documentation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI 3.1 document of the whole contract, marking the calls not served yet', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = json<OpenApiDocument>(response);
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((op) => op.operationId).sort()).toEqual(allCalls.map((call) => call.id).sort());
    const served = new Set(t.app.registeredCalls.map((call) => call.id));
    for (const op of operations) {
      expect((op as { 'x-implemented'?: boolean })['x-implemented']).toBe(served.has(op.operationId) ? undefined : false);
    }
  });

  it('documents bodies and answers with their snake_case wire names', async () => {
    const document = json<OpenApiDocument>(await t.request({ method: 'GET', url: '/api/docs/openapi.json' }));
    const token = document.paths['/api/oauth/token']?.post;
    const text = JSON.stringify(token);
    expect(text).toContain('"grant_type"');
    expect(text).toContain('"refresh_token"');
    expect(text).toContain('"access_token"');
    expect(text).not.toContain('"grantType"');
    expect(text).not.toContain('"accessToken"');
    expect(token?.security).toEqual([]);
    expect(document.paths['/api/users/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(document.paths['/api/users/me'])).toContain('"first_name"');
  });

  it('serves Swagger UI with scripts from this origin only', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(content?.trim()).toBe('');
    }
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const src of [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '')) {
      const asset = await t.request({ method: 'GET', url: src });
      expect(asset.statusCode).toBe(200);
    }
  });

  it('serves only the Swagger UI files the page needs', async () => {
    expect((await t.request({ method: 'GET', url: '/api/docs/static/package.json' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/docs/static/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
