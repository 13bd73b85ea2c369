import { formatChartDate, formatCurrency, formatNotation, MASKED_AMOUNT, type ChartDateFormat } from '@patrimo/shared';
import { usePrivateMode } from '@patrimo/shared/react';
import { useMemo } from 'react';
import { useSaverFrame } from '../../../lib/saver-frame';

export interface ChartFormatters {
  masked: boolean;
  /** Tooltip values: euros without cents, or five stars in private mode. */
  value: (value: number) => string;
  /** Axis ticks: compact euros (« 120 k€ »), or five stars in private mode. */
  axis: (value: number) => string;
  /** Dates of the axis and the tooltip. */
  date: (time: number, format?: ChartDateFormat) => string;
}

/**
 * Formatters of the charts' amounts: a chart's axis and tooltip are not `Amount` components, so private mode
 * (spec §2) is applied here, through the same mask.
 */
export function useChartFormatters(): ChartFormatters {
  const { area } = useSaverFrame();
  const [masked] = usePrivateMode(area);
  return useMemo(
    () => ({
      masked,
      value: (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true })),
      axis: (value: number) => (masked ? MASKED_AMOUNT : formatNotation(value, { currency: true })),
      date: (time: number, format: ChartDateFormat = 'dayMonthYear') => formatChartDate(time, format),
    }),
    [masked],
  );
}
