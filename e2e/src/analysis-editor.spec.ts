import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { adminSession } from './support/product';
import { useProduct } from './support/profiles';

// What this suite creates carries a name of its own run.
const RUN = Date.now().toString(36);

interface StoredAnalysis {
  designation: string;
  npuCodes: string[];
  loincCodes: string[];
  otherNames: string[];
  specimen: Record<string, unknown>;
  handling: Record<string, unknown>;
  stability: unknown[];
  rejection: { criterion: string; effect: string }[];
  turnaround: string;
}
interface StoredArticle {
  slug: string;
  version: number;
  analyses: StoredAnalysis[];
}

/**
 * The analysis form of the article editor in Chromium against the real product (embedded profile):
 * an admin adds an analysis with its codes, tube and stability; a malformed NPU code and a LOINC
 * code with a wrong check digit are shown their messages and nothing is saved; once right, the
 * analysis is saved and reads back. The translation editor copies the codes, numbers and choices
 * from the original and shows the original's texts beside the fields to translate.
 */
describe('the analysis form of the article editor in Chromium', () => {
  const { product, browser } = useProduct();
  let cookie: string;
  let category: string;

  async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const response = await fetch(`${product.baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  }
  const article = async (slug: string) => (await api<StoredArticle>('GET', `/articles/${slug}`)).data;

  async function create(title: string, fields: Record<string, unknown> = {}): Promise<StoredArticle> {
    const created = await api<StoredArticle>('POST', '/articles', { title, category, summary: 'Kalium i plasma.', content: '<p>Kalium mäts i plasma.</p>', status: 'published', ...fields });
    expect(created.status).toBe(201);
    return created.data;
  }

  /** A page of the admin, signed in with the session the API calls use. */
  async function adminPage(locale: string): Promise<Page> {
    const page = await newPage(browser, locale);
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await page.context().addCookies([{ name, value, url: product.baseUrl }]);
    return page;
  }

  beforeAll(async () => {
    cookie = await adminSession(product);
    category = (await api<{ _id: string }[]>('GET', '/categories')).data[0]._id;
  });

  it('adds an analysis with codes, tube and stability; bad codes show their messages and save nothing; good ones save and read back (Swedish)', async () => {
    const { slug } = await create(`Kalium analysformulär ${RUN}`);
    const page = await adminPage('sv-SE');
    await page.goto(`${product.baseUrl}/admin/edit/${slug}`);
    await page.getByRole('button', { name: 'Lägg till analys' }).click();
    const analysis = page.getByRole('region', { name: 'Analys 1' });
    await analysis.getByLabel('Beteckning', { exact: true }).fill('P-Kalium');
    await analysis.getByRole('button', { name: 'Lägg till (NPU-koder)' }).click();
    await analysis.getByLabel('NPU-koder, nr 1', { exact: true }).fill('NPU3230');
    await analysis.getByRole('button', { name: 'Lägg till (LOINC-koder)' }).click();
    // 2823-3 with its check digit one off.
    await analysis.getByLabel('LOINC-koder, nr 1', { exact: true }).fill('2823-4');
    await analysis.getByLabel('Provmaterial', { exact: true }).selectOption({ label: 'Plasma (P)' });
    await analysis.getByLabel('Rör (tillsats)', { exact: true }).selectOption({ label: 'Litiumheparin med gel' });
    await analysis.getByLabel('Proppfärg (ISO 6710)', { exact: true }).selectOption({ label: 'ljusgrön' });
    // The swatch is shown with the additive's name, never alone.
    await analysis.getByTestId('tube-swatch').getByText('Litiumheparin med gel, ljusgrön propp').waitFor();
    await analysis.getByLabel('Volym (mL)', { exact: true }).fill('4');
    await analysis.getByLabel('Minsta volym (mL)', { exact: true }).fill('1');
    await analysis.getByRole('button', { name: 'Lägg till hållbarhet' }).click();
    const stability = analysis.getByRole('group', { name: 'Hållbarhet, rad 1' });
    await stability.getByLabel('Temperatur', { exact: true }).selectOption({ label: 'Kylskåp (2–8 °C)' });
    await stability.getByLabel('Tid', { exact: true }).fill('7');
    await stability.getByLabel('Enhet', { exact: true }).selectOption({ label: 'dygn' });
    await analysis.getByRole('button', { name: 'Lägg till avvisningskriterium' }).click();
    const rejection = analysis.getByRole('group', { name: 'Avvisningskriterium, rad 1' });
    await rejection.getByLabel('Kriterium', { exact: true }).selectOption({ label: 'Hemolys' });
    await rejection.getByLabel('Vad det gör med analysen', { exact: true }).fill('Falskt förhöjt kalium');

    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await analysis.getByText('En NPU-kod är NPU följt av fem siffror, t.ex. NPU03230').waitFor();
    await analysis.getByText('Inte en LOINC-kod: siffror, bindestreck och rätt kontrollsiffra, t.ex. 2823-3').waitFor();
    await page.getByText('Rätta valideringsfelen innan du skickar.').waitFor();
    // Every field of the form, its messages shown, is named for a screen reader.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await article(slug)).toMatchObject({ version: 1, analyses: [] });

    await analysis.getByLabel('NPU-koder, nr 1', { exact: true }).fill('NPU03230');
    await analysis.getByLabel('LOINC-koder, nr 1', { exact: true }).fill('2823-3');
    await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
    await page.getByText('Artikeln har uppdaterats').waitFor();
    expect(await article(slug)).toMatchObject({
      version: 2,
      analyses: [
        {
          designation: 'P-Kalium',
          npuCodes: ['NPU03230'],
          loincCodes: ['2823-3'],
          specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green', volumeMl: 4, minimumVolumeMl: 1 },
          stability: [{ temperature: 'refrigerated', duration: 7, unit: 'd' }],
          rejection: [{ criterion: 'haemolysis', effect: 'Falskt förhöjt kalium' }],
        },
      ],
    });

    await page.goto(`${product.baseUrl}/admin/edit/${slug}`);
    const reloaded = page.getByRole('region', { name: 'Analys 1' });
    await reloaded.getByRole('heading', { name: 'P-Kalium' }).waitFor();
    expect(await reloaded.getByLabel('NPU-koder, nr 1', { exact: true }).inputValue()).toBe('NPU03230');
    expect(await reloaded.getByLabel('LOINC-koder, nr 1', { exact: true }).inputValue()).toBe('2823-3');
    expect(await reloaded.getByLabel('Volym (mL)', { exact: true }).inputValue()).toBe('4');
    await reloaded.getByTestId('tube-swatch').getByText('Litiumheparin med gel, ljusgrön propp').waitFor();
    expect(await reloaded.getByRole('group', { name: 'Hållbarhet, rad 1' }).getByLabel('Tid', { exact: true }).inputValue()).toBe('7');
    expect(await reloaded.getByLabel('Vad det gör med analysen', { exact: true }).inputValue()).toBe('Falskt förhöjt kalium');
    await page.context().close();
  });

  it("copies the codes, numbers and choices into a new translation and shows the original's texts beside the fields to translate (English)", async () => {
    const original = await create(`Kalium översättning ${RUN}`, {
      analyses: [
        {
          designation: 'P-Kalium',
          npuCodes: ['NPU03230'],
          loincCodes: ['2823-3'],
          otherNames: ['Kalium'],
          specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green', volumeMl: 4 },
          handling: { transport: 'I rumstemperatur' },
          stability: [{ temperature: 'refrigerated', duration: 7, unit: 'd' }],
          rejection: [{ criterion: 'haemolysis', effect: 'Falskt förhöjt kalium' }],
        },
      ],
    });
    const page = await adminPage('en-US');
    await page.goto(`${product.baseUrl}/admin/translate/${original.slug}`);
    await page.getByRole('heading', { name: 'New English translation' }).waitFor();
    const analysis = page.getByRole('region', { name: 'Analysis 1' });
    expect(await analysis.getByLabel('Designation', { exact: true }).inputValue()).toBe('P-Kalium');
    expect(await analysis.getByLabel('NPU codes, no. 1', { exact: true }).inputValue()).toBe('NPU03230');
    expect(await analysis.getByLabel('LOINC codes, no. 1', { exact: true }).inputValue()).toBe('2823-3');
    expect(await analysis.getByLabel('Volume (mL)', { exact: true }).inputValue()).toBe('4');
    await analysis.getByTestId('tube-swatch').getByText('Lithium heparin with gel, light green cap').waitFor();
    expect(await analysis.getByRole('group', { name: 'Stability, row 1' }).getByLabel('Duration', { exact: true }).inputValue()).toBe('7');
    // The texts are left to translate, each with the original's beside it.
    await analysis.getByRole('region', { name: 'Original: Transport' }).getByText('I rumstemperatur').waitFor();
    expect(await analysis.getByLabel('Transport', { exact: true }).inputValue()).toBe('');
    await analysis.getByRole('region', { name: 'Original: What it does to the analysis' }).getByText('Falskt förhöjt kalium').waitFor();
    expect(await analysis.getByLabel('What it does to the analysis', { exact: true }).inputValue()).toBe('');
    await analysis.getByRole('region', { name: 'Original: Other names' }).getByText('Kalium').waitFor();

    await page.getByLabel('Title', { exact: true }).fill(`Potassium translation ${RUN}`);
    await page.getByLabel('Summary', { exact: true }).fill('Potassium in plasma.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Potassium is measured in plasma.');
    await analysis.getByLabel('Transport', { exact: true }).fill('At room temperature');
    await analysis.getByLabel('What it does to the analysis', { exact: true }).fill('Falsely high potassium');
    await page.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await page.getByText('Article created successfully').waitFor();

    const translation = (await api<{ translations: { language: string; slug: string }[] }>('GET', `/articles/${original.slug}`)).data.translations.find((version) => version.language === 'en');
    expect(translation).toBeDefined();
    expect((await article(translation!.slug)).analyses).toEqual([
      expect.objectContaining({
        designation: 'P-Kalium',
        npuCodes: ['NPU03230'],
        loincCodes: ['2823-3'],
        otherNames: [],
        specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green', volumeMl: 4 },
        handling: expect.objectContaining({ transport: 'At room temperature' }),
        stability: [{ temperature: 'refrigerated', duration: 7, unit: 'd' }],
        rejection: [{ criterion: 'haemolysis', effect: 'Falsely high potassium' }],
      }),
    ]);
    await page.context().close();
  });
});
