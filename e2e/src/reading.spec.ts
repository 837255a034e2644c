import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { interactive } from './support/screens';

/**
 * A reader finds and reads the seeded articles in both languages: search from the home page to
 * an article, filter the list by category, open a tag from a card, and the 404 of a missing article.
 */
const TEXTS = {
  sv: {
    locale: 'sv-SE',
    search: 'Sök artiklar',
    found: /\d+ artik(el|lar) hittades/,
    referenceRanges: 'Referensintervall',
    all: 'Alla',
    notFound: '404 - Artikeln hittades inte',
    goBack: 'Gå tillbaka',
    goHome: 'Till startsidan',
  },
  en: {
    locale: 'en-US',
    search: 'Search articles',
    found: /\d+ articles? found/,
    referenceRanges: 'Reference ranges',
    all: 'All',
    notFound: '404 - Article Not Found',
    goBack: 'Go Back',
    goHome: 'Go to Home',
  },
} as const;

describe('reading articles in Chromium', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  describe.each(Object.entries(TEXTS))('in %s', (_language, text) => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser, text.locale);
    });

    afterAll(async () => {
      await page.context().close();
    });

    it('searches from the home page and opens the article with its reference ranges', async () => {
      await page.goto(`${product.baseUrl}/`);
      await interactive(page);
      const box = page.getByRole('searchbox', { name: text.search }).or(page.getByLabel(text.search)).first();
      await box.fill('  p-kreatinin ');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=p-kreatinin$/);
      await page.getByText(text.found).waitFor();
      await page.getByRole('heading', { name: 'Kreatinin (P-Kreatinin)' }).first().click();
      await page.waitForURL(/\/article\/kreatinin-p-kreatinin$/);
      await page.getByRole('heading', { level: 1, name: 'Kreatinin (P-Kreatinin)' }).waitFor();
      const ranges = page.getByRole('region', { name: text.referenceRanges, exact: true });
      await ranges.getByRole('cell', { name: /µmol\/L/ }).first().waitFor();
    });

    it('finds a test by a one-letter typo', async () => {
      await page.goto(`${product.baseUrl}/search?q=hemoglobn`);
      await page.getByRole('heading', { name: 'Hemoglobin (B-Hb)' }).first().waitFor();
    });

    it('filters the article list by category', async () => {
      const cardTitles = () => page.locator('article h2').allTextContents();
      await page.goto(`${product.baseUrl}/articles`);
      await page.locator('article').first().waitFor();
      await page.getByRole('link', { name: /^Koagulation/ }).or(page.getByRole('button', { name: /^Koagulation/ })).first().click();
      await page.getByRole('heading', { name: 'APTT (P-APT-tid)' }).waitFor();
      await page.getByRole('heading', { name: 'Hemoglobin (B-Hb)' }).waitFor({ state: 'detached' });
      expect((await cardTitles()).sort()).toEqual(['APTT (P-APT-tid)', 'D-dimer (P-D-dimer)', 'Fibrinogen (P-Fibrinogen)', 'PK(INR) (P-PK)']);
      await page.getByRole('link', { name: new RegExp(`^${text.all}`) }).or(page.getByRole('button', { name: new RegExp(`^${text.all}`) })).first().click();
      await page.waitForFunction(() => document.querySelectorAll('article').length > 4);
    });

    it('opens a tag from a card and lists the articles with that tag', async () => {
      await page.goto(`${product.baseUrl}/articles?category=hematologi`);
      const card = page.locator('article', { has: page.getByRole('heading', { name: 'Hemoglobin (B-Hb)' }) });
      await card.getByRole('link', { name: 'hb', exact: true }).click();
      await page.waitForURL(/\/tag\/hb$/);
      await page.getByRole('heading', { name: 'Hemoglobin (B-Hb)' }).first().waitFor();
    });

    it('shows the 404 panel for a missing article', async () => {
      await page.goto(`${product.baseUrl}/article/finns-inte-alls`);
      await page.getByRole('heading', { name: text.notFound }).waitFor();
      await interactive(page);
      await page.getByRole('button', { name: text.goBack }).waitFor();
      await page.getByRole('button', { name: text.goHome }).click();
      await page.waitForURL(`${product.baseUrl}/`);
    });
  });
});
