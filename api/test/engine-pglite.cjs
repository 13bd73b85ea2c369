/** Jest setup (project api-pglite): the API suites run on an in-memory PGlite database per test file. */
process.env.TEST_ENGINE = 'pglite';

// A suite's beforeAll starts PGlite, migrates and seeds (argon2 hashes): seconds on a busy 2-core machine.
jest.setTimeout(60_000);
