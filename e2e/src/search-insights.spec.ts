import type { Article, Category, SearchInsights } from '@labmedicin/contracts';
import { anArticleInput } from '@labmedicin/contracts/testing';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive, logIn } from './support/screens';

/**
 * Search insights in Chromium against the real product: a reader's searches reach the admin's
 * /admin/search-insights by the results page's beacons (a query that found nothing once three
 * searches made it; a found one leaves "nobody opened" once a result is clicked), and the admin
 * adds a query as another name of an article, saved as a new version of it.
 */
describeOnProfiles('search insights in Chromium (%s profile)', ['embedded'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let admin: Page;
  let reader: Page;
  let article: Article;
  // Unique: a product's store may hold what earlier runs searched.
  const absent = `qzxletaren${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = await newPage(browser);
    await logIn(admin, product.baseUrl, product.admin);
    const categories = (await (await admin.context().request.get(`${product.baseUrl}/api/categories`)).json()) as { data: Category[] };
    const title = `Insiktsanalys ${Date.now().toString(36)}`;
    const input = anArticleInput(categories.data[0]!._id, { title, status: 'published', analyses: [{ designation: 'P-Insiktsämne', otherNames: ['insiktsprov'] }] });
    const created = await admin.context().request.post(`${product.baseUrl}/api/articles`, { data: input });
    if (created.status() !== 201) throw new Error(`creating the article answered ${created.status()}: ${await created.text()}`);
    article = ((await created.json()) as { data: Article }).data;
    reader = await newPage(browser);
  });

  const insights = async (): Promise<SearchInsights> =>
    ((await (await admin.context().request.get(`${product.baseUrl}/api/admin/search-insights?language=sv`)).json()) as { data: SearchInsights }).data;

  /** A reader's search from the navbar's box, answered on the results page. */
  const search = async (q: string) => {
    await reader.goto(product.baseUrl);
    await interactive(reader);
    // The home page's own search form (the name of its box is what the browser sends without JavaScript too).
    const box = reader.getByRole('main').getByRole('search').locator('input[name="q"]');
    await box.fill(q);
    await box.press('Enter');
    await reader.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
    await reader.getByRole('heading', { level: 1 }).filter({ hasText: q }).waitFor();
  };

  it("shows a query that found nothing once three readers' searches made it", async () => {
    for (let i = 0; i < 3; i++) {
      await search(absent);
      await reader.getByText(`Inga artiklar matchade ”${absent}”`, { exact: false }).waitFor();
    }
    const reported = await eventually(insights, (day) => day.noResults.some((row) => row.query === absent), 15_000);
    expect(reported.noResults).toContainEqual({ query: absent, searches: 3 });

    await admin.goto(`${product.baseUrl}/admin`);
    await admin.getByRole('button', { name: 'Mer', exact: true }).click();
    await admin.getByRole('link', { name: 'Sökinsikter' }).click();
    await admin.waitForURL(/\/admin\/search-insights$/);
    await admin.getByRole('heading', { name: 'Sökinsikter', level: 1 }).waitFor();
    const fruitless = admin.getByRole('region', { name: 'Sökningar utan träff' });
    const row = fruitless.getByRole('row').filter({ hasText: absent });
    await row.getByRole('cell', { name: '3', exact: true }).waitFor();
    // The query links to its search in Swedish.
    expect(await row.getByRole('link', { name: absent }).getAttribute('href')).toBe(`/language?lang=sv&return=${encodeURIComponent(`/search?q=${absent}`)}`);
  });

  it('adds the query as another name of an article, as a new version of it', async () => {
    await admin.goto(`${product.baseUrl}/admin/search-insights`);
    const row = admin.getByRole('region', { name: 'Sökningar utan träff' }).getByRole('row').filter({ hasText: absent });
    await row.getByRole('button', { name: `Lägg till ”${absent}” som annat namn för …` }).click();
    const dialog = admin.getByRole('dialog', { name: `Lägg till ”${absent}” som annat namn` });
    await dialog.getByLabel('Sök artikel på svenska').fill(article.title);
    await dialog.getByRole('radio', { name: article.title }).check();
    await dialog.getByText('Andra namn nu: insiktsprov').waitFor();
    await dialog.getByRole('button', { name: `Lägg till ”${absent}” för P-Insiktsämne` }).click();
    await dialog.getByText(`”${absent}” är nu ett annat namn för ${article.title}.`).waitFor();

    const saved = ((await (await admin.context().request.get(`${product.baseUrl}/api/articles/${article.slug}`)).json()) as { data: Article }).data;
    expect(saved.version).toBe(article.version + 1);
    expect(saved.analyses[0]!.otherNames).toEqual(['insiktsprov', absent]);
  });

  it('lists a found query among those nobody opened, until a reader opens a result', async () => {
    const q = article.title.toLowerCase();
    for (let i = 0; i < 3; i++) {
      await search(q);
      await reader.getByRole('link', { name: article.title }).first().waitFor();
    }
    await eventually(insights, (day) => day.notOpened.some((row) => row.query === q), 15_000);
    await admin.goto(`${product.baseUrl}/admin/search-insights`);
    await admin.getByRole('region', { name: 'Sökningar där ingen träff öppnades' }).getByRole('row').filter({ hasText: q }).waitFor();

    await search(q);
    await reader.getByRole('link', { name: article.title }).first().click();
    await reader.waitForURL(`**/article/${article.slug}`);
    const opened = await eventually(insights, (day) => !day.notOpened.some((row) => row.query === q), 15_000);
    expect(opened.notOpened.map((row) => row.query)).not.toContain(q);
    expect(opened.frequent).toContainEqual({ query: q, searches: 4 });
  });

  it('speaks English to an English admin', async () => {
    const english = await newPage(browser, 'en-US');
    await logIn(english, product.baseUrl, product.admin);
    await english.goto(`${product.baseUrl}/admin/search-insights`);
    await english.getByRole('heading', { name: 'Search insights', level: 1 }).waitFor();
    const row = english.getByRole('region', { name: 'Queries with no result' }).getByRole('row').filter({ hasText: absent });
    await row.getByRole('button', { name: `Add “${absent}” as another name of …` }).waitFor();
    await english.context().close();
  });
});
