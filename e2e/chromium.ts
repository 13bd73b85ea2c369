/** Debian's Chromium as the suites launch it (Playwright never downloads a browser here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The host name of the consumer brand's staging environment, which has real estate on (spec §6). */
export const STAGING_HOST = 'staging.patrimo.fr';

/**
 * Background networking off: the machines have no network beyond the package registries. The staging host name
 * resolves to this machine: a page at `http://staging.patrimo.fr:<port>` reaches the e2e server, and the product
 * (the host's brand choice, the API's flags) sees the staging brand by its name, as it would in production.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 opens two WebUI pages of its own (the address bar's suggestion popups) in renderers of their own
  // for every new window, hence for every test's browser context, though a headless window never shows them:
  // measured on 33 tests, 12 % of the run's CPU.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  `--host-resolver-rules=MAP ${STAGING_HOST} 127.0.0.1`,
];
