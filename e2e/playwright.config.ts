import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8190);

/**
 * End-to-end suites against the composed product, served as `npm start` serves it, in Debian's
 * Chromium (Playwright never downloads a browser here). Background networking is off: the machines
 * have no network beyond the package registries.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per server port: `npm test` runs two shards side by side, and each cleans its own artefacts.
  outputDir: `./test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../tooling/scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
