import type { Article, Category } from '@labmedicin/contracts';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive } from './support/screens';

/**
 * A reader reads the seeded articles in their own language: the English interface lists and finds
 * the English versions, marks an article that has none as Swedish, names the categories in
 * English, and the language switch on an article lands on its translation. A translation whose
 * original has since published a newer version tells the reader so, with the way to the original.
 * The seed's Kalium and its English Potassium are read as they are; the outdated translation is
 * the test's own pair, made through the API as the admin.
 */
describeOnProfiles('reading articles in two languages in Chromium (%s profile)', ['embedded'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let english: Page;
  let swedish: Page;
  let cookie: string;
  let categoryId: string;

  const KALIUM = { slug: 'kalium-p-kalium', title: 'Kalium (P-Kalium)' };
  const POTASSIUM = { slug: 'potassium-p-potassium', title: 'Potassium (P-Potassium)' };
  const card = (page: Page, title: string) => page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  const cardTitles = (page: Page) => page.locator('article h2').allTextContents();

  beforeAll(async () => {
    english = await newPage(browser, 'en-US');
    swedish = await newPage(browser, 'sv-SE');
    cookie = await adminSession(product);
    const categories = ((await (await fetch(`${product.baseUrl}/api/categories`)).json()) as { data: Category[] }).data;
    categoryId = categories.find((category) => category.slug === 'klinisk-kemi')!._id;
  });

  afterAll(async () => {
    await english.context().close();
    await swedish.context().close();
  });

  async function write(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Article> {
    const response = await fetch(`${product.baseUrl}/api/articles${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== (method === 'POST' ? 201 : 200)) throw new Error(`${method} /api/articles${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: Article }).data;
  }

  const published = (title: string, fields: Record<string, unknown> = {}) =>
    write('POST', '', { title, category: categoryId, summary: `${title}.`, content: `<p>${title}.</p>`, status: 'published', tags: [], ...fields });

  it('lists the English version of an article in the English interface, the Swedish one in the Swedish, with the category named in each', async () => {
    // Both versions carry the Swedish analyte's tag: each reader gets one of them, in their language.
    await english.goto(`${product.baseUrl}/tag/p-kalium`);
    await card(english, POTASSIUM.title).waitFor();
    expect(await cardTitles(english)).not.toContain(KALIUM.title);
    await card(english, POTASSIUM.title).getByText('Clinical chemistry', { exact: true }).waitFor();
    expect(await card(english, POTASSIUM.title).getByText('in Swedish').count()).toBe(0);
    await swedish.goto(`${product.baseUrl}/tag/p-kalium`);
    await card(swedish, KALIUM.title).waitFor();
    expect(await cardTitles(swedish)).not.toContain(POTASSIUM.title);

    await english.goto(`${product.baseUrl}/articles?category=klinisk-kemi`);
    await english.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: /^Clinical chemistry/ }).waitFor();
    await english.locator('article').first().waitFor();
    expect(await english.getByText('in Swedish', { exact: true }).count()).toBe(0);
    await swedish.goto(`${product.baseUrl}/articles?category=klinisk-kemi`);
    await swedish.getByRole('navigation', { name: 'Filtrera efter kategori' }).getByRole('link', { name: /^Klinisk kemi/ }).waitFor();
  });

  it('finds the English version by its Swedish name in the English interface, and the Swedish one by the English name in the Swedish', async () => {
    await english.goto(`${product.baseUrl}/search?q=kalium`);
    await card(english, POTASSIUM.title).waitFor();
    expect(await cardTitles(english)).not.toContain(KALIUM.title);

    await swedish.goto(`${product.baseUrl}/search?q=potassium`);
    await card(swedish, KALIUM.title).waitFor();
    expect(await cardTitles(swedish)).not.toContain(POTASSIUM.title);
  });

  it('shows an article with no English version in the English interface, marked as Swedish', async () => {
    const only = await published('Enbart svensk analys', { tags: ['enbartsvensk'] });
    await english.goto(`${product.baseUrl}/tag/enbartsvensk`);
    const shown = card(english, only.title);
    await shown.getByText('in Swedish', { exact: true }).waitFor();
    expect(await shown.getByRole('heading').getAttribute('lang')).toBe('sv');
  });

  it('switches the language on an article to its translation, and back to the original', async () => {
    await swedish.goto(`${product.baseUrl}/article/${KALIUM.slug}`);
    await swedish.getByRole('heading', { level: 1, name: KALIUM.title }).waitFor();
    await interactive(swedish);
    await swedish.getByRole('button', { name: 'English' }).click();
    await swedish.waitForURL(`${product.baseUrl}/article/${POTASSIUM.slug}`);
    await swedish.getByRole('heading', { level: 1, name: POTASSIUM.title }).waitFor();
    await swedish.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Clinical chemistry' }).waitFor();

    await swedish.getByRole('button', { name: 'Svenska' }).click();
    await swedish.waitForURL(`${product.baseUrl}/article/${KALIUM.slug}`);
    await swedish.getByRole('heading', { level: 1, name: KALIUM.title }).waitFor();
    await swedish.getByRole('link', { name: 'Read in English' }).click();
    await swedish.waitForURL(`${product.baseUrl}/article/${POTASSIUM.slug}`);
    // The interface stays Swedish; the English text is marked as English.
    expect(await swedish.getByRole('heading', { level: 1, name: POTASSIUM.title }).getAttribute('lang')).toBe('en');
  });

  it('names both versions in the head of each, the Swedish as x-default, and as alternates in the sitemap', async () => {
    const head = async (page: Page) =>
      page.evaluate(() => ({
        alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
        inLanguage: Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
          .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; inLanguage?: string })
          .find((data) => data.inLanguage)?.inLanguage,
      }));
    const both = [`sv /article/${KALIUM.slug}`, `en /article/${POTASSIUM.slug}`, `x-default /article/${KALIUM.slug}`];
    // The Swedish interface reading the English version: its head still names its own language.
    await swedish.goto(`${product.baseUrl}/article/${POTASSIUM.slug}`);
    expect(await head(swedish)).toEqual({ alternates: both, inLanguage: 'en' });
    await english.goto(`${product.baseUrl}/article/${KALIUM.slug}`);
    expect(await head(english)).toEqual({ alternates: both, inLanguage: 'sv' });

    const sitemap = await (await english.request.get(`${product.baseUrl}/sitemap.xml`)).text();
    const entryOf = (slug: string) => new RegExp(`<url><loc>[^<]*/article/${slug}</loc>.*?</url>`).exec(sitemap)?.[0] ?? '';
    for (const slug of [KALIUM.slug, POTASSIUM.slug]) {
      const alternates = [...entryOf(slug).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="[^"]*(\/article\/[^"]+)"\/>/g)].map(([, hreflang, path]) => `${hreflang} ${path}`);
      expect([slug, alternates]).toEqual([slug, both]);
    }
  });

  it('tells the reader of an outdated translation, with the date of the original\'s update and the way to it', async () => {
    const original = await published('Testanalys på svenska');
    const translation = await published('Test analysis in English', { language: 'en', translationOf: original.slug });
    await english.goto(`${product.baseUrl}/article/${translation.slug}`);
    await english.getByRole('heading', { level: 1, name: translation.title }).waitFor();
    expect(await english.getByRole('note').count()).toBe(0);

    const updated = await write('PUT', `/${original.slug}`, {
      title: original.title,
      category: categoryId,
      summary: original.summary,
      content: '<p>Testanalys på svenska, med ett nytt stycke.</p>',
      status: 'published',
      tags: [],
      baseVersion: original.version,
    });
    // The page goes with the original's change (the product's events drop it from the cache).
    await eventually(
      async () => {
        await english.reload();
        return english.getByRole('note').count();
      },
      (notes) => notes > 0,
    );
    const note = english.getByRole('note');
    await note.getByText('This translation may be out of date.', { exact: false }).waitFor();
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Stockholm' }).format(new Date(updated.updatedAt));
    await note.getByText(date).waitFor();
    await interactive(english);
    await note.getByRole('link', { name: 'Read the original' }).click();
    await english.waitForURL(`${product.baseUrl}/article/${original.slug}`);
    await english.getByRole('heading', { level: 1, name: original.title }).waitFor();
    expect(await english.getByRole('note').count()).toBe(0);
  });
});
