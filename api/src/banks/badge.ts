import { createHash } from 'node:crypto';
import { normaliseSearchText } from '@patrimo/shared';

/**
 * The badge an institution is drawn with: coloured initials, never a logo (we hold no rights to the
 * brands' logos). Both are computed rather than typed in, so that 150 entries cannot drift from the rule,
 * and both are deterministic, so that an institution looks the same on every screen and every visit.
 */

/** Words that say what an institution is rather than who it is: left out of its initials. */
const LINKING_WORDS = new Set(['la', 'le', 'les', 'de', 'du', 'des', 'd', 'l', 'et', 'en', 'the', 'of', 'and']);

/**
 * One to three capital letters. A name opening with a short acronym keeps it (« BNP Paribas » → BNP,
 * « LCL » → LCL); otherwise the first letters of the first two meaningful words (« Crédit Agricole Alpes
 * Provence » → CA, « La Banque Postale » → BP, « Fortuneo » → F).
 */
export function initialsOf(name: string): string {
  const firstToken = name.split(/[\s-]+/)[0] ?? '';
  if (/^[A-Z]{2,3}$/.test(firstToken)) return firstToken;
  const words = normaliseSearchText(name)
    .split(' ')
    .filter((word) => word !== '' && !LINKING_WORDS.has(word));
  const letters = words
    .slice(0, 2)
    .map((word) => word.match(/[a-z]/)?.[0] ?? '')
    .join('')
    .toUpperCase();
  return letters === '' ? '?' : letters;
}

/**
 * Badge colours, all dark enough for white initials to keep a contrast of at least 4.5:1 (WCAG AA for
 * normal text; the catalogue's tests check it). Institutions without a network colour get one of these.
 */
export const BADGE_PALETTE: readonly string[] = [
  '#1f4e79',
  '#7a1f3d',
  '#2e6b30',
  '#5b3a8c',
  '#8a4b08',
  '#0f5f66',
  '#6b2c2c',
  '#34495e',
  '#7b2d7b',
  '#3d5a1f',
  '#9c2a00',
  '#1d3f8f',
  '#5c4033',
  '#00695c',
  '#6a1b9a',
  '#ad1457',
];

/** A palette colour chosen by a hash of `key`: the same key always gets the same colour. */
export function paletteColour(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  return BADGE_PALETTE[digest.readUInt32BE(0) % BADGE_PALETTE.length] ?? '#34495e';
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between white text and a `#rrggbb` background. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}
