import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';

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
 * A fresh context, with the offline service worker blocked unless the options allow it. The worker
 * precaches the whole app (about a hundred files) on its first install in every new context and then
 * serves every request itself: that cost 6–15 % of a browser file's CPU (a fifth to a quarter of
 * Chromium's) where the worker was not what was tested (docs/testing.md). Tests of offline reading
 * allow it (`serviceWorkers: 'allow'`), and so does the public screens' first visit, so a worker
 * that breaks ordinary pages is still caught. Blocked, the page's routes also see the chunks it
 * asks for.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...options, serviceWorkers: options.serviceWorkers ?? 'block' });
}

/** What Playwright logs (as a warning) when the page registers a worker it blocks. */
export const isBlockedWorkerWarning = (message: ConsoleMessage): boolean => message.text() === 'Service Worker registration blocked by Playwright';

/**
 * A page in a fresh context (newContext) with a fixed UI language (Swedish unless told otherwise).
 * Reduced motion turns off Bootstrap's transitions, so an accessibility check never reads a
 * button's colours half-way through a hover or fade.
 */
export async function newPage(browser: Browser, locale = 'sv-SE', options: Pick<BrowserContextOptions, 'serviceWorkers'> = {}): Promise<Page> {
  const context = await newContext(browser, { locale, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', ...options });
  return context.newPage();
}
