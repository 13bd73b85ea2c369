import { isBankAccountKind, isRiskedKind, type ContractKind } from '@patrimo/shared';

/** Where a contract counts in the wealth split (spec §3 categories), and whether it is owed. */
export interface ContractPlacement {
  category: 'invested_wealth' | 'savings' | null;
  type: 'asset' | 'liability';
}

/**
 * The category and type of a contract found at a bank, from its kind (spec §3):
 * - `loan`: a liability, in no category (the wealth split shows assets; loans are deducted from the total);
 * - `savings` and the bank-account kinds (checking, card, deposit): `savings` — available cash and regulated
 *   savings, neither invested wealth nor real estate, the only other categories;
 * - the risked kinds and every other envelope (rsp, perp, madelin, unknown, other): `invested_wealth`.
 * `real_estate` is never reached from a bank: it belongs to properties entered by the saver.
 */
export function placementOfKind(kind: ContractKind): ContractPlacement {
  if (kind === 'loan') return { category: null, type: 'liability' };
  if (kind === 'savings' || isBankAccountKind(kind)) return { category: 'savings', type: 'asset' };
  if (isRiskedKind(kind)) return { category: 'invested_wealth', type: 'asset' };
  return { category: 'invested_wealth', type: 'asset' };
}
