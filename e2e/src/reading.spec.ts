import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive, mainSearchBox } from './support/screens';

/**
 * A reader finds and reads the seeded articles in both languages, each in their own language's
 * version: search from the home page to an article, filter the list by category, open a tag from
 * a card, and the 404 of a missing article.
 * Run on the embedded profile and, where `npm test` brought up the engines, on the production
 * profile (Elasticsearch behind the search, two replicas of every service), each language through
 * its own gateway.
 */
const TEXTS = {
  sv: {
    locale: 'sv-SE',
    creatinine: { title: 'Kreatinin (P-Kreatinin)', slug: 'kreatinin-p-kreatinin' },
    haemoglobin: 'Hemoglobin (B-Hb)',
    endocrinology: { name: 'Endokrinologi', titles: ['Fritt T3 (S-T3, fritt)', 'Fritt T4 (S-T4, fritt)', 'TSH (S-TSH)'] },
    search: 'Sök artiklar',
    found: /\d+ artik(el|lar) hittades/,
    referenceRanges: 'Referensintervall i tabell',
    all: 'Alla',
    notFound: '404 - Artikeln hittades inte',
    goBack: 'Gå tillbaka',
    goHome: 'Till startsidan',
  },
  en: {
    locale: 'en-US',
    creatinine: { title: 'Creatinine (P-Creatinine)', slug: 'creatinine-p-creatinine' },
    haemoglobin: 'Haemoglobin (B-Hb)',
    endocrinology: { name: 'Endocrinology', titles: ['Free T3 (S-T3, free)', 'Free T4 (S-T4, free)', 'TSH (S-TSH)'] },
    search: 'Search articles',
    found: /\d+ articles? found/,
    referenceRanges: 'Reference ranges',
    all: 'All',
    notFound: '404 - Article Not Found',
    goBack: 'Go Back',
    goHome: 'Go to Home',
  },
} as const;

describeOnProfiles('reading articles in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });

  describe.each(Object.entries(TEXTS).map(([language, text], index) => [language, text, index] as const))('in %s', (_language, text, index) => {
    let page: Page;
    /** This language's gateway: the first or the second when there are two. */
    const baseUrl = () => product.baseUrls[index % product.baseUrls.length];

    beforeAll(async () => {
      page = await newPage(browser, text.locale);
    });

    afterAll(async () => {
      await page.context().close();
    });

    it('searches from the home page and opens the article with its reference ranges', async () => {
      await page.goto(`${baseUrl()}/`);
      await interactive(page);
      const box = mainSearchBox(page, text.search);
      await box.fill('  p-kreatinin ');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=p-kreatinin$/);
      await page.getByText(text.found).waitFor();
      // The Swedish analyte's name finds the version in the reader's language.
      await page.getByRole('heading', { name: text.creatinine.title }).first().click();
      await page.waitForURL(new RegExp(`/article/${text.creatinine.slug}$`));
      await page.getByRole('heading', { level: 1, name: text.creatinine.title }).waitFor();
      const ranges = page.getByRole('region', { name: text.referenceRanges, exact: true });
      await ranges.getByRole('cell', { name: /µmol\/L/ }).first().waitFor();
    });

    it('finds a test by a one-letter typo', async () => {
      await page.goto(`${baseUrl()}/search?q=hemoglobn`);
      await page.getByRole('heading', { name: text.haemoglobin }).first().waitFor();
    });

    it('filters the article list by category', async () => {
      const cardTitles = () => page.locator('article h2').allTextContents();
      await page.goto(`${baseUrl()}/articles`);
      await page.locator('article').first().waitFor();
      const category = new RegExp(`^${text.endocrinology.name}`);
      await page.getByRole('link', { name: category }).or(page.getByRole('button', { name: category })).first().click();
      // TSH may already be on the unfiltered first page, so wait for the filtered list as a whole.
      const endocrinology = text.endocrinology.titles;
      await page.waitForURL(/category=endokrinologi/);
      await page.waitForFunction(
        (expected) => Array.from(document.querySelectorAll('article h2'), (h) => h.textContent).sort().join('|') === expected.join('|'),
        [...endocrinology],
      );
      expect((await cardTitles()).sort()).toEqual(endocrinology);
      await page.getByRole('link', { name: new RegExp(`^${text.all}`) }).or(page.getByRole('button', { name: new RegExp(`^${text.all}`) })).first().click();
      await page.waitForFunction(() => document.querySelectorAll('article').length > 3);
    });

    it('opens a tag from a card and lists the articles with that tag', async () => {
      await page.goto(`${baseUrl()}/articles?category=hematologi`);
      const card = page.locator('article', { has: page.getByRole('heading', { name: text.haemoglobin }) });
      await card.getByRole('link', { name: 'hb', exact: true }).click();
      await page.waitForURL(/\/tag\/hb$/);
      await page.getByRole('heading', { name: text.haemoglobin }).first().waitFor();
    });

    it('shows the 404 panel for a missing article', async () => {
      await page.goto(`${baseUrl()}/article/finns-inte-alls`);
      await page.getByRole('heading', { name: text.notFound }).waitFor();
      await interactive(page);
      await page.getByRole('button', { name: text.goBack }).waitFor();
      await page.getByRole('button', { name: text.goHome }).click();
      await page.waitForURL(`${baseUrl()}/`);
    });
  });
});
