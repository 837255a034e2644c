import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive } from './support/screens';

/**
 * What an article says is in its own language, the page around it in the reader's: the seeded
 * English Potassium read from the Swedish interface has English section headings, table and
 * numbers (marked lang="en") under a Swedish navigation bar, rendered so by the server and by the
 * app alike. The specimen prefixes of the titles, reference rows and texts (P-, B-, fP-…) are
 * explained as abbreviations in the article's language, and each article links to the page on how
 * the analyses are named, which the server renders in both languages. The tag cloud holds the
 * tags of the articles in the interface's language.
 */
describeOnProfiles('an article in its own language in Chromium (%s profile)', ['embedded'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let swedish: Page;
  let english: Page;

  const KALIUM = 'kalium-p-kalium';
  const POTASSIUM = 'potassium-p-potassium';

  beforeAll(async () => {
    swedish = await newPage(browser, 'sv-SE');
    english = await newPage(browser, 'en-US');
  });

  afterAll(async () => {
    await swedish.context().close();
    await english.context().close();
  });

  /** The English Potassium as the Swedish interface shows it. */
  async function expectEnglishArticleInSwedishChrome(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Potassium (P-Potassium)' }).waitFor();
    await page.getByRole('navigation', { name: 'Brödsmulor' }).waitFor();
    for (const name of ['Reference ranges', 'Clinical significance', 'Interpretation', 'References']) {
      expect([name, await page.getByRole('heading', { level: 2, name, exact: true }).getAttribute('lang')]).toEqual([name, 'en']);
    }
    expect(await page.getByRole('heading', { level: 2, name: 'Klinisk betydelse' }).count()).toBe(0);
    const table = page.getByRole('region', { name: 'Reference ranges', exact: true }).getByRole('table');
    expect(await table.getAttribute('lang')).toBe('en');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Parameter', 'Range', 'Unit', 'Critical limits', 'Notes']);
    const adults = table.getByRole('row').filter({ hasText: 'P-Potassium, adults' });
    expect(await adults.getByRole('cell').nth(1).textContent()).toBe('3.5–4.4');
  }

  it('heads the English article in English, with decimal points, under the Swedish interface: rendered by the server', async () => {
    // Without running the app: what the server sent.
    const answer = await swedish.request.get(`${product.baseUrl}/article/${POTASSIUM}`, { headers: { 'Accept-Language': 'sv-SE' } });
    const html = await answer.text();
    expect(html).toMatch(/<html lang="sv">/);
    expect(html).toMatch(/<h2 [^>]*lang="en"[^>]*>Reference ranges<\/h2>/);
    expect(html).toMatch(/<table [^>]*lang="en"/);
    expect(html).not.toContain('Klinisk betydelse');
    expect(html).toContain('>3.5–4.4<');

    await swedish.goto(`${product.baseUrl}/article/${POTASSIUM}`);
    await expectEnglishArticleInSwedishChrome(swedish);
  });

  it('heads the English article in English when the Swedish interface follows "Read in English", from a Swedish article with one heading of each name', async () => {
    await swedish.goto(`${product.baseUrl}/article/${KALIUM}`);
    await swedish.getByRole('heading', { level: 2, name: 'Klinisk betydelse' }).waitFor();
    // The text's own "Referensintervall" and the table's section are two headings, named apart.
    expect(await swedish.getByRole('heading', { name: 'Referensintervall', exact: true }).count()).toBe(1);
    await swedish.getByRole('heading', { level: 2, name: 'Referensintervall i tabell', exact: true }).waitFor();
    await interactive(swedish);
    await swedish.getByRole('link', { name: 'Read in English' }).click();
    await swedish.waitForURL(`${product.baseUrl}/article/${POTASSIUM}`);
    await expectEnglishArticleInSwedishChrome(swedish);
  });

  it('explains the specimen prefixes of the title, the reference rows and the text, in the article\'s language', async () => {
    const titlesIn = (page: Page, selector: string) => page.locator(`${selector} abbr`).evaluateAll((abbrs) => abbrs.map((abbr) => `${abbr.textContent} ${abbr.getAttribute('title')}`));

    await swedish.goto(`${product.baseUrl}/article/hemoglobin-b-hb`);
    await swedish.getByRole('heading', { level: 1, name: 'Hemoglobin (B-Hb)' }).waitFor();
    expect(await titlesIn(swedish, 'h1')).toEqual(['B Helblod']);
    expect(await titlesIn(swedish, 'table.reference-ranges td:first-child')).toContain('B Helblod');

    // The English version in the Swedish interface: explained in English.
    await swedish.goto(`${product.baseUrl}/article/haemoglobin-b-hb`);
    await swedish.getByRole('heading', { level: 1, name: 'Haemoglobin (B-Hb)' }).waitFor();
    expect(await titlesIn(swedish, 'h1')).toEqual(['B Whole blood']);
    expect(await titlesIn(swedish, 'table.reference-ranges td:first-child')).toContain('B Whole blood');

    // In the text, once the sanitizer has marked it: the glucose article names fP- and P-.
    await english.goto(`${product.baseUrl}/article/glucose-p-glucose-fp-glucose`);
    await english.locator('.article-html abbr[title="Fasting plasma"]').first().waitFor();
    expect(await english.locator('.article-html abbr[title="Fasting plasma"]').first().textContent()).toBe('fP');
    expect(await english.locator('.article-html abbr[title="Plasma"]').count()).toBeGreaterThan(0);
    // A prefix-like letter inside a word or before a number is left alone (apolipoprotein B-100).
    await english.goto(`${product.baseUrl}/article/lipoproteina-p-lpa-en`);
    await english.getByText(/apolipoprotein B-100 is covalently bound/).waitFor();
    expect(await english.locator('.article-html abbr').evaluateAll((abbrs) => abbrs.map((abbr) => abbr.textContent))).not.toContain('B');
  });

  it('links each article to the page on how the analyses are named, which the server renders in both languages', async () => {
    await swedish.goto(`${product.baseUrl}/article/${KALIUM}`);
    await interactive(swedish);
    await swedish.getByRole('link', { name: 'Så namnges analyserna: B-, P-, S- och andra provbeteckningar' }).click();
    await swedish.waitForURL(`${product.baseUrl}/naming`);
    await swedish.getByRole('heading', { level: 1, name: 'Så namnges analyserna' }).waitFor();
    await swedish.getByRole('row', { name: 'fP- Fasteplasma fP-Glukos' }).waitFor();

    await english.goto(`${product.baseUrl}/article/${POTASSIUM}`);
    await english.getByRole('link', { name: 'How the tests are named: B-, P-, S- and other specimen prefixes' }).waitFor();

    for (const [language, title, row] of [
      ['sv', 'Så namnges analyserna', '<td>Kapillärt blod</td>'],
      ['en', 'How the tests are named', '<td>Capillary blood</td>'],
    ] as const) {
      const answer = await english.request.get(`${product.baseUrl}/naming`, { headers: { cookie: `labmedicin.language=${language}` } });
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(row);
      expect(html).toMatch(new RegExp(`<title>${title} – Labmedicin</title>`));
    }
    const sitemap = await (await english.request.get(`${product.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/naming</loc>');
  });

  it('shows each interface the tags of the articles in its language', async () => {
    const cloudOf = async (page: Page) => {
      await page.goto(`${product.baseUrl}/tags`);
      const cloud = page.getByRole('tabpanel').getByRole('list');
      await cloud.getByRole('link').first().waitFor();
      return cloud.getByRole('link').allTextContents();
    };
    const swedishTags = await cloudOf(swedish);
    expect([swedishTags.includes('hyperkalemi'), swedishTags.includes('hyperkalaemia'), swedishTags.includes('electrolytes')]).toEqual([true, false, false]);
    const englishTags = await cloudOf(english);
    expect([englishTags.includes('hyperkalaemia'), englishTags.includes('hyperkalemi'), englishTags.includes('elektrolyter')]).toEqual([true, false, false]);
  });
});
