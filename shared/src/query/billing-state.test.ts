import type { BillingState } from '@patrimo/shared';
import { premiumLocked } from './billing-state';

const saver: BillingState = { premium: false, premiumUntil: null, renewing: false, subscription: null, premiumFeatures: ['arbitration', 'statements'] };

describe('what a premium feature looks like to whom', () => {
  it('is locked for a saver without premium where the brand sells it', () => {
    expect(premiumLocked('arbitration', true, saver)).toBe(true);
    expect(premiumLocked('statements', true, saver)).toBe(true);
  });

  it('is open with premium, on a brand that does not sell it, and in an advisor’s view', () => {
    expect(premiumLocked('arbitration', true, { ...saver, premium: true })).toBe(false);
    expect(premiumLocked('arbitration', true, { ...saver, premiumFeatures: [] })).toBe(false);
    expect(premiumLocked('realEstateEstimator', true, saver)).toBe(false);
    expect(premiumLocked('arbitration', false, saver)).toBe(false);
  });

  it('is open while the state is unknown: the API refuses what is not paid for', () => {
    expect(premiumLocked('arbitration', true, undefined)).toBe(false);
  });
});
