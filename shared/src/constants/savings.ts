import type { SupportedSavingsKindDetail } from '../schemas/contract';

/**
 * Ceilings of the regulated French savings accounts, in euros, shown in help texts (spec §9).
 */
export interface SavingsCap {
  /** Maximum deposits for a person. */
  cap: number;
  /** Maximum deposits for an association, where it differs. */
  associationCap?: number;
  /** Largest home loan the plan can open the right to. */
  maxLoan?: number;
  /** Ages allowed to hold the account. */
  ages?: { min: number; max: number };
}

/**
 * Spec §9 savings caps. LEP: 10 000 € since 2023-10-01 (the spec's 7 700 € is the former ceiling).
 */
export const SAVINGS_CAPS: Record<SupportedSavingsKindDetail, SavingsCap> = {
  livret_a: { cap: 22_950, associationCap: 76_500 },
  ldd: { cap: 12_000 },
  pel: { cap: 61_200, maxLoan: 92_000 },
  cel: { cap: 15_300, maxLoan: 23_000 },
  livret_jeune: { cap: 1_600, ages: { min: 12, max: 25 } },
  lep: { cap: 10_000 },
};
