import { formatCurrency, type Plan, type PlanInterval, type PriceStep } from '@patrimo/shared';
import type { MessageDescriptor } from 'react-intl';
import { priceMessages as m } from './price-messages';

/** The `formatMessage` of react-intl, as the texts below need it (plain values only). */
export type FormatMessage = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** What paying yearly saves against twelve months (`fullAmount − amount`), and its rounded percentage; null for monthly. */
export function annualSaving(plan: Plan): { amount: number; percent: number } | null {
  if (plan.interval !== 'year' || plan.fullAmount === null || plan.fullAmount <= 0) return null;
  const amount = Math.round((plan.fullAmount - plan.amount) * 100) / 100;
  return { amount, percent: Math.round((amount / plan.fullAmount) * 100) };
}

/** « 5,99 € par mois » / « 64,69 € par an »: one interval's price. */
export function perInterval(amount: number, interval: PlanInterval, t: FormatMessage): string {
  return t(interval === 'month' ? m.perMonth : m.perYear, { amount: formatCurrency(amount) });
}

/** One stretch of the schedule: « 4,79 € par mois pendant 3 mois », « gratuit pendant 1 mois », « 58,22 € la première année ». */
export function stepText(step: PriceStep, interval: PlanInterval, t: FormatMessage): string {
  if (step.intervals === null) return perInterval(step.amount, interval, t);
  if (step.amount === 0) return t(interval === 'month' ? m.freeForMonths : m.freeForYears, { count: step.intervals });
  return t(interval === 'month' ? m.forMonths : m.forYears, { amount: formatCurrency(step.amount), count: step.intervals });
}

/**
 * The price once a promo code applies, stretch by stretch:
 * « 4,79 € par mois pendant 3 mois, puis 5,99 € par mois ».
 */
export function scheduleText(schedule: readonly PriceStep[], interval: PlanInterval, t: FormatMessage): string {
  const [first, ...rest] = schedule.map((step) => stepText(step, interval, t));
  if (first === undefined) return '';
  return rest.reduce((sentence, next) => t(m.then, { before: sentence, after: next }), first);
}

/** « dont TVA 20 % : 1,00 € » under a price tax included. */
export function vatText(plan: Pick<Plan, 'vatRate' | 'vatAmount'>, t: FormatMessage): string {
  return t(m.vatIncluded, { rate: Math.round(plan.vatRate * 100), amount: formatCurrency(plan.vatAmount) });
}
