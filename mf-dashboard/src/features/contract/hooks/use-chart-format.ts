import { formatChartDate, formatCurrency, formatNotation, MASKED_AMOUNT, type ChartDateFormat } from '@patrimo/shared';
import { usePrivateMode } from '@patrimo/shared/react';
import { useMemo } from 'react';
import { useSaverFrame } from '../../../lib/saver-frame';

/** The charts' amounts: euros, or five stars in private mode (a chart's axis is not an `Amount`). */
export function useChartFormat() {
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
