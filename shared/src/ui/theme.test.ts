import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { BRANDS } from '../brands/brands';
import { createPatrimoTheme, patrimoCssVariablesResolver } from './theme';

type Scheme = 'light' | 'dark';

/** Every CSS variable the page gets for a scheme: Mantine's defaults, then ours, as MantineProvider merges them. */
function variablesOf(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const stock = defaultCssVariablesResolver(theme);
  const ours = patrimoCssVariablesResolver(theme);
  return { ...stock.variables, ...stock[scheme], ...ours.variables, ...ours[scheme] };
}

/** A CSS value (`var(--…)` chains, `#rrggbb`, `rgba(…)`) as red, green and blue from 0 to 255. */
function resolve(value: string, variables: Record<string, string>): [number, number, number] {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference) {
    const next = variables[reference[1] as string];
    if (next === undefined) throw new Error(`Unknown variable ${reference[1]}`);
    return resolve(next, variables);
  }
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  if (short) return resolve(`#${[1, 2, 3].map((i) => (short[i] as string).repeat(2)).join('')}`, variables);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i] as string, 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*1\s*)?\)$/.exec(value.trim());
  if (rgb) return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
  throw new Error(`Not an opaque colour: ${value}`);
}

/** WCAG 2.2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The colours the screens pass as `color`/`c` (amounts, statuses, alerts, badges). */
const USED_COLORS = ['red', 'orange', 'yellow', 'teal', 'green', 'blue', 'indigo', 'violet', 'cyan', 'grape', 'pink', 'lime', 'gray'];

interface Pair {
  name: string;
  foreground: string;
  background: string;
  minimum: number;
}

/** The pairs that make up the screens: text on its surfaces, text on filled and light controls, control borders. */
function keyPairs(): Pair[] {
  const surfaces = ['var(--mantine-color-body)', 'var(--mantine-color-default)', 'var(--mantine-color-default-hover)'];
  const onSurfaces = (name: string, foreground: string, minimum = 4.5): Pair[] =>
    surfaces.map((background) => ({ name: `${name} on ${background}`, foreground, background, minimum }));
  return [
    ...onSurfaces('text', 'var(--mantine-color-text)'),
    ...onSurfaces('dimmed text', 'var(--mantine-color-dimmed)'),
    ...onSurfaces('link', 'var(--mantine-color-anchor)'),
    ...onSurfaces('error', 'var(--mantine-color-error)'),
    ...onSurfaces('input border', 'var(--patrimo-color-control-border)', 3),
    { name: 'primary button', foreground: 'var(--mantine-primary-color-contrast)', background: 'var(--mantine-primary-color-filled)', minimum: 4.5 },
    { name: 'primary button hovered', foreground: 'var(--mantine-primary-color-contrast)', background: 'var(--mantine-primary-color-filled-hover)', minimum: 4.5 },
    { name: 'light primary button', foreground: 'var(--mantine-primary-color-light-color)', background: 'var(--mantine-primary-color-light)', minimum: 4.5 },
    ...USED_COLORS.flatMap((color) => [
      ...onSurfaces(`${color} text`, `var(--mantine-color-${color}-text)`),
      { name: `filled ${color} badge`, foreground: 'var(--mantine-color-white)', background: `var(--mantine-color-${color}-filled)`, minimum: 4.5 },
      { name: `light ${color} badge`, foreground: `var(--mantine-color-${color}-light-color)`, background: `var(--mantine-color-${color}-light)`, minimum: 4.5 },
    ]),
    // Dimmed text inside a light-coloured alert or badge.
    ...USED_COLORS.map((color) => ({ name: `dimmed text in a light ${color} alert`, foreground: 'var(--mantine-color-dimmed)', background: `var(--mantine-color-${color}-light)`, minimum: 4.5 })),
  ];
}

describe.each(Object.values(BRANDS).map((brand) => [brand.id, brand.primaryColor] as const))('the theme of %s', (_id, primaryColor) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, createPatrimoTheme(primaryColor));

  it.each(['light', 'dark'] as const)('passes WCAG AA on every key pair in the %s scheme', (scheme) => {
    const variables = variablesOf(theme, scheme);
    const failures = keyPairs()
      .map((pair) => ({ ...pair, ratio: contrast(resolve(pair.foreground, variables), resolve(pair.background, variables)) }))
      .filter((pair) => pair.ratio < pair.minimum)
      .map((pair) => `${pair.name}: ${pair.ratio.toFixed(2)}:1 < ${pair.minimum}:1`);
    expect(failures).toEqual([]);
  });
});

it('Mantine’s stock theme fails the same check, so the check tells the two apart', () => {
  const stock = mergeMantineTheme(DEFAULT_THEME, { primaryColor: 'teal' });
  const variables = { ...defaultCssVariablesResolver(stock).variables, ...defaultCssVariablesResolver(stock).light };
  const white = resolve('var(--mantine-color-white)', variables);
  expect(contrast(resolve('var(--mantine-color-dimmed)', variables), white)).toBeLessThan(4.5);
  expect(contrast(white, resolve('var(--mantine-primary-color-filled)', variables))).toBeLessThan(4.5);
});
