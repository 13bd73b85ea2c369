import { formatCurrency, MASKED_AMOUNT } from '@patrimo/shared';
import { usePrivateMode, useSubject, type PrivateArea } from '@patrimo/shared/react';
import { useMemo } from 'react';
import { useLocation, useParams } from '@patrimo/shared/router';
import { contractBaseOf } from '../links';

export interface ArbitrationFrame {
  contractId: string;
  /** True when an advisor runs the arbitration for a customer: the plan is the saver's to save. */
  embedded: boolean;
  area: PrivateArea;
  masked: boolean;
  /** `/app/contract/7` or `/advisory/customers/42/view/contract/7`. */
  contractBase: string;
  /** `…/contract/7/arbitration`: the three pages hang from here. */
  arbitrationBase: string;
  /** Whole euros, or five stars in private mode. */
  euros: (value: number) => string;
}

/** Where the arbitration is shown (the saver's app or an advisor's customer view) and how its amounts read. */
export function useArbitrationFrame(): ArbitrationFrame {
  const { contractId = '' } = useParams();
  const { pathname } = useLocation();
  const subject = useSubject();
  const embedded = subject !== 'me';
  const area: PrivateArea = embedded ? 'advisory' : 'app';
  const [masked] = usePrivateMode(area);
  const contractBase = contractBaseOf(pathname) ?? `/app/contract/${encodeURIComponent(contractId)}`;
  return useMemo(
    () => ({
      contractId,
      embedded,
      area,
      masked,
      contractBase,
      arbitrationBase: `${contractBase}/arbitration`,
      euros: (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true })),
    }),
    [contractId, embedded, area, masked, contractBase],
  );
}
