import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads the default brand and the browser’s error reporting', () => {
    expect(
      parseRuntimeConfig({
        default_brand: 'patrimo-conseil',
        error_reporting: { dsn: 'https://k@o1.example/2', remote_dsns: { 'mf-billing': 'https://b@o1.example/3', bad: 4 }, environment: 'production', release: 'patrimo@1' },
      }),
    ).toEqual({
      defaultBrand: 'patrimo-conseil',
      errorReporting: { dsn: 'https://k@o1.example/2', remoteDsns: { 'mf-billing': 'https://b@o1.example/3' }, environment: 'production', release: 'patrimo@1' },
    });
  });

  it('has no error reporting without a DSN, and survives any document', () => {
    expect(parseRuntimeConfig({ default_brand: 'patrimo' })).toEqual({ defaultBrand: 'patrimo' });
    expect(parseRuntimeConfig({ error_reporting: { dsn: '' } })).toEqual({ defaultBrand: undefined });
    expect(parseRuntimeConfig(null)).toEqual({});
    expect(parseRuntimeConfig([1, 2])).toEqual({});
  });
});
