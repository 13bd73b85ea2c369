import { defineMessages } from 'react-intl';

/** The price sentences of the plans and of a promo code's schedule (see `price-text.ts`). */
export const priceMessages = defineMessages({
  perMonth: { id: 'billing.price.perMonth', defaultMessage: '{amount} par mois' },
  perYear: { id: 'billing.price.perYear', defaultMessage: '{amount} par an' },
  forMonths: { id: 'billing.price.forMonths', defaultMessage: '{amount} par mois pendant {count} mois' },
  forYears: {
    id: 'billing.price.forYears',
    defaultMessage: '{count, plural, one {{amount} la première année} other {{amount} par an pendant # ans}}',
  },
  freeForMonths: { id: 'billing.price.freeForMonths', defaultMessage: 'gratuit pendant {count} mois' },
  freeForYears: { id: 'billing.price.freeForYears', defaultMessage: '{count, plural, one {gratuit la première année} other {gratuit pendant # ans}}' },
  then: { id: 'billing.price.then', defaultMessage: '{before}, puis {after}' },
  vatIncluded: { id: 'billing.price.vatIncluded', defaultMessage: 'dont TVA {rate}\u00a0%\u202f: {amount}' },
});
