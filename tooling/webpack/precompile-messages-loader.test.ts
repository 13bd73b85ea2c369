import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

// The loader and the config factory are CommonJS, loaded by webpack configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./precompile-messages-loader.cjs') as {
  (this: unknown, source: string, map?: unknown): void;
  precompileMessages: (source: string, fileName: string, options?: { locale?: string }) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require('./create-config.cjs') as {
  createConfig: (options: { dir: string; name: string; host?: boolean; port: number }) => (env: object, argv: object) => WebpackConfig;
};

interface WebpackConfig {
  resolve: { alias: Record<string, string> };
  module: { rules: { test: RegExp; use?: { loader: string }[] }[] };
}

const { precompileMessages } = loader;
const ROOT = path.join(__dirname, '..', '..');

/** Every `defaultMessage` of a source, in order, as its value: the text before the build, the AST after. */
function defaultMessages(fileName: string, source: string): unknown[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const valueOf = (node: ts.Expression): unknown => {
    if (ts.isAsExpression(node) || ts.isJsxExpression(node)) return valueOf(node.expression as ts.Expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isBinaryExpression(node)) return `${valueOf(node.left)}${valueOf(node.right)}`;
    return JSON.parse(node.getText(file));
  };
  const found: unknown[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) && ts.isIdentifier(node.name) && node.name.text === 'defaultMessage') {
      found.push(valueOf(node.initializer as ts.Expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Runs the loader as webpack does, with the given resource, and returns what it passed on. */
function runLoader(source: string, resourcePath: string): Promise<{ error: Error | null; output?: string; map?: unknown }> {
  return new Promise((resolve) => {
    const context = {
      resourcePath,
      getOptions: () => ({ locale: 'fr-FR' }),
      callback: (error: Error | null, output?: string, map?: unknown) => resolve({ error, output, map }),
    };
    loader.call(context, source, { version: 3, mappings: '' });
  });
}

const CATALOGUE = `import { defineMessage, defineMessages } from 'react-intl';

// French typography: no-break spaces stay as written.
export const messages = defineMessages({
  title: { id: 'demo.title', defaultMessage: 'Vos contrats\\u202f: {count, plural, =0 {aucun} one {# contrat} other {# contrats}}' as const },
  nested: defineMessage<{ name: string }>({
    id: 'demo.nested',
    defaultMessage:
      'Bonjour <b>{name}</b>',
  }),
  joined: {
    id: 'demo.joined',
    defaultMessage: 'Une phrase ' +
      'coupée en deux.',
  },
});

export const total = 1 + 2;
`;

describe('the build’s message precompilation (precompile-messages-loader.cjs)', () => {
  it('turns each defaultMessage into the AST the ICU parser returns for its text, and leaves the rest as written', () => {
    const output = precompileMessages(CATALOGUE, '/app/src/messages.ts');
    expect(defaultMessages('messages.ts', output)).toEqual([
      parse('Vos contrats\u202f: {count, plural, =0 {aucun} one {# contrat} other {# contrats}}'),
      parse('Bonjour <b>{name}</b>'),
      parse('Une phrase coupée en deux.'),
    ]);
    expect(JSON.stringify(output)).toContain('\u202f');
    // Same lines (source maps and stack traces still point at the source), same code around the messages.
    expect(output.split('\n')).toHaveLength(CATALOGUE.split('\n').length);
    expect(output.split('\n').slice(0, 4)).toEqual(CATALOGUE.split('\n').slice(0, 4));
    expect(output.split('\n').slice(-3)).toEqual(CATALOGUE.split('\n').slice(-3));
  });

  it('precompiles the inline forms too: formatMessage({ … }) and <FormattedMessage defaultMessage="…" />', () => {
    const source = [
      "const a = intl.formatMessage({ id: 'a', defaultMessage: 'Il reste {days} jours' }, { days });",
      "const b = <FormattedMessage id=\"b\" defaultMessage=\"Bienvenue {name}\" values={{ name }} />;",
      "const c = <FormattedMessage id=\"c\" defaultMessage={'Au revoir'} />;",
    ].join('\n');
    const output = precompileMessages(source, '/app/src/Screen.tsx');
    expect(defaultMessages('Screen.tsx', output)).toEqual([parse('Il reste {days} jours'), parse('Bienvenue {name}'), parse('Au revoir')]);
    expect(output).toContain('values={{ name }}');
  });

  it('fails, naming the place, on a defaultMessage that is not text known at build time', () => {
    const source = [
      "import { defineMessage } from 'react-intl';",
      'const label = pick();',
      "export const m = defineMessage({ id: 'm', defaultMessage: label });",
      "export const n = defineMessage({ id: 'n', defaultMessage: `Bonjour ${'{'}name${'}'} ${label}` });",
    ].join('\n');
    expect(() => precompileMessages(source, '/app/src/bad.ts')).toThrow(
      /\/app\/src\/bad\.ts:3:43: this defaultMessage is not text known at build time[\s\S]*\/app\/src\/bad\.ts:4:43: [\s\S]*no ICU parser/,
    );
  });

  it('fails on invalid ICU syntax and on code reading a defaultMessage as text', () => {
    expect(() => precompileMessages("defineMessage({ id: 'x', defaultMessage: 'Total {amount' });", '/app/src/x.ts')).toThrow(
      /x\.ts:1:42: invalid ICU message \(EXPECT_ARGUMENT_CLOSING_BRACE\)/,
    );
    expect(() => precompileMessages('document.title = messages.title.defaultMessage;', '/app/src/page.ts')).toThrow(/page\.ts:1:18: reads a defaultMessage as text/);
  });

  it('returns a file without messages untouched, with its incoming source map', async () => {
    const source = "import { useIntl } from 'react-intl';\nexport const x = (intl) => intl.formatMessage(messages.title);\n";
    expect(precompileMessages(source, '/app/src/Screen.tsx')).toBe(source);
    await expect(runLoader(source, '/app/src/Screen.tsx')).resolves.toEqual({ error: null, output: source, map: { version: 3, mappings: '' } });
  });

  it('reports a failure to webpack as the module’s build error', async () => {
    const { error } = await runLoader("defineMessage({ id: 'x', defaultMessage: text });", '/app/src/x.ts');
    expect(error?.message).toMatch(/^\[precompile-messages\] \/app\/src\/x\.ts:1:26: /);
  });
});

describe('the product’s messages', () => {
  const APPS = ['host', 'shared', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const files = APPS.flatMap((app) => sources(path.join(ROOT, app, 'src'))).filter((file) => readFileSync(file, 'utf8').includes('defaultMessage'));

  it('are all precompiled by the build: every descriptor of every app becomes the AST of its French text', () => {
    expect(files.length).toBeGreaterThan(40);
    let count = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const texts = defaultMessages(file, source);
      const output = precompileMessages(source, file, { locale: 'fr-FR' });
      expect({ file, asts: defaultMessages(file, output) }).toEqual({ file, asts: texts.map((text) => parse(text as string)) });
      expect(output.split('\n').length).toBe(source.split('\n').length);
      count += texts.length;
    }
    expect(count).toBeGreaterThan(2000);
  });
});

describe('the browser builds', () => {
  const config = createConfig({ dir: path.join(ROOT, 'host'), name: 'host', host: true, port: 0 })({}, { mode: 'production' });

  it('precompile the messages of every TypeScript source before esbuild compiles it', () => {
    const rule = config.module.rules.find((r) => r.test.test('messages.ts'));
    expect(rule?.use?.map((use) => use.loader)).toEqual([expect.stringMatching(/esbuild-loader/), require.resolve('./precompile-messages-loader.cjs')]);
  });

  it('replace the ICU parser, in react-intl’s own copy, by its no-parser entry, whose parse refuses text', async () => {
    expect(config.resolve.alias['@formatjs/icu-messageformat-parser$']).toBe('@formatjs/icu-messageformat-parser/no-parser.js');
    // The copy intl-messageformat imports (react-intl → intl-messageformat → parser) is the version the build
    // parses with: the ASTs have the shape the browser's formatter reads.
    // Each package's entry sits at its root (their exports hide package.json).
    const from = (pkg: string, dir: string) => path.dirname(require.resolve(pkg, { paths: [dir] }));
    const reactIntl = from('react-intl', path.join(ROOT, 'host'));
    const runtimeParser = from('@formatjs/icu-messageformat-parser', from('intl-messageformat', reactIntl));
    const buildParser = from('@formatjs/icu-messageformat-parser', __dirname);
    const version = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    expect(version(runtimeParser)).toBe(version(buildParser));
    const noParser = await import(path.join(runtimeParser, 'no-parser.js'));
    expect(() => noParser.parse('Bonjour')).toThrow(/uncompiled message/);
  });
});
