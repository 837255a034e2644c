import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), with no network beyond this
 * machine. It is the same Chromium (Blink, V8) as the browser package, built without the browser's
 * UI layer, as Playwright runs its own headless tests: the browser files took about a quarter less
 * CPU in it (docs/testing.md). CHROMIUM_PATH points the tests at another Chromium.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A page in a fresh context with a fixed UI language (Swedish unless told otherwise). Reduced motion
 * turns off Bootstrap's transitions, so an accessibility check never reads a button's colours
 * half-way through a hover or fade. `serviceWorkers: 'block'` for a test that holds back a chunk with
 * page.route: once the offline worker has claimed the page, it fetches the chunks itself and the
 * page's routes never see them.
 */
export async function newPage(browser: Browser, locale = 'sv-SE', options: Pick<BrowserContextOptions, 'serviceWorkers'> = {}): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', ...options });
  return context.newPage();
}
