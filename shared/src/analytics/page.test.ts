import { pageOf } from './page';

describe('pageOf', () => {
  it('keeps the page and drops the records a path names', () => {
    expect(pageOf('/app/contract/3f2a1b4c-0d5e-4f60-8a7b-9c8d7e6f5a4b/analysis')).toBe('/app/contract/:id/analysis');
    expect(pageOf('/invitation/Zx8vQw3PLm5nRt7YbC2dKf9H/')).toBe('/invitation/:id');
    expect(pageOf('/advisory/customers/42?tab=notes')).toBe('/advisory/customers/:id');
    expect(pageOf('/')).toBe('/');
    expect(pageOf('/app/dashboard/overview')).toBe('/app/dashboard/overview');
  });
});
