import { ApiHttpError, ApiNetworkError, ApiSchemaError } from '@patrimo/shared/client';
import { appOfFrames, shouldReport } from './report-policy';

const frame = (remote?: string) => (remote ? { module_metadata: { remote } } : {});

describe('appOfFrames', () => {
  it('names the innermost remote on the stack, even below the host’s libraries', () => {
    expect(appOfFrames([frame('host'), frame('mf-billing'), frame('host'), frame()])).toBe('mf-billing');
    expect(appOfFrames([frame('mf-advisory'), frame('mf-dashboard'), frame('host')])).toBe('mf-dashboard');
  });

  it('falls back to the host, then to nothing when no frame is ours', () => {
    expect(appOfFrames([frame(), frame('host'), frame()])).toBe('host');
    expect(appOfFrames([frame(), { module_metadata: { other: 1 } }])).toBeUndefined();
    expect(appOfFrames(undefined)).toBeUndefined();
  });
});

describe('shouldReport', () => {
  it('reports the page’s bugs', () => {
    expect(shouldReport(new TypeError('x is undefined'))).toBe(true);
    expect(shouldReport(new ApiSchemaError('getPortfolios', []))).toBe(true);
    expect(shouldReport('a string thrown')).toBe(true);
  });

  it('leaves out the API’s answers, a lost connection and the expected codes', () => {
    expect(shouldReport(new ApiHttpError(422, ['invalid'], {}))).toBe(false);
    expect(shouldReport(new ApiHttpError(500, ['server_error'], {}))).toBe(false);
    expect(shouldReport(new ApiNetworkError({ cause: new Error('offline') }))).toBe(false);
    expect(shouldReport(Object.assign(new Error('bank refused'), { code: 'wrongpass' }))).toBe(false);
  });
});
