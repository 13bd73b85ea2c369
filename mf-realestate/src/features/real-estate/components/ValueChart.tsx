import '@mantine/charts/styles.css';
import { formatCurrency, formatDate, MASKED_AMOUNT, type RealEstateEstimate } from '@patrimo/shared';
import { AreaChart } from '@patrimo/shared/ui/charts';
import { useIntl } from 'react-intl';
import { valueRows } from '../chart-data';
import { historySummaryMessage, purchaseSummaryMessage, valuationMessages as m } from '../valuation-messages';

/** The estimated value along the INSEE housing index, and the price paid as its own point, with its one-sentence summary. */
export function ValueChart({ estimate, masked = false }: { estimate: RealEstateEstimate; masked?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euros = (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true }));
  const rows = valueRows(estimate.history, estimate.purchase);
  const values = rows.filter((row) => row.value !== null);
  const first = values[0];
  const last = values.at(-1);
  const purchase = estimate.purchase
    ? t(purchaseSummaryMessage, { price: euros(estimate.purchase.price), year: formatDate(estimate.purchase.timestampMs, 'monthYear') })
    : '';
  const summary =
    first && last && first.value !== null && last.value !== null
      ? t(historySummaryMessage, { from: euros(first.value), to: euros(last.value), since: formatDate(first.date, 'monthYear'), purchase })
      : t(m.noEstimate);
  return (
    <AreaChart
      summary={summary}
      h={240}
      data={rows}
      dataKey="date"
      series={[
        { name: 'value', label: t(m.seriesValue), color: 'orange.6' },
        { name: 'purchase', label: t(m.seriesPurchase), color: 'blue.7' },
      ]}
      curveType="linear"
      connectNulls
      withDots={false}
      withLegend
      fillOpacity={0.15}
      activeDotProps={{ r: 5 }}
      valueFormatter={(value: number) => euros(value)}
      xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (time: number) => intl.formatDate(time, { year: 'numeric', timeZone: 'UTC' }) }}
      tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? intl.formatDate(time, { dateStyle: 'medium', timeZone: 'UTC' }) : '') }}
      areaProps={(series) => (series.name === 'purchase' ? { dot: { r: 6, strokeWidth: 2 }, strokeWidth: 0 } : {})}
      data-value-chart
    />
  );
}
