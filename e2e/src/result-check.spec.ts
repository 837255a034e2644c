import type { Page, Request } from 'playwright-core';
import { newPage } from './support/browser';
import { adminSession } from './support/product';
import { useProduct } from './support/profiles';
import { interactive, logIn } from './support/screens';

/**
 * The structured reference intervals of the seeded creatinine article (NORIP, P-Kreatinin) in
 * Chromium: the result check finds the row for the reader's patient and says where the value lies,
 * without a single request; the table switches to conventional units and the choice is remembered;
 * the editor shows the rows' limits and refuses a lower limit above the upper. On an article made
 * here with an adults' row only: a child's result gets no interval and no verdict, a value beyond a
 * critical limit is called critical, impossible values are named under their fields.
 */
const ARTICLE = '/article/kreatinin-p-kreatinin';

describe('structured reference ranges in Chromium (embedded profile)', () => {
  const { product, browser } = useProduct();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser, 'en-US');
  });

  const status = () => page.getByRole('form', { name: 'Check a result' }).getByRole('status');
  const highlighted = () => page.locator('table.reference-ranges tr[aria-current="true"]');

  /** Fills the check and waits for its answer, recording every request the page makes meanwhile. */
  async function check(value: string, sex: 'Female' | 'Male', age: string, answer: string): Promise<Request[]> {
    const requests: Request[] = [];
    const record = (request: Request) => requests.push(request);
    page.on('request', record);
    const form = page.getByRole('form', { name: 'Check a result' });
    await form.getByLabel('Result').fill(value);
    await form.getByLabel(sex, { exact: true }).check();
    await form.getByLabel('Age').fill(age);
    await status().filter({ hasText: answer }).waitFor();
    page.off('request', record);
    return requests;
  }

  it('highlights the row for a woman of 40 and for a man of 50, says where the value lies, and sends nothing', async () => {
    await page.goto(`${product.baseUrls[0]}${ARTICLE}`);
    await interactive(page);
    // The check and the units switch are chunks of their own: wait until both are on the page.
    await page.getByRole('form', { name: 'Check a result' }).getByLabel('Result').waitFor();
    await page.getByRole('button', { name: 'Conventional units' }).waitFor();
    // The page's own loading (the comments, the calculator blocks' chunks) is over before typing starts,
    // so what is recorded from here on is what typing caused.
    await page.waitForLoadState('networkidle');
    const address = page.url();

    const woman = await check('95', 'Female', '40', 'above');
    expect(await status().textContent()).toBe('95 µmol/L is above the reference interval 45–90 µmol/L. Row: P-Kreatinin, kvinnor ≥18 år. Source: NORIP, enzymatisk IDMS-spårbar metod.');
    expect(await highlighted().locator('td').first().textContent()).toBe('P-Kreatinin, kvinnor ≥18 år (matches the checked result)');

    const man = await check('95', 'Male', '50', 'within');
    expect(await status().textContent()).toBe('95 µmol/L is within the reference interval 60–105 µmol/L. Row: P-Kreatinin, män ≥18 år. Source: NORIP, enzymatisk IDMS-spårbar metod.');
    expect(await highlighted().locator('td').first().textContent()).toBe('P-Kreatinin, män ≥18 år (matches the checked result)');

    // Under six months the table gives creatinine no interval (its children's rows start there).
    const child = await check('40', 'Male', '0,2', 'No reference interval');
    expect(await status().textContent()).toBe('No reference interval for this age in this article.');
    expect(await highlighted().count()).toBe(0);

    expect([...woman, ...man, ...child].map((request) => request.url())).toEqual([]);
    expect(page.url()).toBe(address);
    // Enter in the form submits nothing either.
    await page.getByRole('form', { name: 'Check a result' }).getByLabel('Age').press('Enter');
    expect(page.url()).toBe(address);
  });

  it('checks a result typed in mg/dL against the same row', async () => {
    await page.getByRole('form', { name: 'Check a result' }).getByLabel('Unit').selectOption('mg/dL');
    await check('1.2', 'Female', '40', 'mg/dL');
    expect(await status().textContent()).toBe('1.2 mg/dL is above the reference interval 0.509–1.02 mg/dL. Row: P-Kreatinin, kvinnor ≥18 år. Source: NORIP, enzymatisk IDMS-spårbar metod.');
  });

  it('shows the table in conventional units on request, says so, and remembers the choice', async () => {
    const table = page.locator('table.reference-ranges');
    const women = table.locator('tbody tr').filter({ hasText: 'P-Kreatinin, kvinnor ≥18 år' });
    const men = table.locator('tbody tr').filter({ hasText: 'P-Kreatinin, män ≥18 år' });
    expect(await women.locator('td').nth(1).textContent()).toBe('45–90');
    await page.getByRole('button', { name: 'Conventional units' }).click();
    await page.getByText('The table shows conventional units where a conversion is given.').waitFor();
    // The table is the Swedish article's, in its notation; the switch around it is the interface's.
    expect(await women.locator('td').nth(1).textContent()).toBe('0,509–1,02');
    expect(await women.locator('td').nth(2).textContent()).toBe('mg/dL');
    await page.getByText('mg/dL = µmol/L ÷ 88.4 (AMA Manual of Style, SI conversion table (JAMA): mg/dL × 88,4 = µmol/L)').waitFor();

    await page.reload();
    await interactive(page);
    await page.getByText('The table shows conventional units where a conversion is given.').waitFor();
    expect(await men.locator('td').nth(1).textContent()).toBe('0,679–1,19');
    await page.getByRole('button', { name: 'SI units' }).click();
    await page.getByText('The table shows SI units.').waitFor();
    expect(await men.locator('td').nth(1).textContent()).toBe('60–105');
  });

  describe('on an article whose only row is for adults, with critical limits (made here through the API)', () => {
    const RUN = Date.now().toString(36);
    // Test rows, not clinical content: an adults' interval and critical limits to check against.
    const ADULTS = { parameter: `P-Testanalys ${RUN}, vuxna`, unit: 'mmol/L', notes: 'Testrad', ageFrom: 18, lower: 3.5, upper: 4.4, criticalLow: 2.5, criticalHigh: 6.5 };
    let slug: string;

    beforeAll(async () => {
      const cookie = await adminSession(product);
      const categories = (await (await fetch(`${product.baseUrl}/api/categories`)).json()) as { data: { _id: string }[] };
      const created = await fetch(`${product.baseUrl}/api/articles`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Testanalys ${RUN}`,
          category: categories.data[0]._id,
          summary: 'En analys med en rad för vuxna.',
          content: '<p>Testanalys.</p>',
          status: 'published',
          referenceRanges: [ADULTS],
        }),
      });
      expect(created.status).toBe(201);
      slug = ((await created.json()) as { data: { slug: string } }).data.slug;
    });

    it("says a child's result has no interval in the article, in either language, and judges nothing", async () => {
      await page.goto(`${product.baseUrls[0]}/article/${slug}`);
      await interactive(page);
      await check('5.0', 'Female', '4', 'No reference interval');
      expect(await status().textContent()).toBe('No reference interval for this age in this article.');
      expect(await highlighted().count()).toBe(0);

      const swedish = await newPage(browser, 'sv-SE');
      await swedish.goto(`${product.baseUrls[0]}/article/${slug}`);
      await interactive(swedish);
      const form = swedish.getByRole('form', { name: 'Kontrollera ett provsvar' });
      await form.getByLabel('Provsvar').fill('5,0');
      // The sexes are named as fits a girl of 4 as well as a woman.
      await form.getByLabel('Kvinnligt', { exact: true }).check();
      await form.getByLabel('Ålder').fill('4');
      await form.getByRole('status').filter({ hasText: 'Inget referensintervall för denna ålder i artikeln.' }).waitFor();
      expect(await form.getByRole('status').textContent()).toBe('Inget referensintervall för denna ålder i artikeln.');
      await swedish.context().close();
    });

    it('calls a value beyond a critical limit critical', async () => {
      await check('6.8', 'Male', '60', 'Critical');
      expect(await status().textContent()).toBe(
        `Critical: 6.8 mmol/L is at or above the critical limit 6.5 mmol/L (reference interval 3.5–4.4 mmol/L). Row: ${ADULTS.parameter}. Source: Testrad.`,
      );
      expect(await highlighted().count()).toBe(1);
    });

    it('says under the field what is wrong with a negative result and an age of 200, and judges nothing', async () => {
      await check('-3', 'Male', '200', 'cannot be below zero');
      const form = page.getByRole('form', { name: 'Check a result' });
      await expect(form.getByLabel('Result').getAttribute('aria-invalid')).resolves.toBe('true');
      await form.getByText('An age above 120 years is not accepted: check the age.', { exact: true }).waitFor();
      expect(await status().textContent()).toBe('A result of this test cannot be below zero: check the value. An age above 120 years is not accepted: check the age.');
      expect(await highlighted().count()).toBe(0);
    });
  });

  it('shows the rows’ limits in the editor and refuses a lower limit above the upper with its message', async () => {
    const seeded = async () =>
      ((await (await fetch(`${product.baseUrls[0]}/api/articles/kreatinin-p-kreatinin`)).json()) as { data: { version: number; referenceRanges: { parameter: string; lower?: number }[] } }).data;
    const before = await seeded();
    const editor = await newPage(browser, 'en-US');
    await logIn(editor, product.baseUrls[0], product.admin);
    await editor.goto(`${product.baseUrls[0]}/admin/edit/kreatinin-p-kreatinin`);
    // The adult women's row, after the eight children's rows.
    const row = editor.getByRole('group', { name: 'Row 9 of the reference ranges' });
    await row.getByRole('textbox', { name: 'Lower limit', exact: true }).waitFor();
    expect(await row.getByRole('combobox', { name: 'Sex' }).inputValue()).toBe('female');
    expect(await row.getByLabel('Age from (years)').inputValue()).toBe('18');
    expect(await row.getByRole('textbox', { name: 'Upper limit', exact: true }).inputValue()).toBe('90');
    expect(await row.getByLabel('Range, row 9').inputValue()).toBe('45–90');

    await row.getByRole('textbox', { name: 'Lower limit', exact: true }).fill('100');
    expect(await row.getByLabel('Range, row 9').inputValue()).toBe('100–90');
    await editor.getByRole('button', { name: 'Save as Draft' }).click();
    await row.getByText('The lower limit cannot be above the upper limit').waitFor();
    await editor.close();
    // Nothing was saved: readers still see the interval as seeded (and corrected since).
    const after = await seeded();
    expect(after.version).toBe(before.version);
    expect(after.referenceRanges.find((range) => range.parameter === 'P-Kreatinin, kvinnor ≥18 år')?.lower).toBe(45);
  });
});
