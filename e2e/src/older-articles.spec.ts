import { join } from 'node:path';
import { NedbDocumentStore, type StoredDocument } from '@labmedicin/platform';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { useProduct } from './support/profiles';
import { interactive } from './support/screens';

/**
 * An article stored without a summary or tags (by an older installation, an import or by hand)
 * is read like any other: its page and its card in the list show what it has.
 */
describe('an article stored without summary and tags, in Chromium', () => {
  const { product, browser } = useProduct();
  const title = 'Handskriven analys utan taggar';
  const slug = 'handskriven-analys-utan-taggar';
  const text = 'Skriven för hand, utan sammanfattning och taggar.';
  let page: Page;

  beforeAll(async () => {
    // Written straight into content's datafiles while the product is stopped, as an older
    // installation or a hand-made import leaves it.
    await product.restart(async () => {
      const store = await NedbDocumentStore.open(join(product.dataDir, 'content'));
      try {
        const category = await store.collection<{ _id: string; slug: string }>('categories').findOne({ slug: 'hematologi' });
        const now = new Date().toISOString();
        await store.collection<StoredDocument & Record<string, unknown>>('articles').insertOne({
          slug,
          title,
          content: `<p>${text}</p>`,
          categoryId: category!._id,
          status: 'published',
          language: 'sv',
          version: 1,
          referenceRanges: [],
          clinicalSignificance: '',
          interpretation: '',
          relatedTests: [],
          references: [],
          images: [],
          createdAt: now,
          updatedAt: now,
        });
      } finally {
        await store.close();
      }
    });
    page = await newPage(browser, 'sv-SE');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('opens its page, served and then run in the browser, with its title and text', async () => {
    await page.goto(`${product.baseUrl}/article/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await interactive(page);
    await page.getByText(text).first().waitFor();
    expect(await page.getByRole('list', { name: 'Taggar' }).count()).toBe(0);
  });

  it('lists it as a card that shows the start of its text in place of a summary', async () => {
    await page.goto(`${product.baseUrl}/articles`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
    await card.getByText(text).waitFor();
    await interactive(page);
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/article/${slug}$`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });
});
