import type { Locator, Page } from 'playwright-core';
import { newContext } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { horizontalOverflow, LOCALES, logIn, SEEDED, type Language } from './support/screens';

const TEXTS = {
  sv: {
    articles: 'Artiklar',
    filter: 'Filtrera efter kategori',
    /** SEEDED.category as this language names it, with its articles in this language. */
    category: { name: SEEDED.categoryName, articles: SEEDED.categoryArticles },
    searchTitle: 'Sökresultat för ”hemoglobin”',
    found: /^\d+ artik(el|lar) hittades$/,
    categories: 'Kategorier',
    edit: 'Redigera',
    delete: 'Ta bort',
  },
  en: {
    articles: 'Articles',
    filter: 'Filter by category',
    category: { name: 'Endocrinology', articles: ['Free T3 (S-T3, free)', 'Free T4 (S-T4, free)', 'TSH (S-TSH)'] },
    searchTitle: 'Search results for "hemoglobin"',
    found: /^\d+ articles? found$/,
    categories: 'Categories',
    edit: 'Edit',
    delete: 'Delete',
  },
} as const;

const HEIGHT = 800;

const SCREENS = [
  ['sv', 375],
  ['en', 1280],
  ['en', 375],
  ['sv', 1280],
] as const;

/**
 * The list, search, article and categories screens on a phone (375 px) and a desktop (1280 px), in
 * Swedish and English: what matters shows on the first screen and nothing needs a sideways scroll.
 * Run on the embedded profile in all four pairs and, where `npm test` brought up the engines, on
 * the production profile (two replicas of every service, two gateways) in two of them, Swedish on
 * a phone through the first gateway and English on a desktop through the second: the layout is
 * the same on both profiles, what the production run adds is the data from the engines.
 */
describeOnProfiles('screens at phone and desktop widths in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });

  const screens = profile === 'production' ? SCREENS.slice(0, 2) : SCREENS;
  describe.each(screens.map(([language, width], index) => [language, width, index] as const))('in %s at %i px', (language: Language, width: number, index: number) => {
    const text = TEXTS[language];
    let page: Page;
    /** This pair's gateway: the first or the second in turn when there are two. */
    const baseUrl = () => product.baseUrls[index % product.baseUrls.length];

    beforeAll(async () => {
      const context = await newContext(browser, { locale: LOCALES[language], viewport: { width, height: HEIGHT } });
      page = await context.newPage();
    });

    afterAll(async () => {
      await page.context().close();
    });

    /** The element's box lies wholly inside the viewport's width, and starts above its bottom. */
    async function expectOnFirstScreen(locator: Locator) {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.y + Math.min(box!.height, 40)).toBeLessThanOrEqual(HEIGHT);
    }

    it('list: the filter takes one row on a phone, the first article shows on the first screen', async () => {
      await page.goto(`${baseUrl()}/articles`);
      await page.getByRole('heading', { level: 1, name: text.articles }).waitFor();
      const firstCard = page.locator('article').first();
      await firstCard.waitFor();
      const filter = page.getByRole('navigation', { name: text.filter });
      await filter.getByRole('link', { name: new RegExp(`^${text.category.name}`) }).waitFor();
      if (width < 768) expect((await filter.boundingBox())!.height).toBeLessThan(80);
      await expectOnFirstScreen(firstCard.getByRole('heading'));
      expect(await horizontalOverflow(page)).toBe(0);

      await filter.getByRole('link', { name: new RegExp(`^${text.category.name}`) }).click();
      await page.waitForURL(new RegExp(`\\?category=${SEEDED.category}$`));
      // Some of the category's articles may be on the unfiltered list too: wait for the list as a whole.
      await page.waitForFunction(
        (expected) => Array.from(document.querySelectorAll('article h2')).map((title) => title.textContent).sort().join('\n') === expected,
        [...text.category.articles].sort().join('\n'),
      );
      // The chosen category stays in sight in the scrolling row.
      await expectOnFirstScreen(filter.locator('[aria-current="page"]'));
    });

    it('search: heading, count and the first result on the first screen', async () => {
      await page.goto(`${baseUrl()}/search?q=hemoglobin`);
      await page.getByRole('heading', { level: 1, name: text.searchTitle }).waitFor();
      await page.getByText(text.found).waitFor();
      const firstCard = page.locator('article').first();
      await firstCard.waitFor();
      await expectOnFirstScreen(firstCard.getByRole('heading'));
      expect(await horizontalOverflow(page)).toBe(0);
    });

    it('article: title on the first screen, the reference ranges within the page width', async () => {
      await page.goto(`${baseUrl()}/article/${SEEDED.article}`);
      const title = page.getByRole('heading', { level: 1, name: SEEDED.articleTitle });
      await title.waitFor();
      await expectOnFirstScreen(title);
      // The seeded article is Swedish, and so are its own headings in either interface.
      const ranges = page.getByRole('region', { name: 'Referensintervall i tabell', exact: true });
      await ranges.getByRole('cell', { name: /µmol\/L/ }).first().waitFor();
      const box = await ranges.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await horizontalOverflow(page)).toBe(0);
    });

    it('categories: every category keeps Edit and Delete on screen', async () => {
      await logIn(page, baseUrl(), product.admin);
      await page.goto(`${baseUrl()}/admin/categories`);
      await page.getByRole('heading', { level: 1, name: text.categories }).waitFor();
      const edits = page.getByRole('button', { name: new RegExp(`^${text.edit} `) });
      await edits.first().waitFor();
      const deletes = page.getByRole('button', { name: new RegExp(`^${text.delete} `) });
      const count = await edits.count();
      expect(count).toBeGreaterThanOrEqual(10);
      expect(await deletes.count()).toBe(count);
      // Box coordinates are the viewport's, scrolled off or not: a button in a row that scrolls sideways lies past the width.
      for (const buttons of [edits, deletes]) {
        for (const button of await buttons.all()) {
          const box = await button.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await page.context().clearCookies();
    });
  });
});
