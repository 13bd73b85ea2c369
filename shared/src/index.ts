/**
 * The isomorphic public API of @patrimo/shared: what both the browser apps and the API import.
 * One line per domain; each domain's own `index.ts` says what it holds, and each is also a subpath
 * (`@patrimo/shared/schemas`, `@patrimo/shared/contract/portfolios`, … in package.json). Nothing here
 * touches React, ky or the browser (those live in `@patrimo/shared/client` and `@patrimo/shared/react`).
 *
 * Not here: the risk questionnaire and its scoring, `@patrimo/shared/risk-survey` (the server and the lobby's risk
 * step only): every signed-in page loads this root, which need not carry the questions' text.
 */
export * from './schemas/index';
export * from './contract/index';
export * from './wire/index';
export * from './errors/index';
export * from './messages/index';
export * from './format/index';
export * from './constants/index';
export * from './brands/index';
export * from './analytics/index';
