import type { Page, Request, Route } from 'playwright-core';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive, logIn } from './support/screens';

/**
 * A save whose answer is lost after it reached the server, in Chromium against the real product:
 * the editor sends it again under the same request id, and the server answers what it stored the
 * first time. Every retry, automatic or the author's, shows the saved article, never a duplicate
 * or a second version.
 */
describeOnProfiles('%s profile: a save whose answer is lost', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  const RUN = Date.now().toString(36);
  const TITLE = `Svaret som försvann ${RUN}`;
  let page: Page;
  let slug: string;

  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, product.baseUrl, product.admin);
  });

  /**
   * Lets the first `cuts` requests matching `method` reach the server and be answered there, then
   * cuts the connection before the answer reaches the page; later ones pass. Returns what the
   * server answered the cut ones and the request id of every request sent.
   */
  async function cutAnswers(pattern: RegExp, method: string, cuts: number) {
    const seen = { answeredByServer: [] as number[], requestIds: [] as string[] };
    await page.route(pattern, async (route: Route, request: Request) => {
      if (request.method() !== method) return route.fallback();
      seen.requestIds.push(request.headers()['x-request-id'] ?? '');
      if (seen.answeredByServer.length >= cuts) return route.continue();
      const answer = await route.fetch();
      seen.answeredByServer.push(answer.status());
      await route.abort('connectionreset');
    });
    return seen;
  }

  async function articlesTitled(title: string): Promise<{ slug: string; version: number }[]> {
    const response = await page.context().request.get(`${product.baseUrl}/api/articles?search=${encodeURIComponent(title)}&limit=100`);
    const { data } = (await response.json()) as { data: { slug: string; title: string; version: number }[] };
    return data.filter((article) => article.title === title);
  }

  it('creates the article once when the answer to its create is lost: the editor sends it again and shows it saved', async () => {
    await page.goto(`${product.baseUrl}/admin/new`);
    await interactive(page);
    await page.getByLabel('Titel', { exact: true }).fill(TITLE);
    await page.getByLabel('Kategori', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Sammanfattning', { exact: true }).fill('En artikel vars första svar klipptes av.');
    await page.getByRole('textbox', { name: 'Innehåll', exact: true }).click();
    await page.keyboard.type('Sparad en gång, fast svaret aldrig kom fram.');
    const seen = await cutAnswers(/\/api\/articles$/, 'POST', 1);

    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await page.getByText('Artikeln har skapats').waitFor();
    // The first was stored: the server answered it, the page never saw that answer.
    expect(seen.answeredByServer).toEqual([201]);
    expect(seen.requestIds).toHaveLength(2);
    expect(seen.requestIds[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.requestIds[1]).toBe(seen.requestIds[0]);

    await page.waitForURL(/\/admin$/);
    await page.getByRole('row').filter({ hasText: TITLE }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(1);
    const stored = await articlesTitled(TITLE);
    expect(stored.map((article) => article.version)).toEqual([1]);
    slug = stored[0].slug;
    await page.unrouteAll();
  });

  it('saves an edit once when the answer is lost twice: the alert says it may be saved, and saving again shows it saved', async () => {
    await page.goto(`${product.baseUrl}/admin/edit/${slug}`);
    await interactive(page);
    const summary = page.getByLabel('Sammanfattning', { exact: true });
    await summary.waitFor();
    await summary.fill('Ändrad en gång, fast två svar aldrig kom fram.');
    // The save and the editor's own second sending of it both lose their answers.
    const seen = await cutAnswers(new RegExp(`/api/articles/${slug}$`), 'PUT', 2);

    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await page.getByRole('alert').getByText('Inget svar kom: artikeln kan ha sparats. Spara igen, så sparas den inte två gånger.').waitFor();
    expect(seen.answeredByServer).toEqual([200, 200]);

    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await page.getByText('Artikeln har uppdaterats').waitFor();
    expect(seen.requestIds).toHaveLength(3);
    expect(new Set(seen.requestIds).size).toBe(1);

    const stored = await articlesTitled(TITLE);
    expect(stored.map((article) => article.version)).toEqual([2]);
    const history = await page.context().request.get(`${product.baseUrl}/api/articles/${slug}/revisions`);
    expect(((await history.json()) as { pagination: { total: number } }).pagination.total).toBe(2);
    await page.unrouteAll();
  });

  it('keeps what was typed after a create whose outcome is unknown: one article, saved with the later edit', async () => {
    const title = `${TITLE} (ändrad)`;
    await page.goto(`${product.baseUrl}/admin/new`);
    await interactive(page);
    await page.getByLabel('Titel', { exact: true }).fill(title);
    await page.getByLabel('Kategori', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Sammanfattning', { exact: true }).fill('Första versionen, vars svar aldrig kom.');
    await page.getByRole('textbox', { name: 'Innehåll', exact: true }).click();
    await page.keyboard.type('Skapad en gång.');
    // The create and the editor's own second sending of it both lose their answers.
    const seen = await cutAnswers(/\/api\/articles$/, 'POST', 2);

    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await page.getByRole('alert').getByText('Inget svar kom: artikeln kan ha sparats. Spara igen, så sparas den inte två gånger.').waitFor();
    expect(seen.answeredByServer).toEqual([201, 201]);

    // The author changes the summary before saving again: the change must not be lost.
    await page.getByLabel('Sammanfattning', { exact: true }).fill('Andra versionen, skriven efter det okända svaret.');
    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await page.getByText('Artikeln har skapats').waitFor();
    expect(new Set(seen.requestIds).size).toBe(1);

    const stored = await articlesTitled(title);
    expect(stored).toHaveLength(1);
    const article = await page.context().request.get(`${product.baseUrl}/api/articles/${stored[0].slug}`);
    expect(((await article.json()) as { data: { summary: string } }).data.summary).toBe('Andra versionen, skriven efter det okända svaret.');
    await page.unrouteAll();
  });
});
