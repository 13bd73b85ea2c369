import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import webpack from 'webpack';

// The plugin is CommonJS, loaded by webpack configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MantineTableScrollPlugin } = require('./mantine-table-scroll.cjs') as { MantineTableScrollPlugin: new () => webpack.WebpackPluginInstance };

const SHARED = path.join(__dirname, '..', '..', 'shared');

/** Builds a module that imports Mantine's `Table` (as the kit's entries do), with or without the plugin; returns the script. */
function build(withPlugin: boolean): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'patrimo-table-scroll-'));
  const compiler = webpack({
    mode: 'production',
    context: SHARED,
    entry: path.join(SHARED, 'src', 'ui', 'extra.ts'),
    output: { path: out, filename: 'out.js', library: { type: 'commonjs2' } },
    target: 'web',
    devtool: false,
    externals: { react: 'react', 'react-dom': 'react-dom', 'react/jsx-runtime': 'react/jsx-runtime' },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: require.resolve('esbuild-loader'), options: { target: 'es2022', jsx: 'automatic' } },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false },
    plugins: withPlugin ? [new MantineTableScrollPlugin()] : [],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
        resolve(readFileSync(path.join(out, 'out.js'), 'utf8'));
      } catch (failure) {
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}

describe('Table.ScrollContainer with native scrolling (MantineTableScrollPlugin)', () => {
  it('builds Mantine’s Table without its ScrollArea nor floating-ui, with our container in its place', async () => {
    const [plain, replaced] = await Promise.all([build(false), build(true)]);
    // Without the plugin, Mantine's container brings both.
    expect(plain).toContain('@mantine/core/ScrollArea');
    expect(plain).toMatch(/floating-ui/);
    expect(replaced).not.toContain('@mantine/core/ScrollArea');
    expect(replaced).not.toMatch(/floating-ui/);
    expect(replaced).toContain('data-table-scroll');
    expect(replaced).toContain('@mantine/core/Table');
  }, 120_000);
});
