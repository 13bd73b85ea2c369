/**
 * Where the analysis sits: `/app/contract/7/analyse/risk/2` for the saver, and
 * `/advisory/customers/42/view/contract/7/analyse/risk/2` inside an advisor's view of a customer. Links out of
 * the analysis (the contract, the arbitration) are built from the address itself, so they stay inside the
 * advisor's view when the analysis is embedded there.
 */

const ANALYSIS_SEGMENT = 'analyse';

/** The contract's own path (`…/contract/7`), cut before its last `analyse` segment; null outside an analysis. */
export function contractBaseOf(pathname: string): string | null {
  const segments = pathname.split('/');
  const index = segments.lastIndexOf(ANALYSIS_SEGMENT);
  if (index < 2) return null;
  return segments.slice(0, index).join('/');
}

/** The analysis' own path (`…/contract/7/analyse`). */
export function analysisBaseOf(pathname: string): string | null {
  const base = contractBaseOf(pathname);
  return base === null ? null : `${base}/${ANALYSIS_SEGMENT}`;
}

/** The path of the risk questionnaire that brings the saver back to `returnTo` once the profile is saved. */
export function profileQuestionnairePath(returnTo: string): string {
  return `/app/profile/risk?redirect=${encodeURIComponent(returnTo)}`;
}
