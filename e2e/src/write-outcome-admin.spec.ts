import type { Page, Request, Route } from 'playwright-core';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive, logIn } from './support/screens';

/**
 * The admin area's other changes whose answer is lost after they reached the server, in Chromium
 * against the real product: the categories page sends a create or an update once more under the
 * same request id, and shows it saved, once.
 */
describeOnProfiles('%s profile: a category change whose answer is lost', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  const NAME = `Svarslös kategori ${Date.now().toString(36)}`;
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, product.baseUrl, product.admin);
  });

  /** Lets the first `cuts` requests of `method` to `pattern` be answered by the server, then cuts the connection before the page gets the answer. */
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

  async function categoriesNamed(name: string): Promise<{ _id: string; name: string; description?: string }[]> {
    const response = await page.context().request.get(`${product.baseUrl}/api/categories`);
    const { data } = (await response.json()) as { data: { _id: string; name: string; description?: string }[] };
    return data.filter((category) => category.name === name);
  }

  it('creates the category once when the answer to its create is lost, and saves an edit whose answer is lost', async () => {
    await page.goto(`${product.baseUrl}/admin/categories`);
    await interactive(page);
    await page.getByRole('button', { name: 'Lägg till kategori', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Namn', { exact: true }).fill(NAME);
    const created = await cutAnswers(/\/api\/categories$/, 'POST', 1);
    await form.getByRole('button', { name: 'Skapa kategori', exact: true }).click();
    await page.getByText('Kategorin har skapats').waitFor();
    // The first was stored: the server answered it, the page never saw that answer.
    expect(created.answeredByServer).toEqual([201]);
    expect(created.requestIds).toHaveLength(2);
    expect(created.requestIds[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(created.requestIds[1]).toBe(created.requestIds[0]);
    await page.getByRole('row').filter({ hasText: NAME }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: NAME }).count()).toBe(1);
    const [category, ...others] = await categoriesNamed(NAME);
    expect(others).toEqual([]);
    await page.unrouteAll();

    await page.getByRole('button', { name: `Redigera ${NAME}`, exact: true }).click();
    await page.getByRole('dialog').getByLabel('Beskrivning', { exact: true }).fill('Sparad en gång, fast svaret aldrig kom fram.');
    const updated = await cutAnswers(new RegExp(`/api/categories/${category._id}$`), 'PUT', 1);
    await page.getByRole('dialog').getByRole('button', { name: 'Spara ändringar', exact: true }).click();
    await page.getByText('Kategorin har uppdaterats').waitFor();
    expect(updated.answeredByServer).toEqual([200]);
    expect(updated.requestIds).toHaveLength(2);
    expect(updated.requestIds[1]).toBe(updated.requestIds[0]);
    await page.getByRole('row').filter({ hasText: 'Sparad en gång, fast svaret aldrig kom fram.' }).waitFor();
    expect((await categoriesNamed(NAME)).map(({ description }) => description)).toEqual(['Sparad en gång, fast svaret aldrig kom fram.']);
    await page.unrouteAll();
  });
});
