import type { Page, Request } from 'playwright-core';
import { newPage } from './support/browser';
import { useProduct } from './support/profiles';
import { interactive, logIn } from './support/screens';

/**
 * The structured reference intervals of the seeded creatinine article (NORIP, P-Kreatinin) in
 * Chromium: the result check finds the row for the reader's patient and says where the value lies,
 * without a single request; the table switches to conventional units and the choice is remembered;
 * the editor shows the rows' limits and refuses a lower limit above the upper.
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

    const child = await check('40', 'Male', '12,5', 'No row');
    expect(await status().textContent()).toBe('No row of the table applies to a man aged 12.5 years: the table gives no reference interval for that age.');
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
    expect(await table.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('45–90');
    await page.getByRole('button', { name: 'Conventional units' }).click();
    await page.getByText('The table shows conventional units where a conversion is given.').waitFor();
    // The table is the Swedish article's, in its notation; the switch around it is the interface's.
    expect(await table.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('0,509–1,02');
    expect(await table.locator('tbody tr').first().locator('td').nth(2).textContent()).toBe('mg/dL');
    await page.getByText('mg/dL = µmol/L ÷ 88.4 (AMA Manual of Style, SI conversion table (JAMA): mg/dL × 88,4 = µmol/L)').waitFor();

    await page.reload();
    await interactive(page);
    await page.getByText('The table shows conventional units where a conversion is given.').waitFor();
    expect(await table.locator('tbody tr').nth(1).locator('td').nth(1).textContent()).toBe('0,679–1,19');
    await page.getByRole('button', { name: 'SI units' }).click();
    await page.getByText('The table shows SI units.').waitFor();
    expect(await table.locator('tbody tr').nth(1).locator('td').nth(1).textContent()).toBe('60–105');
  });

  it('shows the rows’ limits in the editor and refuses a lower limit above the upper with its message', async () => {
    const seeded = async () =>
      ((await (await fetch(`${product.baseUrls[0]}/api/articles/kreatinin-p-kreatinin`)).json()) as { data: { version: number; referenceRanges: { lower?: number }[] } }).data;
    const before = await seeded();
    const editor = await newPage(browser, 'en-US');
    await logIn(editor, product.baseUrls[0], product.admin);
    await editor.goto(`${product.baseUrls[0]}/admin/edit/kreatinin-p-kreatinin`);
    const row = editor.getByRole('group', { name: 'Row 1 of the reference ranges' });
    await row.getByRole('textbox', { name: 'Lower limit', exact: true }).waitFor();
    expect(await row.getByRole('combobox', { name: 'Sex' }).inputValue()).toBe('female');
    expect(await row.getByLabel('Age from (years)').inputValue()).toBe('18');
    expect(await row.getByRole('textbox', { name: 'Upper limit', exact: true }).inputValue()).toBe('90');
    expect(await row.getByLabel('Range, row 1').inputValue()).toBe('45–90');

    await row.getByRole('textbox', { name: 'Lower limit', exact: true }).fill('100');
    expect(await row.getByLabel('Range, row 1').inputValue()).toBe('100–90');
    await editor.getByRole('button', { name: 'Save as Draft' }).click();
    await row.getByText('The lower limit cannot be above the upper limit').waitFor();
    await editor.close();
    // Nothing was saved: readers still see the interval as seeded (and corrected since).
    const after = await seeded();
    expect(after.version).toBe(before.version);
    expect(after.referenceRanges[0].lower).toBe(45);
  });
});
