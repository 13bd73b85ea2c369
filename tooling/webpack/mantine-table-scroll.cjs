/**
 * Puts `shared/src/ui/table-scroll-container.tsx` in place of Mantine's `Table.ScrollContainer` in every browser and
 * server build. Mantine's `Table` carries its scroll container as a static member, which imports the ScrollArea and,
 * through it, floating-ui: any screen with a table paid for them (19 KB gzip on the overview). The build fails if
 * Mantine's file is no longer where this expects it while `Table` is built, rather than silently loading it again.
 */
const path = require('node:path');
const webpack = require('webpack');

const REPLACEMENT = path.join(__dirname, '..', '..', 'shared', 'src', 'ui', 'table-scroll-container.tsx');
const MANTINE_TABLE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/;
const MANTINE_SCROLL_CONTAINER = /^\.\/TableScrollContainer\.mjs$/;

class MantineTableScrollPlugin {
  apply(compiler) {
    let tableSeen = false;
    let replaced = false;
    new webpack.NormalModuleReplacementPlugin(MANTINE_SCROLL_CONTAINER, (resolveData) => {
      if (!MANTINE_TABLE.test(resolveData.contextInfo?.issuer ?? '')) return;
      resolveData.request = REPLACEMENT;
      replaced = true;
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('MantineTableScrollPlugin', (compilation) => {
      tableSeen = false;
      replaced = false;
      compilation.hooks.succeedModule.tap('MantineTableScrollPlugin', (module) => {
        if (MANTINE_TABLE.test(module.resource ?? '')) tableSeen = true;
      });
      compilation.hooks.finishModules.tap('MantineTableScrollPlugin', () => {
        if (tableSeen && !replaced) {
          compilation.errors.push(new webpack.WebpackError("MantineTableScrollPlugin: Mantine's Table no longer imports ./TableScrollContainer.mjs; update tooling/webpack/mantine-table-scroll.cjs"));
        }
      });
    });
  }
}

module.exports = { MantineTableScrollPlugin };
