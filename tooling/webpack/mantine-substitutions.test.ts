import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import webpack from 'webpack';
import { RemoveScroll as ClassNamesOnly } from '../../shared/src/ui/remove-scroll-class-names';

// The plugin is CommonJS, loaded by webpack configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MantineSubstitutionsPlugin } = require('./mantine-substitutions.cjs') as {
  MantineSubstitutionsPlugin: new (options?: { substitutions?: unknown[] }) => webpack.WebpackPluginInstance;
};

const SHARED = path.join(__dirname, '..', '..', 'shared');

/** Builds one of the kit's entries (as the apps do, unminified), with or without the plugin; returns the script. */
function build(entry: string, plugin?: webpack.WebpackPluginInstance): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'patrimo-substitutions-'));
  const compiler = webpack({
    mode: 'production',
    context: SHARED,
    entry: path.join(SHARED, 'src', 'ui', entry),
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
    plugins: plugin ? [plugin] : [],
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

describe('lighter modules in place of what Mantine imports for unused features (MantineSubstitutionsPlugin)', () => {
  it('builds Mantine’s Table without its ScrollArea nor floating-ui, and the AppShell without the scroll lock', async () => {
    const [plain, replaced] = await Promise.all([build('extra.ts'), build('extra.ts', new MantineSubstitutionsPlugin())]);
    // Without the plugin, Mantine's container brings both, and the AppShell's bars the whole scroll lock.
    expect(plain).toContain('@mantine/core/ScrollArea');
    expect(plain).toMatch(/floating-ui/);
    expect(plain).toMatch(/react-remove-scroll\/dist/);
    expect(replaced).not.toContain('@mantine/core/ScrollArea');
    expect(replaced).not.toMatch(/floating-ui/);
    expect(replaced).not.toMatch(/react-remove-scroll/);
    expect(replaced).toContain('data-table-scroll');
    expect(replaced).toContain('@mantine/core/Table');
    expect(replaced).toContain('@mantine/core/AppShell');
    expect(replaced).toContain('right-scroll-bar-position');
  }, 120_000);

  it('builds the chart kit without recharts’ brush, reference areas and dots, and the bars apart', async () => {
    const [plain, replaced] = await Promise.all([build('charts.ts'), build('charts.ts', new MantineSubstitutionsPlugin())]);
    expect(plain).toMatch(/recharts\/es6\/cartesian\/Brush\.js/);
    expect(replaced).not.toMatch(/recharts\/es6\/cartesian\/Brush\.js/);
    expect(replaced).not.toMatch(/recharts\/es6\/cartesian\/Bar\.js/);
    expect(replaced).toMatch(/recharts\/es6\/cartesian\/Area\.js/);
    // The area chart's reference areas and dots draw nothing; its reference lines are recharts' own.
    expect(plain).toMatch(/recharts\/es6\/cartesian\/ReferenceArea\.js/);
    expect(replaced).not.toMatch(/recharts\/es6\/cartesian\/ReferenceArea\.js/);
    expect(replaced).not.toMatch(/recharts\/es6\/cartesian\/ReferenceDot\.js/);
    expect(replaced).toMatch(/recharts\/es6\/cartesian\/ReferenceLine\.js/);
  }, 120_000);

  it('fails the build when a Mantine file no longer imports what it replaces', async () => {
    const stale = new MantineSubstitutionsPlugin({
      substitutions: [{ name: 'stale', issuers: [/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/], request: /^\.\/NoSuchFile\.mjs$/, replacement: __filename }],
    });
    await expect(build('extra.ts', stale)).rejects.toThrow(/no longer imports .*NoSuchFile.*update tooling\/webpack\/mantine-substitutions\.cjs/);
  }, 120_000);

  it('gives the AppShell the very class names the scroll lock sets', () => {
    const entry = require.resolve('@mantine/core', { paths: [SHARED] });
    const mantine = entry.slice(0, entry.lastIndexOf(`${path.sep}@mantine${path.sep}core${path.sep}`));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { RemoveScroll } = require(require.resolve('react-remove-scroll', { paths: [mantine] })) as { RemoveScroll: { classNames: Record<string, string> } };
    expect(ClassNamesOnly.classNames).toEqual(RemoveScroll.classNames);
  });
});
