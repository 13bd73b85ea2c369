const { existsSync, readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const chromium = JSON.parse(readFileSync(path.join(__dirname, 'chromium.json'), 'utf8'));

/**
 * The features the installed Playwright turns off when it launches Chromium (its `chromiumSwitches`), read from its
 * sources: Playwright passes them as one `--disable-features`, and Chromium keeps only the last such switch.
 */
function playwrightDisabledFeatures() {
  const fromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  const core = path.dirname(fromPlaywright.resolve('playwright-core/package.json'));
  const candidates = ['lib/server/chromium/chromiumSwitches.js', 'lib/coreBundle.js'].map((file) => path.join(core, file));
  for (const file of candidates.filter((candidate) => existsSync(candidate))) {
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(file, 'utf8'));
    if (list) return [...list[1].replace(/\/\/[^\n]*/g, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
  }
  throw new Error(`Playwright's list of disabled features not found in ${candidates.join(' or ')}: compare tooling/chromium.json with its chromiumSwitches by hand`);
}

describe('the switches the end-to-end suites and bench:web give Chromium (tooling/chromium.json)', () => {
  it('turn off every feature Playwright turns off, since only the last --disable-features counts', () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(playwright).toContain('PaintHolding');
    expect(chromium.disabledFeatures).toEqual(expect.arrayContaining(playwright));
  });

  it('turn off the address bar’s WebUI popups that each new browser context would open', () => {
    expect(chromium.disabledFeatures).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    expect(new Set(chromium.disabledFeatures).size).toBe(chromium.disabledFeatures.length);
    expect(chromium.args.some((arg) => arg.startsWith('--disable-features'))).toBe(false);
  });
});
