import type { AnalysisFormValues, Article, ArticleFormValues } from '@labmedicin/contracts';
import type { Page } from 'playwright-core';
import { adminSession } from './support/product';
import { newContext, newPage } from './support/browser';
import { useProduct } from './support/profiles';
import { interactive } from './support/screens';

const KALIUM = 'kalium-p-kalium';
const POTASSIUM = 'potassium-p-potassium';
const BLOOD_COUNT = 'erytrocytindex-och-evf-b-mcv-b-mch-b-mchc-b-evf';

/**
 * A layout fixture, not handbook data (that is the seed's, with its sources): every field of an
 * analysis filled, its texts as long as a handbook's, so that the section and its printout are
 * checked at their fullest. The codes are real and valid (P-Kalium's from the issue; LOINC's red
 * cell indices).
 */
const PLASMA_TUBE = { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green' } as const;
const BLOOD_TUBE = { material: 'venous-blood', additive: 'k2edta', capColour: 'lavender' } as const;

function fullAnalysis(designation: string, codes: Pick<AnalysisFormValues, 'npuCodes' | 'loincCodes'>, texts: 'sv' | 'en', tube: typeof PLASMA_TUBE | typeof BLOOD_TUBE = PLASMA_TUBE): AnalysisFormValues {
  const sv = texts === 'sv';
  return {
    designation,
    ...codes,
    specimen: { ...tube, volumeMl: 3.5, minimumVolumeMl: 0.5 },
    preparation: {
      fastingHours: 0,
      restMinutes: 15,
      timeOfDay: sv ? 'Morgon, kl. 07–10' : 'Morning, 07–10',
      doseTiming: sv ? 'Före nästa dos' : 'Before the next dose',
      notes: sv ? 'Undvik att patienten knyter handen under provtagningen.' : 'The patient should not clench the fist during sampling.',
    },
    handling: { centrifugeWithinMinutes: 120, protectFromLight: true, onIce: false, transport: sv ? 'Stående, i rumstemperatur' : 'Upright, at room temperature' },
    stability: [
      { temperature: 'frozen', duration: 1, unit: 'mo' },
      { temperature: 'room', duration: 4, unit: 'h' },
      { temperature: 'refrigerated', duration: 7, unit: 'd' },
    ],
    rejection: [
      { criterion: 'haemolysis', effect: sv ? 'Falskt förhöjt värde; nytt prov tas' : 'Falsely high result; a new sample is taken' },
      { criterion: 'clotted', effect: sv ? 'Analyseras inte' : 'Not analysed' },
      { criterion: 'underfilled', effect: sv ? 'Analyseras om minsta volym finns' : 'Analysed if the minimum volume is there' },
    ],
    turnaround: sv ? '1 timme; akut 30 minuter' : '1 hour; urgent 30 minutes',
  };
}

/** Writes analyses into a seeded article through the API, as the editor saves it. */
async function writeAnalyses(baseUrl: string, cookie: string, slug: string, analyses: AnalysisFormValues[]): Promise<void> {
  const headers = { 'content-type': 'application/json', cookie };
  const article = ((await (await fetch(`${baseUrl}/api/articles/${slug}`, { headers })).json()) as { data: Article }).data;
  const { title, summary, content, status, tags, referenceRanges, clinicalSignificance, interpretation, relatedTests, references, images, language } = article;
  const input: ArticleFormValues & { baseVersion: number } = {
    ...{ title, summary, content, status, tags, referenceRanges, clinicalSignificance, interpretation, relatedTests, references, images, language },
    category: article.category?._id ?? '',
    analyses,
    baseVersion: article.version,
  };
  const saved = await fetch(`${baseUrl}/api/articles/${slug}`, { method: 'PUT', headers, body: JSON.stringify(input) });
  if (saved.status !== 200) throw new Error(`saving ${slug} answered ${saved.status}: ${await saved.text()}`);
}

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree above them). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/**
 * The lab handbook on the article in Chromium: the "Provtagning / Sampling" section near the top,
 * server-rendered, in each language with its numbers written as that language writes them, the
 * tube's swatch never without the additive's name; and its printout, the section alone on one A4
 * page for the ward's wall. Embedded profile.
 */
describe('the sampling section and its printout, in Chromium', () => {
  const { product, browser } = useProduct();
  const baseUrl = () => product.baseUrl;

  beforeAll(async () => {
    const cookie = await adminSession(product);
    const kalium = { npuCodes: ['NPU03230'], loincCodes: ['2823-3'] };
    await writeAnalyses(baseUrl(), cookie, KALIUM, [fullAnalysis('P-Kalium', kalium, 'sv')]);
    await writeAnalyses(baseUrl(), cookie, POTASSIUM, [fullAnalysis('P-Kalium', kalium, 'en')]);
    await writeAnalyses(baseUrl(), cookie, BLOOD_COUNT, [
      fullAnalysis('B-MCV', { loincCodes: ['787-2'] }, 'sv', BLOOD_TUBE),
      fullAnalysis('B-MCH', { loincCodes: ['785-6'] }, 'sv', BLOOD_TUBE),
      fullAnalysis('B-MCHC', { loincCodes: ['786-4'] }, 'sv', BLOOD_TUBE),
      fullAnalysis('B-EVF', { loincCodes: ['4544-3'] }, 'sv', BLOOD_TUBE),
    ]);
  });

  const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it.each([
    {
      locale: 'sv-SE',
      slug: KALIUM,
      title: 'Provtagning',
      texts: [
        'Litiumheparin med gel, Ljusgrön propp',
        'Plasma',
        '3,5 ml (minst 0,5 ml)',
        'Fasta behövs inte',
        'Vila 15 minuter före provtagning',
        'Tid på dygnet: Morgon, kl. 07–10',
        'I förhållande till läkemedelsdos: Före nästa dos',
        'Centrifugera inom 2 timmar',
        'Skyddas mot ljus',
        'Transport: Stående, i rumstemperatur',
        '1 timme; akut 30 minuter',
        'NPU03230 · LOINC 2823-3',
      ],
      stability: ['Rumstemperatur 4 timmar', 'Kylskåp, 2–8 °C 7 dygn', 'Fryst 1 månad'],
      rejection: ['Hemolys Falskt förhöjt värde; nytt prov tas', 'Koagel i provet Analyseras inte', 'Underfyllt rör Analyseras om minsta volym finns'],
    },
    {
      locale: 'en-US',
      slug: POTASSIUM,
      title: 'Sampling',
      texts: [
        'Lithium heparin with gel, Light green cap',
        'Plasma',
        '3.5 mL (at least 0.5 mL)',
        'No fasting needed',
        'Rest for 15 minutes before sampling',
        'Time of day: Morning, 07–10',
        'Timing against a drug dose: Before the next dose',
        'Centrifuge within 2 hours',
        'Protect from light',
        'Transport: Upright, at room temperature',
        '1 hour; urgent 30 minutes',
        'NPU03230 · LOINC 2823-3',
      ],
      stability: ['Room temperature 4 hours', 'Refrigerated, 2–8 °C 7 days', 'Frozen 1 month'],
      rejection: ['Haemolysis Falsely high result; a new sample is taken', 'Clotted sample Not analysed', 'Underfilled tube Analysed if the minimum volume is there'],
    },
  ])('$locale: shows the sampling section between the header and the text, server-rendered', async ({ locale, slug, title, texts, stability, rejection }) => {
    // Without JavaScript first: the server renders the section.
    const context = await newContext(browser, { javaScriptEnabled: false, locale, viewport: { width: 1280, height: 900 } });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl()}/article/${slug}`);
    const rendered = section(plain, title);
    await rendered.getByRole('heading', { level: 3, name: 'P-Kalium' }).waitFor();
    for (const text of texts) expect(await rendered.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    const rows = async (table: string) => (await rendered.getByRole('table', { name: table }).locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(await rows(locale === 'sv-SE' ? 'Hållbarhet' : 'Stability')).toEqual(stability);
    expect(await rows(locale === 'sv-SE' ? 'Avvisningskriterier' : 'Rejection criteria')).toEqual(rejection);
    // The swatch is the colour only, hidden from assistive technology: the names beside it say it.
    expect(await rendered.locator('.sampling-swatch').getAttribute('aria-hidden')).toBe('true');
    // Coloured without JavaScript too, when the section's stylesheet never loads.
    expect(await rendered.locator('.sampling-swatch').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(156, 204, 101)');
    // Near the top: after the header, before the article's text.
    const order = await plain.evaluate(() => {
      const article = document.querySelector('article')!;
      const parts = [article.querySelector('header'), article.querySelector('[data-testid="sampling-section"]'), article.querySelector('.article-html')];
      return parts.map((part) => (part ? Array.from(article.querySelectorAll('*')).indexOf(part) : -1));
    });
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await context.close();

    // Hydrated, the same.
    const page = await newPage(browser, locale);
    await page.goto(`${baseUrl()}/article/${slug}`);
    await interactive(page);
    await section(page, title).getByText(texts[0], { exact: true }).waitFor();
    // With the section's stylesheet: the cap's colour beside the names.
    expect(await section(page, title).locator('.sampling-swatch').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(156, 204, 101)');
    await page.context().close();
  });

  it('shows no sampling section on an article without analyses', async () => {
    const cookie = await adminSession(product);
    const headers = { 'content-type': 'application/json', cookie };
    const categories = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as { data: { _id: string }[] };
    const created = await fetch(`${baseUrl()}/api/articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Utan analyser', category: categories.data[0]._id, summary: 'Ingen provtagning.', content: '<p>Text utan analyser.</p>', status: 'published' }),
    });
    expect(created.status).toBe(201);
    const { slug } = ((await created.json()) as { data: Article }).data;
    const page = await newPage(browser, 'sv-SE');
    await page.goto(`${baseUrl()}/article/${slug}`);
    await interactive(page);
    await page.getByText('Text utan analyser.').waitFor();
    expect(await page.locator('[data-testid="sampling-section"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Skriv ut provtagning' }).count()).toBe(0);
    await page.context().close();
  });

  it('prints the section alone on one A4 page for the article with the most analyses, where the whole article takes more', async () => {
    const page = await newPage(browser, 'sv-SE');
    await page.goto(`${baseUrl()}/article/${BLOOD_COUNT}`);
    await interactive(page);
    await section(page, 'Provtagning').getByRole('heading', { level: 3, name: 'B-EVF' }).waitFor();
    // The whole article, printed as the browser's own print does: more than a page.
    await page.emulateMedia({ media: 'print' });
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);

    // The button marks the page and opens the print dialog (held here: a headless shell has none).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Skriv ut provtagning' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    expect(await page.locator('.article-html').first().isVisible()).toBe(false);
    expect(await page.getByText('Provtagningsanvisning ur Erytrocytindex').isVisible()).toBe(true);
    for (const designation of ['B-MCV', 'B-MCH', 'B-MCHC', 'B-EVF']) expect(await page.getByRole('heading', { level: 3, name: designation, exact: true }).isVisible()).toBe(true);
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBe(1);

    // After the print dialog, an ordinary print is the whole article again.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.context().close();
  });

  describe('the list filtered by specimen and tube', () => {
    const KALIUM_TITLE = 'Kalium (P-Kalium)';
    const BLOOD_COUNT_TITLE = 'Erytrocytindex och EVF (B-MCV, B-MCH, B-MCHC, B-EVF)';
    const titles = (page: Page) => page.locator('main').getByRole('heading').allInnerTexts();

    it('is server-rendered from the address: /articles?material=venous-blood lists the blood count, not potassium', async () => {
      const context = await newContext(browser, { javaScriptEnabled: false, locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/articles?material=venous-blood`);
      await page.getByRole('link', { name: BLOOD_COUNT_TITLE }).waitFor();
      expect(await titles(page)).not.toContain(KALIUM_TITLE);
      const form = page.getByRole('form', { name: 'Filtrera efter provmaterial och rör' });
      expect(await form.getByLabel('Provmaterial').inputValue()).toBe('venous-blood');
      await context.close();
    });

    it('filters in the app by the material and additive chosen, both named in the reader’s language', async () => {
      const page = await newPage(browser, 'en-US');
      await page.goto(`${baseUrl()}/articles`);
      await interactive(page);
      const form = page.getByRole('form', { name: 'Filter by specimen and tube' });
      await form.getByLabel('Specimen material').selectOption({ label: 'Plasma' });
      await form.getByLabel('Tube (additive)').selectOption({ label: 'Lithium heparin with gel' });
      await form.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL((url) => url.search === '?material=plasma&additive=lithium-heparin-gel');
      await page.getByRole('link', { name: 'Potassium (P-Potassium)' }).waitFor();
      expect((await titles(page)).some((title) => title.startsWith('Erytrocytindex') || title.startsWith('Red cell'))).toBe(false);
      await form.getByRole('link', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => url.pathname === '/articles' && url.search === '');
      // Filtered, the page held its title and one card: cleared, every article again.
      await page.locator('main').getByRole('heading').nth(10).waitFor();
      await page.context().close();
    });
  });
});
