/**
 * Where the arbitration sits: `/app/contract/7/arbitration/market` for the saver, and
 * `/advisory/customers/42/view/contract/7/arbitration/market` inside an advisor's view of a customer. Links out of
 * the arbitration (the contract, its analysis, a fund's page) are built from the address, so they stay inside the
 * advisor's view.
 */

const ARBITRATION_SEGMENT = 'arbitration';

/** The contract's own path (`…/contract/7`), cut before the last `arbitration` segment; null outside one. */
export function contractBaseOf(pathname: string): string | null {
  const segments = pathname.split('/');
  const index = segments.lastIndexOf(ARBITRATION_SEGMENT);
  if (index < 2) return null;
  return segments.slice(0, index).join('/');
}

/** The path of a fund's page seen from the contract (mf-dashboard's `contract/:contractId/fund/:isin`). */
export function fundPath(contractBase: string, isin: string): string {
  return `${contractBase}/fund/${encodeURIComponent(isin)}`;
}

/** The analysis' advice step, which the arbitration puts into practice. */
export function adviceStepPath(contractBase: string): string {
  return `${contractBase}/analyse/advices/1`;
}
