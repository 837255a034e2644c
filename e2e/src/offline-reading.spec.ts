import type { Page } from 'playwright-core';
import { newContext, newPage } from './support/browser';
import { eventually } from './support/eventually';
import { useProduct } from './support/profiles';
import { horizontalOverflow, interactive, logIn, LOCALES, mainSearchBox, SEEDED } from './support/screens';

/**
 * Reading without a connection, in Chromium with the browser context set offline (Playwright takes
 * the service worker's own requests offline too): an article opened once, saved articles and their
 * search, the offline page, fresh versions online, signing out, the manifest and its icons.
 * Embedded profile only: the worker and its caches are the browser's, whatever serves the API.
 * The pages allow the worker, which newPage blocks unless told.
 */

/** The English versions of the seeded articles of SEEDED.category, by slug: what an English reader saves of it. */
const CATEGORY_ARTICLES_EN = { 'free-t3-s-t3-free': 'Free T3 (S-T3, free)', 'free-t4-s-t4-free': 'Free T4 (S-T4, free)', 'tsh-s-tsh-en': 'TSH (S-TSH)' };

/** The page is controlled by the service worker, which has activated. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits (up to 10 s) until what the page finds true in the browser holds: the Cache API answers in
 * promises, which page.waitForFunction does not wait for.
 */
async function until(page: Page, condition: string, check: (arg: string) => Promise<boolean>, arg: string): Promise<void> {
  if (!(await eventually(() => page.evaluate(check, arg), (holds) => holds, 10_000))) throw new Error(`${condition}: not within 10 s`);
}

/** Waits until the worker keeps a copy of this address (in any of its caches). */
function kept(page: Page, url: string): Promise<void> {
  return until(page, `${url} is kept`, (address) => caches.match(address, { ignoreVary: true }).then((copy) => copy !== undefined), url);
}

/** Every kept entry: its cache, address and Cache-Control. */
function cachedEntries(page: Page): Promise<{ cache: string; url: string; cacheControl: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; cacheControl: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const copy = await cache.match(request);
        entries.push({ cache: name, url: request.url, cacheControl: copy?.headers.get('Cache-Control') ?? '' });
      }
    }
    return entries;
  });
}

describe('offline reading in Chromium', () => {
  const { product, browser } = useProduct();

  describe('in Swedish', () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser, LOCALES.sv, { serviceWorkers: 'allow' });
    });

    afterAll(async () => {
      await page.context().close();
    });

    it('reads an article opened once offline, with its reference table and when it was saved', async () => {
      const address = `${product.baseUrl}/article/${SEEDED.article}`;
      await page.goto(address);
      await interactive(page);
      await controlled(page);
      await kept(page, address);

      await page.context().setOffline(true);
      try {
        await page.goto(address);
        await page.getByRole('heading', { level: 1, name: SEEDED.articleTitle }).waitFor();
        const ranges = page.getByRole('region', { name: 'Referensintervall i tabell', exact: true });
        await ranges.getByRole('cell', { name: /µmol\/L/ }).first().waitFor();
        await page.getByRole('status').filter({ hasText: /^Offline – sparad \d{1,2} [a-zåäö]+\.? \d{4}$/ }).waitFor();
      } finally {
        await page.context().setOffline(false);
      }
      // Online again, the page comes from the network: no notice.
      await page.goto(address);
      await interactive(page);
      await page.getByRole('heading', { level: 1, name: SEEDED.articleTitle }).waitFor();
      expect(await page.getByText(/^Offline – sparad/).count()).toBe(0);
    });

    it('shows the offline page, with the way to the saved articles, for a page never opened', async () => {
      await page.context().setOffline(true);
      try {
        await page.goto(`${product.baseUrl}/tag/${SEEDED.tag}`);
        await page.waitForURL(/\/offline\?from=%2Ftag%2Fhb$/);
        await page.getByRole('heading', { level: 1, name: 'Du är offline' }).waitFor();
        await page.getByText('Den här sidan har inte sparats för läsning utan anslutning.').waitFor();
        await interactive(page);
        await page.getByRole('link', { name: 'Öppna sparade artiklar' }).click();
        await page.waitForURL(/\/saved$/);
        await page.getByRole('heading', { level: 1, name: 'Sparade artiklar' }).waitFor();
        await page.getByText('Inga sparade artiklar än').waitFor();
      } finally {
        await page.context().setOffline(false);
      }
    });

    it('keeps nothing of a session, and signing out drops what was kept', async () => {
      // Kept while anonymous: an article's page, and the article saved.
      const keptBefore = [`${product.baseUrl}/article/tsh-s-tsh`, `${product.baseUrl}/api/articles/tsh-s-tsh`];
      await page.goto(keptBefore[0]);
      await interactive(page);
      await controlled(page);
      await page.getByRole('button', { name: 'Spara offline' }).click();
      await page.getByText(/^Sparad för offlineläsning /).waitFor();
      for (const url of keptBefore) await kept(page, url);

      await logIn(page, product.baseUrl, product.admin);
      await page.goto(`${product.baseUrl}/articles?category=${SEEDED.category}`);
      await interactive(page);
      await page.getByRole('link', { name: 'Fritt T4 (S-T4, fritt)' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Fritt T4 (S-T4, fritt)' }).waitFor();
      // The user menu's toggle, named by the admin's username.
      const menu = page.getByRole('button', { name: 'admin', exact: true });
      await menu.waitFor();
      // Signed in, every page and answer is the reader's alone: none is kept, the session check least of all.
      const whileSignedIn = await cachedEntries(page);
      expect(whileSignedIn.filter((entry) => /\/api\/auth\//.test(entry.url) || /private|no-store/.test(entry.cacheControl))).toEqual([]);
      expect(whileSignedIn.map((entry) => entry.url)).not.toContain(`${product.baseUrl}/api/articles/fritt-t4-s-t4-fritt`);
      expect(whileSignedIn.map((entry) => entry.url)).toContain(`${product.baseUrl}/api/articles/tsh-s-tsh`);

      await menu.click();
      await page.getByRole('button', { name: 'Logga ut' }).click();
      await page.waitForURL(/\/login$/);
      // What was kept before is gone; what the login page reads afresh may be kept again.
      for (const url of keptBefore) {
        await until(page, `${url} is dropped`, (address) => caches.match(address, { ignoreVary: true }).then((copy) => copy === undefined), url);
      }
      const afterSignOut = await cachedEntries(page);
      expect(afterSignOut.filter((entry) => /\/api\/auth\//.test(entry.url) || /private|no-store/.test(entry.cacheControl))).toEqual([]);
      expect(afterSignOut.filter((entry) => keptBefore.includes(entry.url))).toEqual([]);
    });
  });

  describe('in English', () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser, LOCALES.en, { serviceWorkers: 'allow' });
    });

    afterAll(async () => {
      await page.context().close();
    });

    it('saves a whole category, lists the saved articles and finds them by title, tag and analyte offline', async () => {
      await page.goto(`${product.baseUrl}/articles?category=${SEEDED.category}`);
      await interactive(page);
      await controlled(page);
      // The category as the English reader sees it: named in English, each article in its English version.
      await page.getByRole('button', { name: 'Save all articles in Endocrinology' }).click();
      await page.getByText('3 articles saved for offline.').waitFor();

      await page.context().setOffline(true);
      try {
        await page.goto(`${product.baseUrl}/saved`);
        await interactive(page);
        await page.getByRole('heading', { level: 1, name: 'Saved articles' }).waitFor();
        const titles = page.locator('article h2');
        await page.getByRole('heading', { name: 'TSH (S-TSH)' }).waitFor();
        expect((await titles.allTextContents()).sort()).toEqual(Object.values(CATEGORY_ARTICLES_EN).sort());

        const search = page.getByRole('searchbox', { name: 'Search saved articles' });
        // A title.
        await search.fill('tsh');
        await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
        await page.getByRole('heading', { name: 'TSH (S-TSH)' }).waitFor();
        // A tag of Free T4 alone.
        await search.fill('thyroxine');
        await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
        await page.getByRole('heading', { name: 'Free T4 (S-T4, free)' }).waitFor();
        // An analyte of the reference ranges, of Free T3 alone.
        await search.fill('S-T3, free, adults');
        await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
        await page.getByRole('heading', { name: 'Free T3 (S-T3, free)' }).waitFor();
        await search.fill('qqqzzz');
        await page.getByText('No saved article matches "qqqzzz"').waitFor();

        // At 375 px the list fits the screen.
        await search.fill('');
        await page.setViewportSize({ width: 375, height: 800 });
        await page.getByRole('heading', { name: 'TSH (S-TSH)' }).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await page.setViewportSize({ width: 1280, height: 900 });

        // A saved article never opened is read from its saved answer, in the app and by its address.
        await page.getByRole('link', { name: 'Free T3 (S-T3, free)' }).click();
        await page.getByRole('heading', { level: 1, name: 'Free T3 (S-T3, free)' }).waitFor();
        await page.getByRole('region', { name: 'Reference ranges', exact: true }).getByRole('cell', { name: 'S-T3, free, adults' }).waitFor();
        await page.goto(`${product.baseUrl}/article/free-t4-s-t4-free`);
        await page.getByRole('heading', { level: 1, name: 'Free T4 (S-T4, free)' }).waitFor();
        await page.getByRole('status').filter({ hasText: /^Offline – saved on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/ }).waitFor();
      } finally {
        await page.context().setOffline(false);
      }
    });

    it('shows the new version of an article updated online at the next online visit, and keeps that one', async () => {
      // The English TSH, which this reader saved with its category.
      const slug = 'tsh-s-tsh-en';
      const address = `${product.baseUrl}/article/${slug}`;
      await page.goto(address);
      await interactive(page);
      await kept(page, address);

      const admin = await newContext(browser);
      try {
        await logIn(await admin.newPage(), product.baseUrl, product.admin);
        const current = (await (await admin.request.get(`${product.baseUrl}/api/articles/${slug}`)).json()) as { data: { content: string } & Record<string, unknown> };
        const updated = await admin.request.put(`${product.baseUrl}/api/articles/${slug}`, {
          data: { ...current.data, content: `${current.data.content}<p>Updated while the reader was away.</p>` },
        });
        expect(updated.status()).toBe(200);
      } finally {
        await admin.close();
      }

      await page.goto(address);
      await interactive(page);
      await page.getByText('Updated while the reader was away.').waitFor();
      // The saved copy is refreshed with it: the saved answer, read offline in the app, is the new one.
      await page.getByText(/^Saved for offline on /).waitFor();
      await until(
        page,
        'the saved copy is the new version',
        (url) =>
          caches
            .open('labmedicin-saved')
            .then((cache) => cache.match(url, { ignoreVary: true }))
            .then((copy) => copy?.text())
            .then((text) => text?.includes('Updated while the reader was away.') === true),
        `${product.baseUrl}/api/articles/${slug}`,
      );
      await page.context().setOffline(true);
      try {
        await page.goto(address);
        await page.getByText('Updated while the reader was away.').waitFor();
        await page.getByRole('status').filter({ hasText: /^Offline – saved on / }).waitFor();
      } finally {
        await page.context().setOffline(false);
      }
    });
  });

  describe.each([
    [
      'sv',
      {
        offline: 'Du är offline',
        saved: 'Öppna sparade artiklar',
        savedTitle: 'Sparade artiklar',
        search: 'Sök artiklar',
        searching: 'Söker...',
        menu: 'Huvudmeny',
        articles: 'Artiklar',
        noCategories: 'Inga kategorier finns ännu',
        calculators: 'Kalkylatorer',
        calculator: 'eGFR från kreatinin, reviderad Lund–Malmö (LMrev)',
        creatinine: 'Kreatinin',
        age: 'Ålder',
        female: 'Kvinna',
        egfr: 'eGFR: 72 mL/min/1,73 m²',
      },
    ],
    [
      'en',
      {
        offline: 'You are offline',
        saved: 'Open saved articles',
        savedTitle: 'Saved articles',
        search: 'Search articles',
        searching: 'Searching...',
        menu: 'Main navigation',
        articles: 'Articles',
        noCategories: 'No categories yet',
        calculators: 'Calculators',
        calculator: 'eGFR from creatinine, revised Lund–Malmö (LMrev)',
        creatinine: 'Creatinine',
        age: 'Age',
        female: 'Female',
        egfr: 'eGFR: 72 mL/min/1.73 m²',
      },
    ],
  ] as const)('offline, what needs the server or was never kept, in %s', (language, text) => {
    let page: Page;
    const home = () => `${product.baseUrl}/`;

    beforeAll(async () => {
      page = await newPage(browser, LOCALES[language], { serviceWorkers: 'allow' });
      // The first visit, online, installs the worker, which keeps the home page.
      await page.goto(home());
      await interactive(page);
      await controlled(page);
      await kept(page, home());
    });

    afterAll(async () => {
      await page.context().close();
    });

    /** Offline, from the home page's kept copy, a search: the page says it is offline and leads to the saved articles. */
    async function searchOffline(): Promise<void> {
      const box = mainSearchBox(page, text.search);
      await box.fill('kreatinin');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=kreatinin$/);
      const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: text.offline }) });
      await notice.waitFor();
      expect(await page.getByText(text.searching).count()).toBe(0);
      await notice.getByRole('link', { name: text.saved }).click();
      await page.getByRole('heading', { level: 1, name: text.savedTitle }).waitFor();
    }

    it('a search typed on the home page saved for offline says it is offline and offers the saved articles', async () => {
      await page.context().setOffline(true);
      try {
        await page.goto(home());
        await interactive(page);
        await searchOffline();
      } finally {
        await page.context().setOffline(false);
      }
    });

    it('so does a search typed after the connection was lost on an open page', async () => {
      await page.goto(home());
      await interactive(page);
      await page.context().setOffline(true);
      try {
        await searchOffline();
      } finally {
        await page.context().setOffline(false);
      }
    });

    it('the article list, never kept, opened in the app says it is offline and offers the saved articles, not that there are no categories', async () => {
      await page.context().setOffline(true);
      try {
        await page.goto(home());
        await interactive(page);
        await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.articles, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: text.articles }).waitFor();
        const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: text.offline }) });
        await notice.getByRole('link', { name: text.saved }).waitFor();
        expect(await page.getByText(text.noCategories).count()).toBe(0);
        expect(await page.getByRole('alert').count()).toBe(0);
      } finally {
        await page.context().setOffline(false);
      }
    });

    it('a calculator page opened offline by its address, never opened before, works', async () => {
      await page.context().setOffline(true);
      try {
        await page.goto(`${product.baseUrl}/calculators`);
        await page.getByRole('heading', { level: 1, name: text.calculators }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/calculators');

        await page.goto(`${product.baseUrl}/calculators/egfr-lmrev`);
        await interactive(page);
        expect(new URL(page.url()).pathname).toBe('/calculators/egfr-lmrev');
        const form = page.getByRole('form', { name: text.calculator });
        await form.getByLabel(text.creatinine, { exact: true }).fill('80');
        await form.getByLabel(text.age, { exact: true }).fill('50');
        await form.getByRole('radio', { name: text.female }).check();
        await form.getByRole('status').getByText(text.egfr).waitFor();
      } finally {
        await page.context().setOffline(false);
      }
    });
  });

  describe.each(['sv', 'en'] as const)('the web app manifest in %s', (language) => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser, LOCALES[language], { serviceWorkers: 'allow' });
    });

    afterAll(async () => {
      await page.context().close();
    });

    it('is linked from the page, valid to Chromium, installable, and its icons load', async () => {
      await page.goto(`${product.baseUrl}/`);
      await interactive(page);
      await controlled(page);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/manifest.${language}.webmanifest`);

      const answer = await page.request.get(`${product.baseUrl}${href}`);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await answer.json()) as { name: string; short_name: string; lang: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
      expect(manifest).toMatchObject({ name: 'Labmedicin', short_name: 'Labmedicin', lang: language, start_url: '/', display: 'standalone', theme_color: '#212529' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

      // Chromium's own reading of the manifest, and what it would refuse to install.
      const cdp = await page.context().newCDPSession(page);
      const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(read.url).toBe(`${product.baseUrl}${href}`);
      expect(read.errors).toEqual([]);
      // Nothing but the browser context itself: Playwright's contexts are off the record, where Chromium installs nothing.
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installability.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

      // Each icon is a PNG of the size it says, loaded under the page's policy.
      for (const icon of manifest.icons) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(size).toBe(icon.sizes);
      }
    });
  });
});
