import type { Page, Request } from 'playwright-core';
import { isBlockedWorkerWarning, newContext, newPage } from './support/browser';
import { useProduct } from './support/profiles';
import { englishNames, seriousViolations } from './support/accessibility';
import { horizontalOverflow, interactive } from './support/screens';

/**
 * The calculators as a reader uses them: the eGFR block inside the seeded creatinine article
 * computes after hydration (Swedish), a calculator's own page computes in either unit and refuses
 * an age below the formula's limit with the limit named (English), Friedewald at its triglyceride
 * limit and with an estimate below zero, a field that is not a number, nothing typed leaves the
 * browser, the blocks show their formula and source without JavaScript, the navbar leads to them,
 * a phone's width holds them, and the sitemap lists their pages. Embedded profile.
 */
describe('calculators in Chromium', () => {
  const { product, browser } = useProduct();
  const baseUrl = () => product.baseUrls[0]!;

  /** Every request the page makes from now on. */
  function recordRequests(page: Page): Request[] {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    return requests;
  }

  it('computes eGFR inside the creatinine article, and nothing typed leaves the browser', async () => {
    const page = await newPage(browser, 'sv-SE');
    // Hydrating the server's blocks and bringing them to life says nothing in the console.
    const messages: string[] = [];
    page.on('console', (message) => {
      if (isBlockedWorkerWarning(message)) return;
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.goto(`${baseUrl()}/article/kreatinin-p-kreatinin`);
    await interactive(page);
    const form = page.getByRole('form', { name: 'eGFR från kreatinin, reviderad Lund–Malmö (LMrev)' });
    await form.getByRole('status').getByText('Fyll i värdena för att räkna.').waitFor();
    // The block's formula in the reader's language.
    await page.locator('[data-calculator="egfr-lmrev"]').getByText('Kvinna, kreatinin < 150 µmol/L: X = 2,50 + 0,0121 × (150 − kreatinin)').waitFor();
    // The page's own loading (the comments, the reference table's chunks) is over before typing starts.
    await page.waitForLoadState('networkidle');
    const url = page.url();
    const requests = recordRequests(page);

    await form.getByLabel('Kreatinin', { exact: true }).fill('80');
    await form.getByLabel('Ålder', { exact: true }).fill('50');
    await form.getByRole('radio', { name: 'Kvinna' }).check();
    // LMrev, woman of 50, creatinine 80 µmol/L: 71.6 (libs/calculators, known answers).
    await form.getByRole('status').getByText('eGFR: 72 mL/min/1,73 m²').waitFor();
    // A decimal comma is read as Swedish readers write it.
    await form.getByLabel('Kreatinin', { exact: true }).fill('200');
    await form.getByLabel('Ålder', { exact: true }).fill('70,0');
    await form.getByRole('status').getByText('eGFR: 20 mL/min/1,73 m²').waitFor();

    expect(requests.map((request) => request.url())).toEqual([]);
    expect(page.url()).toBe(url);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it("computes on a calculator's own page in either unit and refuses an age below 18 naming the limit", async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${baseUrl()}/calculators/egfr-lmrev`);
    await interactive(page);
    expect(await page.title()).toBe('eGFR from creatinine, revised Lund–Malmö (LMrev) – Labmedicin');
    const form = page.getByRole('form', { name: 'eGFR from creatinine, revised Lund–Malmö (LMrev)' });
    await form.getByRole('status').getByText('Enter the values to calculate.').waitFor();
    const requests = recordRequests(page);

    // By keyboard alone: creatinine, its unit, age, then the sex with the arrow keys.
    await form.getByLabel('Creatinine', { exact: true }).focus();
    await page.keyboard.type('80');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Unit of Creatinine').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('17');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: 'Female' }).isChecked()).resolves.toBe(true);
    const refusal = 'Age below 18 years: this formula is valid from 18 years.';
    await form.getByRole('status').getByText(refusal).waitFor();
    await expect(form.getByRole('status').textContent()).resolves.not.toContain('eGFR:');
    await expect(form.getByLabel('Age', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel('Age', { exact: true }).fill('50');
    await form.getByRole('status').getByText('eGFR: 72 mL/min/1.73 m²').waitFor();
    // The same creatinine in mg/dL (80 / 88.4 = 0.905).
    await form.getByLabel('Unit of Creatinine').selectOption('mg/dL');
    await form.getByLabel('Creatinine', { exact: true }).fill('0.905');
    await form.getByRole('status').getByText('eGFR: 72 mL/min/1.73 m²').waitFor();
    await form.getByLabel('Creatinine', { exact: true }).fill('40');
    await form.getByRole('status').getByText('Creatinine above 33.94 mg/dL is not accepted: check the value and its unit.').waitFor();

    expect(requests.map((request) => request.url())).toEqual([]);
    await page.context().close();
  });

  it('computes Friedewald at triglycerides 4.52 mmol/L, refuses above it with the reason, and gives no number for an estimate below zero', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${baseUrl()}/calculators/ldl-friedewald`);
    await interactive(page);
    const form = page.getByRole('form', { name: 'LDL cholesterol, Friedewald' });
    await form.getByLabel('Total cholesterol', { exact: true }).fill('5.0');
    await form.getByLabel('HDL cholesterol', { exact: true }).fill('1.2');
    await form.getByLabel('Triglycerides', { exact: true }).fill('1.5');
    await form.getByRole('status').getByText('LDL cholesterol: 3.1 mmol/L').waitFor();
    // 4.52 mmol/L is 400 mg/dL, the formula's published limit: still computed. 5.0 − 1.2 − 4.52/2.2 = 1.745
    await form.getByLabel('Triglycerides', { exact: true }).fill('4.52');
    await form.getByRole('status').getByText('LDL cholesterol: 1.7 mmol/L').waitFor();
    await form.getByLabel('Triglycerides', { exact: true }).fill('4.53');
    await form
      .getByRole('status')
      .getByText('Triglycerides above 4.52 mmol/L: the Friedewald formula is not valid there. Measure LDL cholesterol directly.')
      .waitFor();
    // Total 3.0, HDL 1.5, triglycerides 4.0 would give −0.3 mmol/L: no number, the estimate does not apply.
    await form.getByLabel('Total cholesterol', { exact: true }).fill('3.0');
    await form.getByLabel('HDL cholesterol', { exact: true }).fill('1.5');
    await form.getByLabel('Triglycerides', { exact: true }).fill('4.0');
    const notApplicable = 'The Friedewald estimate does not apply to these values: it comes out at or below zero. Measure LDL cholesterol directly.';
    await form.getByRole('status').getByText(notApplicable).waitFor();
    await expect(form.getByRole('status').textContent()).resolves.toBe(notApplicable);
    await page.context().close();
  });

  it('says under a field that "abc" is not a number, in Swedish, and computes nothing', async () => {
    const page = await newPage(browser, 'sv-SE');
    await page.goto(`${baseUrl()}/calculators/anion-gap`);
    await interactive(page);
    const form = page.getByRole('form', { name: 'Anjongap' });
    await form.getByLabel('Natrium', { exact: true }).fill('140');
    await form.getByLabel('Klorid', { exact: true }).fill('104');
    await form.getByLabel('Bikarbonat', { exact: true }).fill('24');
    await form.getByRole('status').getByText('Anjongap: 12 mmol/L').waitFor();
    const potassium = form.getByRole('textbox', { name: /^Kalium/ });
    await potassium.fill('abc');
    const message = 'Kalium: ange ett tal, med decimalkomma eller decimalpunkt.';
    await form.getByText(message).first().waitFor();
    await expect(potassium.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(potassium.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).resolves.toBe(message);
    await expect(form.getByRole('status').textContent()).resolves.not.toContain('Anjongap:');
    await page.context().close();
  });

  it('shows the formula and its source without JavaScript, in the article and on the page', async () => {
    const context = await newContext(browser, { locale: 'en-US', javaScriptEnabled: false });
    const page = await context.newPage();
    const calculatorPage = await page.goto(`${baseUrl()}/calculators/egfr-ckd-epi-2021`);
    expect(calculatorPage?.status()).toBe(200);
    // The head is the server's: title and description as on the other public pages.
    expect(await page.title()).toBe('eGFR from creatinine, CKD-EPI 2021 – Labmedicin');
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'Relative GFR from creatinine, age and sex for adults, by the CKD-EPI equation of 2021 without race.',
    );
    await page.getByText('eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^Age × 1.012 [if female] mL/min/1.73 m²').waitFor();
    await page.getByText(/^Inker LA, Eneanya ND, Coresh J/).waitFor();
    await expect(page.getByRole('form').count()).resolves.toBe(0);

    await page.goto(`${baseUrl()}/article/kreatinin-p-kreatinin`);
    const block = page.locator('[data-calculator="egfr-lmrev"]');
    await block.getByText('eGFR = e^(X − 0.0158 × Age + 0.438 × ln(Age)) mL/min/1.73 m²').waitFor();
    await block.getByText(/^Björk J, Grubb A, Sterner G, Nyman U/).waitFor();
    expect((await page.goto(`${baseUrl()}/calculators/no-such-calculator`))?.status()).toBe(404);
    await context.close();
  });

  it('leads from the navbar to the list and a calculator, which fits a phone of 375 px', async () => {
    const context = await newContext(browser, { locale: 'sv-SE', viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await interactive(page);
    await page.getByRole('button', { name: 'Visa eller dölj menyn' }).click();
    await page.getByRole('link', { name: 'Kalkylatorer' }).click();
    await page.waitForURL(/\/calculators$/);
    await page.getByRole('heading', { level: 1, name: 'Kalkylatorer' }).waitFor();
    await page.getByRole('link', { name: 'Anjongap' }).click();
    await page.waitForURL(/\/calculators\/anion-gap$/);
    const form = page.getByRole('form', { name: 'Anjongap' });
    await form.getByLabel('Natrium', { exact: true }).fill('140');
    await form.getByLabel('Klorid', { exact: true }).fill('104');
    await form.getByLabel('Bikarbonat', { exact: true }).fill('24');
    await form.getByRole('status').getByText('Anjongap: 12 mmol/L').waitFor();
    await form.getByLabel(/^Kalium/).fill('4,0');
    // Both gaps in whole mmol/L, as the gap is reported: not "12" beside "16,0".
    await form.getByRole('status').getByText('Anjongap med kalium: 16 mmol/L').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await englishNames(page)).toEqual([]);
    // With a refusal shown too.
    await form.getByLabel('Natrium', { exact: true }).fill('80');
    await form.getByRole('status').getByText('Natrium under 90 mmol/L godtas inte: kontrollera värdet och enheten.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lists the calculator pages in the sitemap', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    const xml = await response.text();
    expect(xml).toContain('/calculators</loc>');
    for (const id of ['egfr-lmrev', 'egfr-ckd-epi-2021', 'egfr-capa', 'egfr-mean', 'anion-gap', 'ldl-friedewald', 'osmolal-gap', 'calcium-albumin-corrected']) {
      expect(xml).toContain(`/calculators/${id}</loc>`);
    }
  });
});
