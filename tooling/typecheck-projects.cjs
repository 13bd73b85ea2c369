/**
 * What `npm run typecheck` and `npm test` give to `tsc -p`, from the repository's root. The shared package and
 * the eight apps have the same compiler options: one program checks them together, so the shared sources and
 * the libraries' declarations (React, Mantine…) are checked once rather than once per app. The API and the
 * end-to-end suites have options of their own. `typecheck-projects.test.js` checks that every package's
 * tsconfig is covered, with the same options.
 */
const TYPECHECK_PROJECTS = ['tsconfig.web.json', 'api/tsconfig.json', 'e2e/tsconfig.json'];

module.exports = { TYPECHECK_PROJECTS };
