import { formatCurrency } from '@patrimo/shared';
import { createIntl } from 'react-intl';
import { assetsSummary, countsSummary, interactionRows, invitationRows, riskRows, riskSummary } from './stats-data';

const intl = createIntl({ locale: 'fr-FR', defaultLocale: 'fr-FR', onError: () => undefined });
const euros = (value: number) => formatCurrency(value, { concise: true });
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('assetsSummary', () => {
  it('says where the assets under advice started and where they are', () => {
    const series = [
      { date: '2025-04-30', amount: 1_200_000 },
      { date: '2025-10-31', amount: 1_300_000 },
      { date: '2026-04-15', amount: 1_412_500 },
    ];
    expect(assetsSummary(intl, series, euros)).toBe(
      `Les actifs conseillés sont passés de 1${NNBSP}200${NNBSP}000${NBSP}€ à 1${NNBSP}412${NNBSP}500${NBSP}€ depuis avril 2025.`,
    );
  });

  it('masks the amounts in private mode and says an empty series', () => {
    expect(assetsSummary(intl, [{ date: '2026-04-15', amount: 5 }, { date: '2026-05-15', amount: 6 }], () => '*****')).toBe(
      'Les actifs conseillés sont passés de ***** à ***** depuis avril 2026.',
    );
    expect(assetsSummary(intl, [], euros)).toBe('Aucun actif conseillé sur la période.');
  });
});

describe('counts', () => {
  it('lists every invitation state in its order, zero when absent', () => {
    expect(invitationRows([{ state: 'accepted', count: 2 }, { state: 'sent', count: 5 }])).toEqual([
      { label: 'Envoyée', count: 5 },
      { label: 'Lue', count: 0 },
      { label: 'Acceptée', count: 2 },
      { label: 'Annulée', count: 0 },
    ]);
  });

  it('lists every interaction kind', () => {
    expect(interactionRows([{ kind: 'outbound_call', count: 3 }]).map((row) => row.count)).toEqual([0, 0, 3]);
  });

  it('says the counts in one sentence', () => {
    expect(countsSummary(intl, 'Interactions par type', interactionRows([{ kind: 'note', count: 4 }, { kind: 'inbound_call', count: 1 }]))).toBe(
      `Interactions par type${NNBSP}: Note 4, Appel entrant 1 et Appel sortant 0.`,
    );
  });
});

describe('risk', () => {
  const distribution = [
    { level: 2, current: 3, recommended: 1 },
    { level: 4, current: 0, recommended: 2 },
  ];

  it('draws every level 0 to 5', () => {
    expect(riskRows(distribution)).toEqual([
      { level: 'Garanti', current: 0, recommended: 0 },
      { level: 'Prudent', current: 0, recommended: 0 },
      { level: 'Défensif', current: 3, recommended: 1 },
      { level: 'Équilibré', current: 0, recommended: 0 },
      { level: 'Offensif', current: 0, recommended: 2 },
      { level: 'Agressif', current: 0, recommended: 0 },
    ]);
  });

  it('says the averages and the levels that have customers', () => {
    expect(riskSummary(intl, { averageRisk: 2.46, averageRecommendedRisk: 3, riskDistribution: distribution })).toBe(
      `Risque moyen actuel 2,5/5 pour un risque recommandé moyen de 3/5. Clients par niveau, actuel contre recommandé${NNBSP}: Défensif 3 contre 1 et Offensif 0 contre 2.`,
    );
  });

  it('says when nothing is known', () => {
    expect(riskSummary(intl, { averageRisk: null, averageRecommendedRisk: null, riskDistribution: [] })).toBe(
      `Risque moyen actuel non disponible pour un risque recommandé moyen de non disponible. Clients par niveau, actuel contre recommandé${NNBSP}: pas encore de données à afficher.`,
    );
  });
});
