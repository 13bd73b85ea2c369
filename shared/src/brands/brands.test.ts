import { brandSchema } from './brand-schema';
import { BRANDS, isBrandId, resolveBrand } from './brands';

describe('brands', () => {
  it('are all valid brand configurations', () => {
    for (const brand of Object.values(BRANDS)) expect(brandSchema.parse(brand)).toEqual(brand);
  });

  it('are chosen by host name, with the configured default otherwise', () => {
    expect(resolveBrand('conseil.patrimo.fr').id).toBe('patrimo-conseil');
    expect(resolveBrand('STAGING.PATRIMO.FR:443').id).toBe('patrimo-staging');
    expect(resolveBrand('localhost').id).toBe('patrimo');
    expect(resolveBrand('localhost', 'patrimo-conseil').id).toBe('patrimo-conseil');
  });

  it('claim 120 institutions for the consumer brand and 140 for the advisory brand (spec §1)', () => {
    expect(BRANDS.patrimo.institutionsClaim).toBe(120);
    expect(BRANDS['patrimo-conseil'].institutionsClaim).toBe(140);
  });

  it('turn real estate off in production for the first brand and on for the second (spec §6)', () => {
    expect(BRANDS.patrimo.features.realEstate).toBe(false);
    expect(BRANDS['patrimo-conseil'].features.realEstate).toBe(true);
    expect(Object.values(BRANDS).filter((b) => b.features.cDebtRatio).map((b) => b.family)).toEqual(['advisory', 'advisory']);
  });

  it('recognise brand ids', () => {
    expect(isBrandId('patrimo-conseil')).toBe(true);
    expect(isBrandId('acme')).toBe(false);
  });
});
