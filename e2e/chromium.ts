import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's Chromium as the suites launch it (Playwright never downloads a browser here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The host name of the consumer brand's staging environment, which has real estate on (spec §6). */
export const STAGING_HOST = 'staging.patrimo.fr';

/**
 * Chromium's switches, shared with `npm run bench:web` (`tooling/chromium.json`). Background networking is off:
 * the machines have no network beyond the package registries.
 *
 * The features turned off: Chromium 156 opens two WebUI pages of its own (the address bar's suggestion popups),
 * each in a renderer, for every new window, hence for every test's browser context, though a headless window never
 * shows them (measured on 33 tests: 12 % of the run's CPU). Chromium reads only the last `--disable-features` it is
 * given, and Playwright passes its own list first: the list repeats Playwright's, which `tooling/chromium.test.js`
 * checks against the installed Playwright.
 */
const SHARED = JSON.parse(readFileSync(path.join(__dirname, '..', 'tooling', 'chromium.json'), 'utf8')) as { args: string[]; disabledFeatures: string[] };

/**
 * The staging host name resolves to this machine: a page at `http://staging.patrimo.fr:<port>` reaches the e2e
 * server, and the product (the host's brand choice, the API's flags) sees the staging brand by its name, as it
 * would in production.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  ...SHARED.args,
  `--disable-features=${SHARED.disabledFeatures.join(',')}`,
  `--host-resolver-rules=MAP ${STAGING_HOST} 127.0.0.1`,
];
