import { createIntl } from 'react-intl';
import { formatCurrency, formatPercent } from '../format/number';
import { historySummary, splitAtSummary, splitSummary } from './chart-summary';

const intl = createIntl({ locale: 'fr-FR', defaultLocale: 'fr-FR', onError: () => undefined });
const euros = (value: number) => formatCurrency(value, { concise: true });
const stars = () => '*****';

describe('historySummary', () => {
  it('says where the wealth started and where it is now, from the month of the first value', () => {
    const points = [
      { date: '2024-01-31', value: 120_000 },
      { date: '2025-06-30', value: 128_000 },
      { date: '2026-03-01', value: 134_500 },
    ];
    expect(historySummary(intl, points, euros)).toBe('Votre patrimoine est passé de 120\u202f000\u00a0€ à 134\u202f500\u00a0€ depuis janvier 2024.');
  });

  it('says the one value of a one-point history, with its day', () => {
    expect(historySummary(intl, [{ date: '2026-03-01T12:00:00Z', value: 22_950 }], euros)).toBe('Votre patrimoine était de 22\u202f950\u00a0€ le 1 mars 2026.');
  });

  it('says there is nothing to show for an empty history', () => {
    expect(historySummary(intl, [], euros)).toBe('Aucune valeur à afficher sur cette période.');
  });

  it('masks the amounts with the screen’s formatter in private mode', () => {
    expect(historySummary(intl, [{ date: '2024-01-31', value: 1 }, { date: '2024-02-29', value: 2 }], stars)).toBe(
      'Votre patrimoine est passé de ***** à ***** depuis janvier 2024.',
    );
  });
});

describe('splitSummary', () => {
  it('lists the parts largest first with their amounts and shares of the total', () => {
    const parts = [
      { name: 'Livrets', value: 34_500 },
      { name: 'Assurance-vie', value: 100_000 },
    ];
    expect(splitSummary(intl, parts, euros, formatPercent)).toBe(
      'Répartition de 134\u202f500\u00a0€\u202f: Assurance-vie 100\u202f000\u00a0€ (74,35\u00a0%) et Livrets 34\u202f500\u00a0€ (25,65\u00a0%).',
    );
  });

  it('gives every part a zero share when the total is zero', () => {
    expect(splitSummary(intl, [{ name: 'Livrets', value: 0 }], euros, formatPercent)).toBe(
      'Répartition de 0\u00a0€\u202f: Livrets 0\u00a0€ (0\u00a0%).',
    );
  });
});

describe('splitAtSummary', () => {
  it('says each stacked series’ value on the last day', () => {
    const parts = [
      { name: 'Placements', value: 100_000 },
      { name: 'Épargne', value: 34_500 },
      { name: 'Immobilier', value: 0 },
    ];
    expect(splitAtSummary(intl, '2026-03-01T12:00:00Z', parts, euros)).toBe(
      'Le 1 mars 2026\u202f: Placements 100\u202f000\u00a0€, Épargne 34\u202f500\u00a0€ et Immobilier 0\u00a0€.',
    );
  });
});
