import { defineMessage, type IntlShape } from 'react-intl';
import { formatDate, type DateInput } from '../format/date';

/**
 * One French sentence per chart, saying what it shows, for people who do not see it (the charts kit puts it
 * in the chart's `<figure>` as a visually hidden caption). Amounts go through the screen's own formatter,
 * so private mode masks them here too.
 */
const messages = {
  historyChange: defineMessage<{ from: string; to: string; since: string }>({
    id: 'shared.chart.historyChange',
    defaultMessage: 'Votre patrimoine est passé de {from} à {to} depuis {since}.',
  }),
  historyOne: defineMessage<{ value: string; date: string }>({ id: 'shared.chart.historyOne', defaultMessage: 'Votre patrimoine était de {value} le {date}.' }),
  historyEmpty: defineMessage({ id: 'shared.chart.historyEmpty', defaultMessage: 'Aucune valeur à afficher sur cette période.' }),
  split: defineMessage<{ total: string; parts: string }>({ id: 'shared.chart.split', defaultMessage: 'Répartition de {total} : {parts}.' }),
  splitPart: defineMessage<{ name: string; amount: string; share: string }>({ id: 'shared.chart.splitPart', defaultMessage: '{name} {amount} ({share})' }),
  splitAt: defineMessage<{ date: string; parts: string }>({ id: 'shared.chart.splitAt', defaultMessage: 'Le {date} : {parts}.' }),
  splitAtPart: defineMessage<{ name: string; amount: string }>({ id: 'shared.chart.splitAtPart', defaultMessage: '{name} {amount}' }),
};

export interface SummaryPoint {
  date: DateInput;
  value: number;
}

/**
 * « Votre patrimoine est passé de 120 000 € à 134 500 € depuis janvier 2024. »: the first and the last
 * value of a history.
 * @example historySummary(intl, [{ date: '2024-01-31', value: 120000 }, { date: '2026-03-01', value: 134500 }], formatEuro)
 */
export function historySummary(intl: IntlShape, points: readonly SummaryPoint[], formatAmount: (value: number) => string): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return intl.formatMessage(messages.historyEmpty);
  if (points.length === 1) return intl.formatMessage(messages.historyOne, { value: formatAmount(first.value), date: formatDate(first.date, 'long') });
  return intl.formatMessage(messages.historyChange, {
    from: formatAmount(first.value),
    to: formatAmount(last.value),
    since: formatDate(first.date, 'monthYear'),
  });
}

export interface SummaryPart {
  name: string;
  value: number;
}

/**
 * « Répartition de 134 500 € : assurance-vie 100 000 € (74,35 %) et livrets 34 500 € (25,65 %). »: the parts of a
 * whole, largest first, with their shares.
 */
export function splitSummary(
  intl: IntlShape,
  parts: readonly SummaryPart[],
  formatAmount: (value: number) => string,
  formatShare: (ratio: number) => string,
): string {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const ordered = [...parts].sort((a, b) => b.value - a.value);
  const listed = ordered.map((part) =>
    intl.formatMessage(messages.splitPart, { name: part.name, amount: formatAmount(part.value), share: formatShare(total === 0 ? 0 : part.value / total) }),
  );
  return intl.formatMessage(messages.split, { total: formatAmount(total), parts: intl.formatList(listed, { type: 'conjunction' }) });
}

/** « Le 1 mars 2026 : placements 100 000 €, épargne 34 500 € et immobilier 0 €. »: a stacked chart's last values. */
export function splitAtSummary(intl: IntlShape, date: DateInput, parts: readonly SummaryPart[], formatAmount: (value: number) => string): string {
  const listed = parts.map((part) => intl.formatMessage(messages.splitAtPart, { name: part.name, amount: formatAmount(part.value) }));
  return intl.formatMessage(messages.splitAt, { date: formatDate(date, 'long'), parts: intl.formatList(listed, { type: 'conjunction' }) });
}
