import {
  formatDate,
  interactionKindLabels,
  invitationStateLabels,
  riskProfileLevelLabels,
  type AdvisoryStats,
  type RiskProfileLevel,
} from '@patrimo/shared';
import type { IntlShape } from 'react-intl';
import {
  assetsChangeMessage,
  assetsOneMessage,
  countPartMessage,
  countsSummaryMessage,
  notAvailableMessage,
  riskPartMessage,
  riskSummaryMessage,
  riskValueMessage,
  statsMessages as m,
} from './messages';

/**
 * The statistics' charts as rows to draw and one French sentence each, for people who do not see them (WCAG 1.1.1).
 * Amounts go through the screen's formatter, so private mode masks the sentences too.
 */

/** « Les actifs conseillés sont passés de 1,2 M€ à 1,4 M€ depuis avril 2025. » */
export function assetsSummary(intl: IntlShape, series: AdvisoryStats['wealthSeries'], formatAmount: (value: number) => string): string {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return intl.formatMessage(m.assetsEmpty);
  if (series.length === 1) return intl.formatMessage(assetsOneMessage, { value: formatAmount(first.amount), date: formatDate(first.date, 'long') });
  return intl.formatMessage(assetsChangeMessage, {
    from: formatAmount(first.amount),
    to: formatAmount(last.amount),
    since: formatDate(first.date, 'monthYear'),
  });
}

export interface CountRow {
  label: string;
  count: number;
}

/** Invitations by state, in the order of their life (sent, read, accepted, canceled), every state listed. */
export function invitationRows(invitations: AdvisoryStats['invitations']): CountRow[] {
  return (['sent', 'read', 'accepted', 'canceled'] as const).map((state) => ({
    label: invitationStateLabels[state],
    count: invitations.find((entry) => entry.state === state)?.count ?? 0,
  }));
}

/** Interactions by kind (note, inbound call, outbound call), every kind listed. */
export function interactionRows(interactions: AdvisoryStats['interactionsByKind']): CountRow[] {
  return (['note', 'inbound_call', 'outbound_call'] as const).map((kind) => ({
    label: interactionKindLabels[kind],
    count: interactions.find((entry) => entry.kind === kind)?.count ?? 0,
  }));
}

/** « Invitations par état : Envoyée 4, Lue 2, Acceptée 1 et Annulée 0. » */
export function countsSummary(intl: IntlShape, what: string, rows: readonly CountRow[]): string {
  const parts = rows.map((row) => intl.formatMessage(countPartMessage, { label: row.label, count: row.count }));
  return intl.formatMessage(countsSummaryMessage, { what, parts: intl.formatList(parts, { type: 'conjunction' }) });
}

export interface RiskRow {
  level: string;
  current: number;
  recommended: number;
}

/** One row per risk level 0–5 (customers whose current average rounds to it, and whose recommended risk is it). */
export function riskRows(distribution: AdvisoryStats['riskDistribution']): RiskRow[] {
  return ([0, 1, 2, 3, 4, 5] as const).map((level: RiskProfileLevel) => {
    const entry = distribution.find((candidate) => candidate.level === level);
    return { level: riskProfileLevelLabels[level], current: entry?.current ?? 0, recommended: entry?.recommended ?? 0 };
  });
}

/** The risk chart's sentence: the two averages, then each level that has customers. */
export function riskSummary(intl: IntlShape, stats: Pick<AdvisoryStats, 'averageRisk' | 'averageRecommendedRisk' | 'riskDistribution'>): string {
  const value = (risk: number | null) =>
    risk === null ? intl.formatMessage(notAvailableMessage) : intl.formatMessage(riskValueMessage, { value: intl.formatNumber(risk, { maximumFractionDigits: 1 }) });
  const parts = riskRows(stats.riskDistribution)
    .filter((row) => row.current > 0 || row.recommended > 0)
    .map((row) => intl.formatMessage(riskPartMessage, { label: row.level, current: row.current, recommended: row.recommended }));
  return intl.formatMessage(riskSummaryMessage, {
    current: value(stats.averageRisk),
    recommended: value(stats.averageRecommendedRisk),
    parts: parts.length === 0 ? intl.formatMessage(m.noData).replace(/\.$/, '').toLowerCase() : intl.formatList(parts, { type: 'conjunction' }),
  });
}
