import { cardFormSchema, type CardForm } from '@patrimo/shared';

/** The card brands the form recognises from the first digits (the others still pay: the provider decides). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** The brand of a card from its first digits (IIN ranges published by the networks). */
export function cardBrandOf(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'unknown';
}

/** As the number is typed: digits only, grouped 4-4-4-4 (4-6-5 for American Express), 19 digits at most. */
export function formatCardNumber(raw: string): string {
  const brand = cardBrandOf(raw);
  const digits = raw.replace(/\D/g, '').slice(0, brand === 'amex' ? 15 : 19);
  if (brand === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * As the expiry is typed: « MM / AA ». A first digit above 1 is a month on its own (« 4 » → « 04 / »); deleting
 * the separator deletes it whole, so the field never gets stuck on « 04 / ».
 */
export function formatExpiry(raw: string, previous = ''): string {
  let digits = raw.replace(/\D/g, '');
  const erasing = raw.length < previous.length && previous.endsWith(' / ') && !raw.endsWith(' / ');
  if (erasing) digits = digits.slice(0, -1);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return erasing ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** As the security code is typed: 3 digits, 4 for American Express. */
export function formatCvc(raw: string, number: string): string {
  return raw.replace(/\D/g, '').slice(0, cardBrandOf(number) === 'amex' ? 4 : 3);
}

export type CardFieldName = keyof CardForm;

/** The card, checked as `cardFormSchema` says: the values the provider takes, or the first error code of each field. */
export function checkCard(values: CardForm): { ok: true; card: ProviderCard } | { ok: false; errors: Partial<Record<CardFieldName, string>> } {
  const parsed = cardFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<CardFieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CardFieldName;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const [month = '', year = ''] = parsed.data.expiry.split('/').map((part) => part.trim());
  return { ok: true, card: { number: parsed.data.number, exp_month: Number(month), exp_year: 2000 + Number(year), cvc: parsed.data.cvc } };
}

/** The card as the provider's endpoints take it (Stripe's names), built only in the browser. */
export interface ProviderCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}
