import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { useProduct } from './support/profiles';
import { interactive } from './support/screens';

/**
 * The seeded articles' clinical numbers as a reader meets them in Chromium: the calcium article
 * states the same albumin correction its calculator computes (Payne 1973), in both languages; a
 * child's result is checked against the children's interval of its age band, not the adult's; a
 * value beyond a published critical limit is called critical. Embedded profile.
 */
describe('the seeded clinical numbers in Chromium', () => {
  const { product, browser } = useProduct();
  const baseUrl = () => product.baseUrls[0]!;

  it.each([
    ['sv-SE', '/article/kalcium-p-kalcium', 'kalcium + (40 − albumin) / 40,08 mmol/L', 'Kalcium 2,22 mmol/L med albumin 26 g/L blir 2,57 mmol/L.', 'Albuminkorrigerat kalcium', ['Kalcium', 'Albumin'], '2,22', 'Albuminkorrigerat kalcium: 2,57 mmol/L'],
    ['en-GB', '/article/calcium-p-calcium', 'calcium + (40 − albumin) / 40.08 mmol/L', 'Calcium 2.22 mmol/L with albumin 26 g/L becomes 2.57 mmol/L.', 'Albumin-corrected calcium', ['Calcium', 'Albumin'], '2.22', 'Albumin-corrected calcium: 2.57 mmol/L'],
  ] as const)('%s: the calcium article states the formula its calculator computes, and both give 2.57 for calcium 2.22 and albumin 26', async (locale, path, formula, example, name, [calcium, albumin], typed, answer) => {
    const page = await newPage(browser, locale);
    await page.goto(`${baseUrl()}${path}`);
    await interactive(page);
    const article = page.locator('article');
    await article.getByText(example).waitFor();
    await expect(article.locator('p', { hasText: example }).textContent()).resolves.toContain(formula);

    const form = page.getByRole('form', { name });
    await form.getByLabel(calcium, { exact: true }).fill(typed);
    await form.getByLabel(albumin, { exact: true }).fill('26');
    await form.getByRole('status').getByText(answer).waitFor();
    // The page names no other correction a reader could apply to the same numbers.
    await expect(article.textContent()).resolves.not.toMatch(/0[,.]02 × \(40/);
    await page.context().close();
  });

  describe('the result check against the seeded rows (English interface)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(browser, 'en-US');
    });
    afterAll(async () => {
      await page.context().close();
    });

    const form = () => page.getByRole('form', { name: 'Check a result' });
    const status = () => form().getByRole('status');

    async function open(path: string): Promise<void> {
      await page.goto(`${baseUrl()}${path}`);
      await interactive(page);
      await form().getByLabel('Result').waitFor();
    }

    async function check(value: string, sex: 'Female' | 'Male', age: string, answer: string | RegExp): Promise<string | null> {
      await form().getByLabel('Result').fill(value);
      await form().getByLabel(sex, { exact: true }).check();
      await form().getByLabel('Age').fill(age);
      await status().filter({ hasText: answer }).waitFor();
      return status().textContent();
    }

    it("checks a 13-year-old boy's ALP against the boys' interval of his age, which the adult interval would call high", async () => {
      await open('/article/alkaliskt-fosfatas-p-alp');
      expect(await check('8', 'Male', '13', 'within')).toContain('8 µkat/L is within the reference interval 2.2–9.5 µkat/L. Row: P-ALP, pojkar 12–13 år.');
      expect(await check('8', 'Male', '30', 'above')).toContain('8 µkat/L is above the reference interval 0.6–1.8 µkat/L. Row: P-ALP, vuxna ≥18 år.');
      // Under six months the source gives no interval: no verdict rather than an older child's.
      expect(await check('8', 'Male', '0.2', /No row|No reference interval/)).not.toMatch(/within|above|below/);
    });

    it('calls a potassium below the published alarm limit critical', async () => {
      await open('/article/kalium-p-kalium');
      expect(await check('2.4', 'Female', '40', 'critical')).toContain('2.4 mmol/L is at or below the critical limit 2.5 mmol/L (reference interval 3.5–4.4 mmol/L).');
      expect(await check('3.1', 'Female', '40', 'below')).toContain('3.1 mmol/L is below the reference interval 3.5–4.4 mmol/L.');
    });
  });
});
