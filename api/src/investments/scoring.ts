import type { RiskProfileLevel, Srri } from '@patrimo/shared';

/**
 * The search score of a fund for a risk profile (GET /investments sorts by it, spec §7).
 *
 * Each profile has a target SRRI — guaranteed 0 → 1, prudent 1 → 2, defensive 2 → 3, balanced 3 → 4,
 * offensive 4 → 5, aggressive 5 → 6 — and a fund scores 1 at the target, one sixth less for each class away
 * from it (the SRRI scale spans 6 classes), down to 0. SRRI 7 is nobody's target: it is reached by a
 * volatility of 25 % and more, beyond what even an aggressive profile is advised to seek.
 * A fund without an SRRI, or a request without a profile, has no score (null), and sorts after the
 * scored ones.
 */

/** The SRRI class that suits a risk profile best. */
export function targetSrri(risk: RiskProfileLevel): Srri {
  return (risk + 1) as Srri;
}

/** Score in [0, 1] of a fund of SRRI `srri` for the profile `risk`; null when either is unknown. */
export function riskScore(srri: Srri | null, risk: RiskProfileLevel | null): number | null {
  if (srri === null || risk === null) return null;
  return 1 - Math.abs(srri - targetSrri(risk)) / 6;
}
