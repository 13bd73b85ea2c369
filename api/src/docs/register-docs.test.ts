import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { allCalls } from '@patrimo/shared';
import { createTestApp, json, repoRoot, temporaryFolder, type TestApp } from '../../test/helpers/test-app';
import { buildOpenApiDocument } from './openapi';

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

/** The generated document checked by a real OpenAPI validator, in a child process: the validator is ESM only. */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const folder = temporaryFolder('patrimo-openapi-');
  try {
    const file = path.join(folder.dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const script =
      "import { Validator } from '@seriousme/openapi-schema-validator';" +
      'const result = await new Validator().validate(process.argv[1]);' +
      'process.stdout.write(JSON.stringify(result));';
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, file], {
      cwd: path.join(repoRoot, 'api'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (run.status !== 0) throw new Error(`validator failed: ${run.stderr}`);
    return JSON.parse(run.stdout) as { valid: boolean; errors?: unknown };
  } finally {
    folder.remove();
  }
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(allCalls, allCalls, 'test') as unknown as OpenApiDocument & {
    paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean }[] }>>;
  };

  it('is valid OpenAPI 3.1 for a real validator', () => {
    expect(validateOpenApi(document)).toEqual({ valid: true });
  });

  it('is refused by that validator when broken, so the check above can fail', () => {
    const broken = { ...document, paths: { '/api/x': { get: { responses: { '200': { content: {} } } } } } };
    expect(validateOpenApi(broken).valid).toBe(false);
  });

  it('declares every parameter of a path template as a required path parameter of the same name, and no other', () => {
    const mismatches: string[] = [];
    for (const [template, methods] of Object.entries(document.paths)) {
      const inTemplate = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, op] of Object.entries(methods)) {
        const declared = op.parameters.filter((parameter) => parameter.in === 'path');
        const names = declared.map((parameter) => parameter.name).sort();
        if (JSON.stringify(names) !== JSON.stringify(inTemplate) || declared.some((parameter) => !parameter.required)) {
          mismatches.push(`${method.toUpperCase()} ${template}: ${names.join(', ')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
