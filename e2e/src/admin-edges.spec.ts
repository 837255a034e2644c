import type { APIRequestContext, Page } from 'playwright-core';
import { pngImage } from '@labmedicin/platform/testing';
import { seriousViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { useProduct } from './support/profiles';
import { LOCALES, SEEDED, interactive, logIn, type Language } from './support/screens';

/**
 * The admin area's edges in Chromium against the real product (embedded profile): the editor shows
 * the stored category, history texts in the reader's language, a one-line navbar from 1200 px up,
 * SVG toolbar icons, a contributor's navbar, alerts that belong to their action, a dashboard that
 * finds articles beyond its first 100, an accessible media library, images that only earlier
 * versions use, and a delete that does not ask for the deleted image again.
 */
describe('the admin area at its edges in Chromium', () => {
  const { product, browser } = useProduct();
  let page: Page;
  const api = (): APIRequestContext => page.context().request;

  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, product.baseUrl, product.admin);
  });

  /** A page of its own in `language`, logged in as the admin (or as `credentials`). */
  async function pageIn(language: Language, credentials = product.admin, width = 1280): Promise<Page> {
    const other = await newPage(browser, LOCALES[language]);
    await other.setViewportSize({ width, height: 900 });
    await logIn(other, product.baseUrl, credentials);
    return other;
  }

  async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  const categoryIdOf = async (slug: string) => (await json<{ category: { _id: string; name: string } }>(await api().get(`${product.baseUrl}/api/articles/${slug}`))).category;

  it('shows the stored category in the editor, opened directly and from the dashboard', async () => {
    const category = await categoryIdOf(SEEDED.article);
    await page.goto(`${product.baseUrl}/admin/edit/${SEEDED.article}`);
    const select = page.getByLabel('Kategori');
    await page.getByRole('option', { name: category.name }).waitFor({ state: 'attached' });
    await page.waitForFunction((name) => {
      const element = document.getElementById('article-category') as HTMLSelectElement | null;
      return element?.selectedOptions[0]?.textContent === name;
    }, category.name);
    expect(await select.inputValue()).toBe(category._id);

    await page.goto(`${product.baseUrl}/admin`);
    await page.getByRole('link', { name: `Redigera ${SEEDED.articleTitle}` }).click();
    await page.waitForURL(`**/admin/edit/${SEEDED.article}`);
    await page.waitForFunction((name) => {
      const element = document.getElementById('article-category') as HTMLSelectElement | null;
      return element?.selectedOptions[0]?.textContent === name;
    }, category.name);
  });

  it('describes what the server did to each version in Swedish, and a rename as a rename', async () => {
    const slug = 'hemoglobin-b-hb';
    const article = await json<{ version: number; tags: string[]; title: string }>(await api().get(`${product.baseUrl}/api/articles/${slug}`));
    const tag = article.tags[0] as string;
    const restored = await api().post(`${product.baseUrl}/api/articles/${slug}/restore/1`, { data: {} });
    expect(restored.status()).toBe(200);
    expect((await api().put(`${product.baseUrl}/api/tags/merge`, { data: { sourceTags: [tag], targetTag: 'nytt-taggnamn' } })).status()).toBe(200);
    expect((await api().delete(`${product.baseUrl}/api/tags/nytt-taggnamn`)).status()).toBe(200);

    await page.goto(`${product.baseUrl}/admin/edit/${slug}`);
    await page.getByRole('button', { name: 'Versionshistorik' }).click();
    const dialog = page.getByRole('dialog');
    const rows = dialog.getByRole('row');
    // The seed's own revisions (its corrections) come before the test's three.
    const row = (version: number) => rows.filter({ has: page.getByRole('cell', { name: `v${version}`, exact: true }) });
    await row(article.version + 3).getByText('Taggen nytt-taggnamn togs bort').waitFor();
    await row(article.version + 2).getByText(`Taggen ${tag} döptes om till nytt-taggnamn`).waitFor();
    await row(article.version + 1).getByText('Återställd från version 1').waitFor();
    await row(1).getByText('Första versionen').waitFor();
    expect(await dialog.getByText(/Initial version|Restored from|merged into|removed/).count()).toBe(0);
  });

  for (const width of [1200, 1280]) {
    for (const language of ['sv', 'en'] as const) {
      it(`keeps the admin navbar on one line at ${width} px in ${language === 'sv' ? 'Swedish' : 'English'}`, async () => {
        const admin = await pageIn(language, product.admin, width);
        await admin.goto(`${product.baseUrl}/admin/users`);
        await interactive(admin);
        const navbar = admin.getByRole('navigation', { name: language === 'sv' ? 'Administrationsmeny' : 'Admin navigation' });
        const links = navbar.getByRole('link');
        await links.first().waitFor();
        // The brand, seven screens and the site link (the rest are in the More menu, a button), their middles on one line (a wrapped one is 40 px lower).
        const middles = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, height }) => top + height / 2));
        expect(middles).toHaveLength(9);
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
        expect((await navbar.boundingBox())?.height).toBeLessThan(64);
        await admin.context().close();
      });
    }
  }

  it('draws the editor’s link, image and embed buttons as SVG icons named by their labels', async () => {
    await page.goto(`${product.baseUrl}/admin/new`);
    const toolbar = page.getByRole('toolbar', { name: 'Formatering' }).first();
    for (const name of ['Länk', 'Infoga bild', 'Bädda in en sida']) {
      const button = toolbar.getByRole('button', { name, exact: true });
      await button.waitFor();
      const drawn = await button.evaluate((element) => ({
        svg: element.querySelector('svg[aria-hidden="true"]') !== null,
        // What a sighted reader sees: everything but the name for screen readers.
        symbolText: Array.from(element.querySelectorAll('[aria-hidden="true"]')).map((node) => node.textContent).join(''),
      }));
      expect(drawn).toEqual({ svg: true, symbolText: '' });
    }
  });

  it('shows a contributor only the admin screens a contributor may open', async () => {
    const credentials = { email: 'skribent@e2e.labmedicin.test', password: 'skribent-losenord' };
    const created = await api().post(`${product.baseUrl}/api/users/admin`, { data: { username: 'skribent', role: 'contributor', ...credentials } });
    expect(created.status()).toBe(201);
    const contributor = await pageIn('sv', credentials);
    await contributor.goto(`${product.baseUrl}/admin`);
    await interactive(contributor);
    const navbar = contributor.getByRole('navigation', { name: 'Administrationsmeny' });
    await navbar.getByRole('link', { name: 'Översikt' }).waitFor();
    expect(await navbar.getByRole('link').allTextContents()).toEqual(['Labmedicin Admin', 'Översikt', 'Ny artikel', 'Visa webbplatsen']);
    await contributor.context().close();
  });

  it('takes a success alert away when the next action in the user dialog fails', async () => {
    await page.goto(`${product.baseUrl}/admin/users`);
    await page.getByRole('button', { name: 'Redigera skribent' }).click();
    let dialog = page.getByRole('dialog', { name: 'Redigera användare' });
    await dialog.getByLabel('Förnamn').fill('Skriva');
    await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
    const success = page.getByText('Användaren har uppdaterats');
    await success.waitFor();

    await page.getByRole('button', { name: 'Redigera skribent' }).click();
    dialog = page.getByRole('dialog', { name: 'Redigera användare' });
    await dialog.getByLabel('E-post').fill(product.admin.email);
    await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
    await dialog.getByText('E-postadressen är redan registrerad').waitFor();
    expect(await success.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
  });

  describe('the media library', () => {
    let image: { filename: string; imageUrl: string };
    const title = 'Bilden i gamla versioner';

    beforeAll(async () => {
      const uploaded = await api().post(`${product.baseUrl}/api/articles/upload`, {
        multipart: { image: { name: 'gammal-kurva.png', mimeType: 'image/png', buffer: pngImage(40, 20, [200, 40, 40]) }, alt: 'Kurva' },
      });
      expect(uploaded.status()).toBe(201);
      image = (await uploaded.json()) as typeof image;
      // And one no article shows: the analytics list it among the largest unused.
      const unused = await api().post(`${product.baseUrl}/api/articles/upload`, {
        multipart: { image: { name: 'oanvand.png', mimeType: 'image/png', buffer: pngImage(30, 30, [40, 160, 40]) }, decorative: 'true' },
      });
      expect(unused.status()).toBe(201);
      const category = await categoryIdOf(SEEDED.article);
      const input = (content: string) => ({ title, category: category._id, summary: 'Bild i tidigare versioner.', content, status: 'published' });
      const withImage = `<p>Kurva:</p><img src="${image.imageUrl}" alt="kurva">`;
      let article = await json<{ slug: string; version: number }>(await api().post(`${product.baseUrl}/api/articles`, { data: input(withImage) }));
      // Versions 1 and 2 show the image, version 3 no longer does.
      for (const content of [`${withImage}<p>Rättad.</p>`, '<p>Utan bild.</p>']) {
        article = await json<{ slug: string; version: number }>(await api().put(`${product.baseUrl}/api/articles/${article.slug}`, { data: { ...input(content), baseVersion: article.version } }));
      }
    });

    for (const language of ['sv', 'en'] as const) {
      for (const width of [1280, 375]) {
        it(`passes the accessibility scan in ${language === 'sv' ? 'Swedish' : 'English'} at ${width} px`, async () => {
          const admin = await pageIn(language, product.admin, width);
          await admin.goto(`${product.baseUrl}/admin/media`);
          await admin.getByTestId('media-card').first().waitFor();
          await interactive(admin);
          expect(await seriousViolations(admin)).toEqual([]);
          await admin.context().close();
        });
      }
    }

    for (const language of ['sv', 'en'] as const) {
      it(`passes the accessibility scan on the media analytics in ${language === 'sv' ? 'Swedish' : 'English'}`, async () => {
        const admin = await pageIn(language, product.admin, 1280);
        await admin.goto(`${product.baseUrl}/admin/media-analytics`);
        // The card of the largest unused images, whose footer links to the library.
        await admin.locator('.card-footer a').waitFor();
        await interactive(admin);
        expect(await seriousViolations(admin)).toEqual([]);
        await admin.context().close();
      });
    }

    it('lists an image that only earlier versions show as used, and says so before a delete', async () => {
      await page.goto(`${product.baseUrl}/admin/media`);
      const card = page.getByTestId('media-card').filter({ has: page.getByTitle('gammal-kurva.png') });
      await card.getByRole('button', { name: /Används i 1 artikel/ }).click();
      await card.getByRole('listitem').filter({ hasText: `Används i 2 tidigare versioner av ${title}` }).waitFor();

      await card.getByRole('button', { name: 'Ta bort' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ta bort bild' });
      await dialog.getByText(`Används i 2 tidigare versioner av ${title}`).waitFor();
      await dialog.getByText('Tidigare versioner som visar den visar ingen bild om de återställs.').waitFor();
      await dialog.getByRole('button', { name: 'Ta bort ändå' }).waitFor();
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
    });

    it('does not ask for the usage of an image once it is deleted', async () => {
      const asked: string[] = [];
      const failed: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/api/media/${image.filename}/usage`)) asked.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') failed.push(message.text());
      });
      await page.goto(`${product.baseUrl}/admin/media`);
      const card = page.getByTestId('media-card').filter({ has: page.getByTitle('gammal-kurva.png') });
      await card.getByRole('button', { name: 'Ta bort' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ta bort bild' });
      // Whether or not the image counts as used: the reload after any delete must not ask for it.
      await dialog.getByRole('button', { name: /^Ta bort( ändå)?$/ }).click();
      await page.getByText('Bilden har tagits bort').waitFor();
      await card.waitFor({ state: 'detached' });
      // Once when the dialog opened; never after the delete.
      expect(asked).toHaveLength(1);
      expect(failed).toEqual([]);
    });
  });

  it('finds the 150th article beyond the dashboard’s first 100 by searching the server, and pages beyond them', async () => {
    const category = await categoryIdOf(SEEDED.article);
    for (let n = 1; n <= 150; n += 1) {
      const number = String(n).padStart(3, '0');
      const created = await api().post(`${product.baseUrl}/api/articles`, {
        data: { title: `Massanalys ${number}`, category: category._id, summary: `Prov nummer ${number}.`, content: `<p>Analys ${number}.</p>`, status: 'draft' },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`${product.baseUrl}/admin`);
    const rows = page.getByRole('row');
    await rows.filter({ hasText: 'Massanalys 150' }).waitFor();
    // The first screen: the 100 last modified, the first of the 150 not among them.
    expect(await page.locator('tbody tr').count()).toBe(100);
    expect(await rows.filter({ hasText: 'Massanalys 001' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Sök artiklar...' }).fill('massanalys 001');
    await rows.filter({ hasText: 'Massanalys 001' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Sök artiklar...' }).fill('');
    await rows.filter({ hasText: 'Massanalys 150' }).waitFor();
    // 150 new, the article of the media tests and the seeds: three pages of 100, the rest asked of the server.
    await page.getByRole('navigation', { name: 'Artikelsidor' }).getByRole('button', { name: 'Sida 2' }).click();
    await rows.filter({ hasText: 'Massanalys 001' }).waitFor();
    expect(await rows.filter({ hasText: 'Massanalys 051' }).count()).toBe(0);
  });
});
