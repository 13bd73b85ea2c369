/**
 * Webpack loader, placed before esbuild-loader: precompiles the react-intl messages of a source file.
 *
 * Every `defaultMessage` of the file (a property of a message descriptor, wherever the descriptor is written:
 * `defineMessages`, `defineMessage`, `formatMessage({…})`, a plain object, or a `<FormattedMessage>` attribute)
 * becomes the ICU message AST that `@formatjs/icu-messageformat-parser` returns for it, the parser and version
 * react-intl itself runs. The browser then formats ASTs only, and the builds swap the parser for its no-parser
 * entry (create-config.cjs).
 *
 * - A `defaultMessage` that is not text known at build time (a variable, a call, a template with substitutions)
 *   would need the missing parser in the browser, and code reading `descriptor.defaultMessage` as text would get
 *   an AST: the build fails on either, naming the file, line and column.
 * - Only the message literals are replaced, each by one line padded with the line breaks it had: the rest of the
 *   file stays byte for byte, so lines (and source maps, as esbuild-loader ignores an incoming map) still match.
 * - Sources stay as written: jest, the catalogue checks and the type checker read the French text.
 *
 * Why not @formatjs/ts-transformer (4.5.1): it throws on `defineMessages({ a: {…}, b: defineMessage({…}) })`, a
 * form our catalogues use (its descriptor list is filtered, then read by property index); by default it turns
 * every Unicode space into a plain one, the no-break spaces of French typography included; and it rebuilds each
 * descriptor, so the whole call must be printed again.
 */
const ts = require('typescript');
// An ES module: Node (>= 20.19) loads it with require().
const { parse } = require('@formatjs/icu-messageformat-parser');

const LOADER = 'precompile-messages';

/** A file without this word declares no message: it is returned as it came, at no cost. */
const MARKER = /\bdefaultMessage\b/;

/** `x as const`, `x satisfies T`, `(x)`, `x!`: the expression itself. */
function unwrap(node) {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current)) {
    current = current.expression;
  }
  return current;
}

/** The text of a message known at build time: a literal, or literals joined with `+`; else undefined. */
function staticText(node) {
  const value = unwrap(node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = staticText(value.left);
    const right = staticText(value.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

function isDefaultMessageProperty(node) {
  return (
    (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
    node.name.text === 'defaultMessage'
  );
}

function isDefaultMessageAttribute(node) {
  return ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'defaultMessage';
}

/** `m.defaultMessage`, `m['defaultMessage']`, `const { defaultMessage } = m`: code reading a message as text. */
function isDefaultMessageRead(node) {
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'defaultMessage';
  if (ts.isElementAccessExpression(node)) return ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'defaultMessage';
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
    const key = node.propertyName ?? node.name;
    return (ts.isIdentifier(key) || ts.isStringLiteral(key)) && key.text === 'defaultMessage';
  }
  return false;
}

/**
 * `source` with every defaultMessage replaced by its AST (JSON, a valid expression). Throws one error listing
 * each defaultMessage that cannot be precompiled, with its place and what to write instead.
 *
 * @param {string} source TypeScript or TSX source
 * @param {string} fileName its path (`.tsx`: parsed as TSX; shown in errors)
 * @param {{ locale?: string }} [options] the locale react-intl formats with (the parser resolves date
 *   skeletons such as `j` with it, as it would in the browser)
 */
function precompileMessages(source, fileName, options = {}) {
  if (!MARKER.test(source)) return source;
  const kind = /\.[cm]?tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const parseOptions = options.locale ? { locale: new Intl.Locale(options.locale) } : {};
  const edits = [];
  const problems = [];

  const place = (node) => {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    return `${fileName}:${line + 1}:${character + 1}`;
  };
  /**
   * Replaces `node` (the message's expression) by the AST of `text`. The line breaks it spanned come first,
   * where an expression is expected (after `:`, inside `{`), so the lines below stay where they were.
   */
  const compile = (node, text, wrap) => {
    let ast;
    try {
      ast = parse(text, parseOptions);
    } catch (error) {
      problems.push(`${place(node)}: invalid ICU message (${error.message}): ${JSON.stringify(text)}`);
      return;
    }
    const start = node.getStart(sourceFile);
    const lineBreaks = source.slice(start, node.end).split('\n').length - 1;
    edits.push({ start, end: node.end, text: wrap('\n'.repeat(lineBreaks) + JSON.stringify(ast)) });
  };

  const visit = (node) => {
    if (isDefaultMessageProperty(node)) {
      const text = ts.isPropertyAssignment(node) ? staticText(node.initializer) : undefined;
      if (text === undefined) {
        problems.push(`${place(node)}: this defaultMessage is not text known at build time (write it as a string literal).`);
      } else {
        compile(unwrap(node.initializer), text, (json) => json);
      }
      return;
    }
    if (isDefaultMessageAttribute(node)) {
      const value = node.initializer;
      // defaultMessage="…" (HTML entities would need JSX's decoding: refused) or defaultMessage={'…'}.
      if (value && ts.isStringLiteral(value) && !value.text.includes('&')) {
        compile(value, value.text, (json) => `{${json}}`);
      } else if (value && ts.isJsxExpression(value) && value.expression && staticText(value.expression) !== undefined) {
        compile(unwrap(value.expression), staticText(value.expression), (json) => json);
      } else {
        problems.push(`${place(node)}: this defaultMessage is not text known at build time (write defaultMessage="…" without HTML entities, or defaultMessage={'…'}).`);
      }
      return;
    }
    if (isDefaultMessageRead(node)) {
      problems.push(
        `${place(node)}: reads a defaultMessage as text, which the build turns into an AST (format the descriptor ` +
          'with intl.formatMessage, or createIntl({ locale }).formatMessage outside the providers).',
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  if (problems.length > 0) {
    throw new Error(
      `[${LOADER}] ${problems.join('\n')}\n` +
        'The build precompiles every defaultMessage into its ICU AST: the browser bundles carry no ICU parser to ' +
        'format text with, and the descriptors carry no text to read.',
    );
  }
  let output = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, start) + text + output.slice(end);
  }
  return output;
}

/** @this {import('webpack').LoaderContext<{ locale?: string }>} */
function precompileMessagesLoader(source, map) {
  try {
    const output = precompileMessages(source, this.resourcePath, this.getOptions());
    // Untouched files keep their incoming map; a rewritten one keeps its lines (see above).
    this.callback(null, output, output === source ? map : undefined);
  } catch (error) {
    this.callback(error);
  }
}

module.exports = precompileMessagesLoader;
module.exports.precompileMessages = precompileMessages;
