import { formatChartDate, formatCurrency, formatNotation, MASKED_AMOUNT, type ChartDateFormat } from '@patrimo/shared';
import { usePrivateMode, useSubject, type PrivateArea } from '@patrimo/shared/react';
import { useMemo } from 'react';
import { useLocation, useParams } from '@patrimo/shared/router';
import { analysisBaseOf, contractBaseOf } from '../../../lib/analysis-links';

export interface AnalysisFrame {
  contractId: string;
  /** True when an advisor reads a customer's analysis: nothing is recorded, the saver-only ways are hidden. */
  embedded: boolean;
  /** Private mode whose toggle masks the amounts: the saver's, or the advisor's own. */
  area: PrivateArea;
  masked: boolean;
  /** `/app/contract/7` or `/advisory/customers/42/view/contract/7`: links out of the analysis start here. */
  contractBase: string;
  /** `…/contract/7/analyse`: every page of the analysis hangs from here. */
  analysisBase: string;
  /** The address of the page shown, for the way back after the questionnaire. */
  pathname: string;
  /** Euros without cents, or five stars in private mode (charts, sentences: what `Amount` cannot format). */
  euros: (value: number) => string;
  /** Compact euros for chart axes. */
  axis: (value: number) => string;
  date: (time: number, format?: ChartDateFormat) => string;
}

/** Where the analysis is shown (the saver's app or an advisor's customer view) and how its amounts read. */
export function useAnalysisFrame(): AnalysisFrame {
  const { contractId = '' } = useParams();
  const { pathname } = useLocation();
  const subject = useSubject();
  const embedded = subject !== 'me';
  const area: PrivateArea = embedded ? 'advisory' : 'app';
  const [masked] = usePrivateMode(area);
  const contractBase = contractBaseOf(pathname) ?? `/app/contract/${encodeURIComponent(contractId)}`;
  const analysisBase = analysisBaseOf(pathname) ?? `${contractBase}/analyse`;
  return useMemo(
    () => ({
      contractId,
      embedded,
      area,
      masked,
      contractBase,
      analysisBase,
      pathname,
      euros: (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true })),
      axis: (value: number) => (masked ? MASKED_AMOUNT : formatNotation(value, { currency: true })),
      date: (time: number, format: ChartDateFormat = 'dayMonthYear') => formatChartDate(time, format),
    }),
    [contractId, embedded, area, masked, contractBase, analysisBase, pathname],
  );
}
