import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with no network beyond this machine (see the machine notes). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
 * half-way through a hover or fade.
 */
export async function newPage(browser: Browser, locale = 'sv-SE'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  return context.newPage();
}
