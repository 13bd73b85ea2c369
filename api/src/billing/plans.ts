import { ANNUAL_DISCOUNT, type Plan, type PlanInterval, type PremiumFeature } from '@patrimo/shared';

/**
 * The plans (spec §1 and §9), pure: a monthly price tax included, and the annual one 10 % below twelve months,
 * rounded to the cent. VAT as a French invoice shows it: HT = TTC / (1 + rate) rounded to the cent, TVA = TTC − HT.
 * All arithmetic is in cents so that 5,99 × 12 × 0,9 gives 64,69 and never 64,68999….
 */

/** Spec §9: the monthly subscription, tax included. */
export const MONTHLY_PRICE_CENTS = 599;
/** The French standard VAT rate. */
export const VAT_RATE = 0.2;

export const MONTHLY_PLAN_ID = 'premium-monthly';
export const ANNUAL_PLAN_ID = 'premium-annual';

const PLAN_NAMES: Record<PlanInterval, string> = { month: 'Premium mensuel', year: 'Premium annuel' };

/** Cents → euros, exact to the cent. */
export const euros = (cents: number): number => Math.round(cents) / 100;
/** Euros → cents, rounded to the cent. */
export const cents = (amount: number): number => Math.round(amount * 100);

/** A price tax included split into HT and TVA (cents). */
export function vatSplit(totalCents: number, rate: number = VAT_RATE): { exclTaxCents: number; vatCents: number } {
  const exclTaxCents = Math.round(totalCents / (1 + rate));
  return { exclTaxCents, vatCents: totalCents - exclTaxCents };
}

/** Spec §9: twelve months less 10 percent, to the cent (5,99 € → 64,69 €). */
export function annualPriceCents(monthlyCents: number = MONTHLY_PRICE_CENTS): number {
  return Math.round(monthlyCents * 12 * (1 - ANNUAL_DISCOUNT));
}

function plan(id: string, interval: PlanInterval, amountCents: number, features: PremiumFeature[]): Plan {
  const { exclTaxCents, vatCents } = vatSplit(amountCents);
  return {
    id,
    name: PLAN_NAMES[interval],
    interval,
    amount: euros(amountCents),
    amountExclTax: euros(exclTaxCents),
    vatAmount: euros(vatCents),
    vatRate: VAT_RATE,
    currency: 'EUR',
    fullAmount: interval === 'year' ? euros(MONTHLY_PRICE_CENTS * 12) : null,
    monthlyEquivalent: interval === 'year' ? euros(Math.round(amountCents / 12)) : euros(amountCents),
    features,
  };
}

/** The plans a brand sells, with what they unlock there: none on a brand that bills the firm (`[]`). */
export function plansFor(billing: { billsSavers: boolean; premiumFeatures: PremiumFeature[] }): Plan[] {
  if (!billing.billsSavers) return [];
  return [
    plan(MONTHLY_PLAN_ID, 'month', MONTHLY_PRICE_CENTS, [...billing.premiumFeatures]),
    plan(ANNUAL_PLAN_ID, 'year', annualPriceCents(), [...billing.premiumFeatures]),
  ];
}

/** A plan by id, whatever the brand sells (invoices of a plan keep its name). Undefined for an unknown id. */
export function planById(id: string): Plan | undefined {
  return plansFor({ billsSavers: true, premiumFeatures: [] }).find((candidate) => candidate.id === id);
}

/** The end of a period starting at `start`: one calendar month or year later (UTC). */
export function periodEnd(start: Date, interval: PlanInterval): Date {
  const end = new Date(start.getTime());
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
