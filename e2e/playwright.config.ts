import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { BASE_PORT, SERVER, SERVER_COUNT, serverAt } from './servers';

/**
 * End-to-end suites against the composed product, served as `npm start` serves it, in Debian's
 * Chromium (Playwright never downloads a browser here). Background networking is off: the machines
 * have no network beyond the package registries.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per run (its first port), so that two runs side by side never clean each other's artefacts.
  outputDir: `./test-results/${BASE_PORT}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One worker per server (servers.ts): a file runs whole on one worker, in its order, and files go to whichever
  // worker is free; a file marked parallel (the accessibility audits) spreads its tests over both.
  fullyParallel: false,
  workers: SERVER_COUNT,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${SERVER.port}`,
    locale: 'fr-FR',
    // A trace records every action's screenshots and DOM: a quarter of the suite's CPU on these 2 cores. Off in
    // `npm test` (a failure keeps its screenshot and error); `E2E_TRACE=1` records one per failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: Array.from({ length: SERVER_COUNT }, (_, index) => {
    const server = serverAt(index);
    return {
      command: 'node ../tooling/scripts/e2e-server.mjs',
      url: `http://localhost:${server.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(server.port), E2E_SMTP_PORT: String(server.smtpPort), E2E_MAIL_PORT: String(server.mailPort) },
    };
  }),
});
