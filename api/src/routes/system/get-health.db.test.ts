import { createTestApp, describeDb, json, testEngine, type TestApp } from '../../../test/helpers/test-app';

describeDb('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers ok with the database engine in use, without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: testEngine });
  });
});
