import { contractKindLabels, type ContractProduct } from '@patrimo/shared';
import { PAGE_META_ATTRIBUTE } from '@patrimo/shared/prerender';
import type { IntlShape } from 'react-intl';
import { publicContractTitleMessage } from './messages';

/** Longest meta description search engines show whole (about 160 characters). */
export const META_DESCRIPTION_MAX = 160;

/** A text cut to `max` characters on a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/[ \t\r\n]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The page's meta description: the product's own description when it has one, else a sentence built from
 * its facts (kind and institution), cut to what search engines show.
 */
export function metaDescription(product: Pick<ContractProduct, 'name' | 'bankName' | 'description'>, kindLabel: string, brandName: string): string {
  const base = product.description?.trim()
    ? product.description
    : `${product.name}, ${kindLabel.toLowerCase()} proposé par ${product.bankName}\u00a0: ses frais et ses supports, analysés par ${brandName}.`;
  return truncate(base, META_DESCRIPTION_MAX);
}

/**
 * The card's title (before the brand's) and meta description, for the screen and for the server's render of it
 * (host/src/prerender): one source, so that the page the server sends has the title the client then keeps.
 */
export function publicContractHead(
  product: Pick<ContractProduct, 'name' | 'bankName' | 'description' | 'kind'>,
  intl: Pick<IntlShape, 'formatMessage'>,
  brandName: string,
): { title: string; description: string } {
  return {
    title: intl.formatMessage(publicContractTitleMessage, { name: product.name, bank: product.bankName }),
    description: metaDescription(product, contractKindLabels[product.kind], brandName),
  };
}

/**
 * Sets the page's `<meta name="description">` (created when absent); returns how to put the previous one back. The
 * one a server-rendered card came with is the card's own: it goes when the card does.
 */
export function setMetaDescription(content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  const created = element === null || element.hasAttribute(PAGE_META_ATTRIBUTE);
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.appendChild(element);
  }
  const previous = element.content;
  element.content = content;
  const target = element;
  return () => {
    if (created) target.remove();
    else target.content = previous;
  };
}
