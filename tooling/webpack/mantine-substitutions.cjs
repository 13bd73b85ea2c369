/**
 * Puts a lighter module of ours in place of a few modules that Mantine imports for a feature the product does not
 * use, in every browser and server build (issue 17: what a screen loads is what it shows). Each substitution applies
 * only to the Mantine files named, so the library's other users of the same module are untouched:
 *
 * - `Table.ScrollContainer` -> `shared/src/ui/table-scroll-container.tsx`. Mantine's `Table` carries its scroll
 *   container as a static member, which imports the ScrollArea and, through it, floating-ui: any screen with a table
 *   paid for them (19 KB gzip on the overview). Ours scrolls natively, as Mantine's `type="native"` does.
 * - `react-remove-scroll` in the AppShell's header, footer and aside -> `shared/src/ui/remove-scroll-class-names.ts`.
 *   They import the whole scroll lock (with its side-car, 5 KB gzip on every signed-in page) for one constant, the
 *   class names of its scroll-bar compensation; the modals, which do lock the scroll, keep the real one.
 * - `ChartBrush` in the area and bar charts -> `shared/src/ui/chart-brush-unavailable.tsx`. The brush (recharts'
 *   range slider, 3 KB gzip in the chart kit) is drawn only with `withBrush`, which the kit's charts do not accept
 *   (shared/src/ui/accessible-charts.tsx): the history's period is chosen with the period field.
 * - recharts in the area chart -> `shared/src/ui/recharts-for-area-chart.ts`: the same library, but the reference
 *   areas and dots (2 KB gzip), which the kit's area chart does not accept either, and recharts' legend, which the
 *   kit draws outside recharts (`shared/src/ui/cartesian.tsx`), draw nothing.
 *
 * The build fails if a Mantine file named here no longer imports what this expects while it is built, rather than
 * silently loading the heavy module again.
 */
const path = require('node:path');
const webpack = require('webpack');

const UI = path.join(__dirname, '..', '..', 'shared', 'src', 'ui');
const core = (file) => new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${file}\\.mjs$`);
const charts = (file) => new RegExp(`[\\\\/]@mantine[\\\\/]charts[\\\\/]esm[\\\\/]${file}\\.mjs$`);

/** `issuers`: the Mantine files whose import of `request` is replaced; `replacement`: the file put in its place. */
const SUBSTITUTIONS = [
  {
    name: 'Table.ScrollContainer',
    issuers: [core('Table/Table')],
    request: /^\.\/TableScrollContainer\.mjs$/,
    replacement: path.join(UI, 'table-scroll-container.tsx'),
  },
  {
    name: 'react-remove-scroll (AppShell)',
    issuers: [core('AppShell/AppShellHeader/AppShellHeader'), core('AppShell/AppShellFooter/AppShellFooter'), core('AppShell/AppShellAside/AppShellAside')],
    request: /^react-remove-scroll$/,
    replacement: path.join(UI, 'remove-scroll-class-names.ts'),
  },
  {
    name: 'ChartBrush',
    issuers: [charts('AreaChart/AreaChart'), charts('BarChart/BarChart')],
    request: /^\.\.\/ChartBrush\/ChartBrush\.mjs$/,
    replacement: path.join(UI, 'chart-brush-unavailable.tsx'),
  },
  {
    name: 'ReferenceArea, ReferenceDot, Legend (AreaChart)',
    issuers: [charts('AreaChart/AreaChart')],
    request: /^recharts$/,
    replacement: path.join(UI, 'recharts-for-area-chart.ts'),
  },
];

class MantineSubstitutionsPlugin {
  /** @param {{ substitutions?: typeof SUBSTITUTIONS }} [options] */
  constructor({ substitutions = SUBSTITUTIONS } = {}) {
    this.substitutions = substitutions;
  }

  apply(compiler) {
    // Per compilation: the issuers built, and the (issuer, substitution) pairs replaced.
    let built = new Set();
    let replaced = new Set();
    const matching = (issuer) => {
      const found = [];
      this.substitutions.forEach((substitution, index) => {
        substitution.issuers.forEach((pattern, at) => {
          if (pattern.test(issuer)) found.push(`${index}:${at}`);
        });
      });
      return found;
    };
    for (const [index, substitution] of this.substitutions.entries()) {
      new webpack.NormalModuleReplacementPlugin(substitution.request, (resolveData) => {
        const issuer = resolveData.contextInfo?.issuer ?? '';
        const at = substitution.issuers.findIndex((pattern) => pattern.test(issuer));
        if (at < 0) return;
        resolveData.request = substitution.replacement;
        replaced.add(`${index}:${at}`);
      }).apply(compiler);
    }
    compiler.hooks.thisCompilation.tap('MantineSubstitutionsPlugin', (compilation) => {
      built = new Set();
      replaced = new Set();
      compilation.hooks.succeedModule.tap('MantineSubstitutionsPlugin', (module) => {
        for (const key of matching(module.resource ?? '')) built.add(key);
      });
      compilation.hooks.finishModules.tap('MantineSubstitutionsPlugin', () => {
        for (const key of built) {
          if (replaced.has(key)) continue;
          const [index, at] = key.split(':').map(Number);
          const substitution = this.substitutions[index];
          compilation.errors.push(
            new webpack.WebpackError(
              `MantineSubstitutionsPlugin: ${substitution.issuers[at]} no longer imports ${substitution.request} (${substitution.name}); update tooling/webpack/mantine-substitutions.cjs`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { MantineSubstitutionsPlugin, SUBSTITUTIONS };
