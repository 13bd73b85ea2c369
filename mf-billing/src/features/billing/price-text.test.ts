import type { Plan } from '@patrimo/shared';
import { createIntl } from 'react-intl';
import { annualSaving, scheduleText, stepText, vatText, type FormatMessage } from './price-text';

// The catalogue is the messages' French defaults: only a broken message is an error here.
const intl = createIntl({
  locale: 'fr-FR',
  messages: {},
  onError: (error) => {
    if (error.code !== 'MISSING_TRANSLATION') throw error;
  },
});
const t: FormatMessage = intl.formatMessage;
/** fr-FR separates thousands and the euro sign with no-break spaces: compared with plain spaces here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const annual: Plan = {
  id: 'premium-year',
  name: 'Premium annuel',
  interval: 'year',
  amount: 64.69,
  amountExclTax: 53.91,
  vatAmount: 10.78,
  vatRate: 0.2,
  currency: 'EUR',
  fullAmount: 71.88,
  monthlyEquivalent: 5.39,
  features: ['arbitration', 'statements'],
};

describe('the price of a plan once a promo code applies', () => {
  it('reads a monthly percent code stretch by stretch, then the full price', () => {
    const text = scheduleText([{ intervals: 3, amount: 4.79 }, { intervals: null, amount: 5.99 }], 'month', t);
    expect(plain(text)).toBe('4,79 € par mois pendant 3 mois, puis 5,99 € par mois');
  });

  it('says free months in words', () => {
    expect(plain(scheduleText([{ intervals: 1, amount: 0 }, { intervals: null, amount: 5.99 }], 'month', t))).toBe(
      'gratuit pendant 1 mois, puis 5,99 € par mois',
    );
  });

  it('discounts an annual plan’s first year once', () => {
    expect(plain(scheduleText([{ intervals: 1, amount: 51.75 }, { intervals: null, amount: 64.69 }], 'year', t))).toBe(
      '51,75 € la première année, puis 64,69 € par an',
    );
    expect(plain(stepText({ intervals: 2, amount: 50 }, 'year', t))).toBe('50,00 € par an pendant 2 ans');
  });

  it('is the plain price when the schedule has one open stretch, and nothing when it is empty', () => {
    expect(plain(scheduleText([{ intervals: null, amount: 5.99 }], 'month', t))).toBe('5,99 € par mois');
    expect(scheduleText([], 'month', t)).toBe('');
  });
});

describe('the plan’s figures', () => {
  it('shows what the annual plan saves against twelve months, and nothing for monthly', () => {
    expect(annualSaving(annual)).toEqual({ amount: 7.19, percent: 10 });
    expect(annualSaving({ ...annual, interval: 'month', fullAmount: null })).toBeNull();
  });

  it('writes the VAT included with French typography', () => {
    expect(vatText(annual, t)).toBe('dont TVA 20\u00a0%\u202f: 10,78\u00a0€');
  });
});
