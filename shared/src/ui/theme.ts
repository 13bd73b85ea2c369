/**
 * The product's Mantine theme, made to pass WCAG 2.2 AA in both colour schemes (4.5:1 for text, 3:1 for
 * large text and the borders of form controls). The fixes live here, not in the screens:
 *
 * - `primaryShade: 8` in both schemes: filled buttons, badges and links use shade 8, and shades 8–9 of the
 *   palettes below are darkened where Mantine's stock value was too light for white text or for text on
 *   white (stock teal 6 under white text: 2.55:1);
 * - shades 3–4 of the blue-ish palettes are lightened: they are the text colour of links and coloured text
 *   on the dark scheme's grey surfaces;
 * - `--mantine-color-dimmed` is grey 7 on light (stock grey 6: 3.32:1 on white) and dark 1 on dark (stock
 *   dark 2: 3.53:1 on cards);
 * - the error colour reads as text on both schemes, and the borders of text inputs, checkboxes and radios
 *   reach 3:1 against their background (`THEME_RULES_CSS`).
 *
 * `theme.test.ts` computes these contrast ratios from the theme itself.
 */
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type DefaultMantineColor, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/** One palette with some shades replaced (Mantine palettes are ten shades, lightest first). */
function withShades(name: DefaultMantineColor, replaced: Partial<Record<number, string>>): MantineColorsTuple {
  const stock = DEFAULT_THEME.colors[name];
  if (!stock) throw new Error(`Mantine has no palette named ${name}`);
  return stock.map((shade, index) => replaced[index] ?? shade) as unknown as MantineColorsTuple;
}

/**
 * The palettes whose shades fail AA as Mantine ships them, with the replaced shades (same hue, lightness
 * moved until the pair passes with a small margin).
 */
export const ACCESSIBLE_COLORS = {
  red: withShades('red', { 8: '#ca1e1e', 9: '#ab2424' }),
  pink: withShades('pink', { 8: '#c0255b', 9: '#a41e4c' }),
  grape: withShades('grape', { 4: '#de85f3', 8: '#9935b1', 9: '#812c96' }),
  violet: withShades('violet', { 3: '#b59cfc', 4: '#b197fb', 9: '#5737b5' }),
  indigo: withShades('indigo', { 4: '#8da3fd', 8: '#3757da', 9: '#3046b1' }),
  blue: withShades('blue', { 4: '#52adf7', 8: '#1768b2', 9: '#155897' }),
  cyan: withShades('cyan', { 8: '#0a7384', 9: '#0a6677' }),
  teal: withShades('teal', { 8: '#087a57', 9: '#076c4d' }),
  green: withShades('green', { 8: '#247b35', 9: '#236f32' }),
  lime: withShades('lime', { 8: '#4a790b', 9: '#46710a' }),
  yellow: withShades('yellow', { 8: '#9e5c00', 9: '#8f4d00' }),
  orange: withShades('orange', { 8: '#b54509', 9: '#a9380c' }),
} satisfies Partial<Record<DefaultMantineColor, MantineColorsTuple>>;

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The theme of a brand: its primary colour on the accessible palettes. */
export function createPatrimoTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    primaryColor,
    primaryShade: { light: 8, dark: 8 },
    // A filled control in a light colour (yellow 4…) gets dark text instead of white.
    autoContrast: true,
    colors: ACCESSIBLE_COLORS,
    fontFamily: FONT,
    headings: { fontFamily: FONT },
    defaultRadius: 'md',
  });
}

/** Scheme-dependent variables that Mantine's defaults leave below AA. */
export const patrimoCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-success': 'var(--mantine-color-teal-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--patrimo-color-control-border': 'var(--mantine-color-gray-6)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-success': 'var(--mantine-color-teal-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--patrimo-color-control-border': 'var(--mantine-color-dark-1)',
  },
});

/**
 * Borders of form controls at 3:1 (WCAG 1.4.11). Mantine sets them per scheme in its stylesheet, not
 * through a theme variable, so this rule (rendered once by the providers) points them at ours; inputs in
 * error or focused keep Mantine's colours. Links inside sentences are underlined.
 */
export const THEME_RULES_CSS = [
  ":root .mantine-Input-wrapper[data-variant='default']:not([data-error]) { --input-bd: var(--patrimo-color-control-border); }",
  '.mantine-Checkbox-input:not(:checked), .mantine-Radio-radio:not(:checked) { border-color: var(--patrimo-color-control-border); }',
  // A link inside a sentence is told from the text around it by more than its colour (WCAG 1.4.1).
  ":root :is(p, li) .mantine-Anchor-root:not([data-underline='never']) { text-decoration: underline; }",
].join('\n');
