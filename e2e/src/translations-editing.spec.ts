import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

// What this suite creates carries a name of its own run, told apart from what any other run left
// on the same engines.
const RUN = Date.now().toString(36);
const ORIGINAL = { title: `Kalium redigering ${RUN}`, slug: `kalium-redigering-${RUN}` };
const TRANSLATION = { title: `Potassium editing ${RUN}`, slug: `potassium-editing-${RUN}` };
const UNLINKED_SV = { title: `Natrium länk ${RUN}`, slug: `natrium-lank-${RUN}` };
const UNLINKED_EN = { title: `Sodium link ${RUN}`, slug: `sodium-link-${RUN}` };
const CATEGORY = { sv: `Elektrolyter ${RUN}`, en: `Electrolytes ${RUN}` };
/** Forty paragraphs: more than a scrolling pane shows at once. */
const LONG_TEXT = Array.from({ length: 40 }, (_, n) => `<p>Stycke ${n + 1} om elektrolyter i plasma.</p>`).join('');

interface StoredArticle {
  slug: string;
  title: string;
  version: number;
  language: string;
  status: string;
  outdated: boolean;
  translatedFrom: { slug: string; version: number } | null;
  translations: { language: string; slug: string }[];
  category: { _id: string } | null;
  referenceRanges: { parameter: string; unit: string; ageFrom?: number; lower?: number; upper?: number; notes: string }[];
  references: string[];
  relatedTests: string[];
}

/**
 * Translating in the admin area, in Chromium against the real product: an admin adds an English
 * translation from the dashboard and writes it with the Swedish original beside each field; the
 * dashboard shows its language, and marks it outdated once the original is published again; saving
 * it as up to date clears that; an admin links two existing articles and unlinks them.
 */
describeOnProfiles('translations in the admin area in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let page: Page;
  let cookie: string;

  /** The API as the admin, through the gateway the browser uses. */
  async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const response = await fetch(`${product.baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T };
    return { status: response.status, data: answer.data };
  }
  const article = async (slug: string) => (await api<StoredArticle>('GET', `/articles/${slug}`)).data;

  /** The dashboard's row of an article, found by its title. */
  const row = (title: string) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

  beforeAll(async () => {
    cookie = await adminSession(product);
    const created = await api<{ _id: string }>('POST', '/categories', { name: CATEGORY.sv, nameEn: CATEGORY.en });
    expect(created.status).toBe(201);
    const category = created.data._id;
    const base = { category, summary: 'Kalium i plasma.', content: '<p>Kalium mäts i plasma.</p>', status: 'published' };
    const original = await api('POST', '/articles', {
      ...base,
      title: ORIGINAL.title,
      content: '<p>Kalium styr cellernas membranpotential.</p><div data-calculator="anion-gap"></div>',
      // Long enough that its pane beside the translation scrolls, with nothing in it to focus.
      clinicalSignificance: `<p>Hyperkalemi kan ge livshotande arytmier.</p>${LONG_TEXT}`,
      referenceRanges: [{ parameter: 'P-Kalium, vuxna', unit: 'mmol/L', ageFrom: 18, lower: 3.5, upper: 4.4, notes: 'Plasma med litiumheparin' }],
      references: ['Nordic Reference Interval Project (NORIP).'],
      relatedTests: ['Natrium (P-Natrium)'],
      tags: ['kalium'],
    });
    expect(original.status).toBe(201);
    for (const [input, language] of [
      [UNLINKED_SV, 'sv'],
      [UNLINKED_EN, 'en'],
    ] as const) {
      // The Swedish one long enough that the editor's preview scrolls.
      const content = language === 'sv' ? LONG_TEXT : base.content;
      expect((await api('POST', '/articles', { ...base, content, status: 'draft', title: input.title, language })).status).toBe(201);
    }
    page = await newPage(browser, 'en-US');
    await page.goto(`${product.baseUrl}/login`);
    await page.getByLabel('Email').fill(product.admin.email);
    await page.getByLabel('Password').fill(product.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it('adds a translation from the dashboard, written with the original beside each field, read-only', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    await row(ORIGINAL.title).getByRole('link', { name: `Add translation of ${ORIGINAL.title}` }).click();
    await page.waitForURL(new RegExp(`/admin/translate/${ORIGINAL.slug}$`));
    await page.getByRole('heading', { name: 'New English translation' }).waitFor();

    const original = (field: string) => page.getByRole('region', { name: `Original: ${field}` });
    await original('Title').getByText(ORIGINAL.title).waitFor();
    await original('Summary').getByText('Kalium i plasma.').waitFor();
    await original('Content').getByText('Kalium styr cellernas membranpotential.').waitFor();
    await original('Clinical Significance').getByText('Hyperkalemi kan ge livshotande arytmier.').waitFor();
    await page.getByRole('group', { name: 'Original, row 1' }).getByText('P-Kalium, vuxna').waitFor();
    // Read-only: nothing in the original's fields can be typed into, but for the calculator it
    // places (a form of its own, live as on the public page, there or not yet as its code arrives).
    for (const field of ['Title', 'Summary', 'Content', 'Clinical Significance']) {
      expect(await original(field).locator(':is(input, textarea, [contenteditable="true"]):not(.calculator-form *)').count()).toBe(0);
    }
    expect(await original('Content').getAttribute('lang')).toBe('sv');
    // The calculator it places, as on the public page; the pane scrolls, so the keyboard reaches it.
    await original('Content').getByRole('form', { name: 'Anion gap' }).waitFor();
    expect(await original('Content').getAttribute('tabindex')).toBe('0');

    // What needs no translating is there already.
    expect(await page.getByLabel('Unit, row 1').inputValue()).toBe('mmol/L');
    expect(await page.getByLabel('Parameter, row 1').inputValue()).toBe('');
    expect(await page.getByLabel('Category', { exact: true }).locator('option:checked').textContent()).toBe(CATEGORY.en);

    await page.getByLabel('Title', { exact: true }).fill(TRANSLATION.title);
    await page.getByLabel('Summary', { exact: true }).fill('Potassium in plasma.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Potassium sets the membrane potential of cells.');
    await page.getByLabel('Parameter, row 1').fill('P-Potassium, adults');
    await page.getByLabel('Notes, row 1').fill('Lithium heparin plasma');
    await page.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await page.getByText('Article created successfully').waitFor();
    await page.waitForURL(/\/admin$/);

    const stored = await article(TRANSLATION.slug);
    const source = await article(ORIGINAL.slug);
    expect(stored).toMatchObject({
      language: 'en',
      status: 'draft',
      outdated: false,
      translatedFrom: { slug: ORIGINAL.slug, version: source.version },
      category: { _id: source.category?._id },
      referenceRanges: [{ parameter: 'P-Potassium, adults', unit: 'mmol/L', ageFrom: 18, lower: 3.5, upper: 4.4, notes: 'Lithium heparin plasma' }],
      references: ['Nordic Reference Interval Project (NORIP).'],
      relatedTests: ['Natrium (P-Natrium)'],
    });
    expect(source.translations).toEqual([expect.objectContaining({ language: 'en', slug: TRANSLATION.slug })]);
  });

  it("shows each version's language on the dashboard, filters by it, and marks the translation outdated once the original is published again", async () => {
    await row(ORIGINAL.title).getByRole('cell', { name: 'Swedish', exact: true }).waitFor();
    // Its category in the interface's language.
    await row(ORIGINAL.title).getByRole('cell', { name: CATEGORY.en, exact: true }).waitFor();
    const translation = row(TRANSLATION.title);
    await translation.getByRole('cell', { name: 'English', exact: true }).waitFor();
    expect(await translation.getByText('Outdated').count()).toBe(0);
    // Its translation is there: no second one is offered.
    expect(await row(ORIGINAL.title).getByRole('link', { name: /^Add translation/ }).count()).toBe(0);

    // Filtered to Swedish, the translation is out of view: the original links to it, and offers none.
    await page.getByRole('combobox', { name: 'Filter by language' }).selectOption({ label: 'Swedish' });
    await translation.waitFor({ state: 'detached' });
    const link = row(ORIGINAL.title).getByRole('link', { name: `English translation: ${TRANSLATION.title}` });
    expect(await link.getAttribute('href')).toBe(`/admin/edit/${TRANSLATION.slug}`);
    expect(await row(ORIGINAL.title).getByRole('link', { name: /^Add translation/ }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Filter by language' }).selectOption({ label: 'English' });
    await row(ORIGINAL.title).waitFor({ state: 'detached' });
    await translation.waitFor();

    const source = await article(ORIGINAL.slug);
    const republished = await api('PUT', `/articles/${ORIGINAL.slug}`, { ...source, summary: 'Kalium i plasma, vuxna.', status: 'published' });
    expect(republished.status).toBe(200);
    await page.reload();
    await page.getByRole('combobox', { name: 'Filter by language' }).selectOption({ label: 'English' });
    await row(TRANSLATION.title).getByText('Outdated').waitFor();
  });

  it('saves the outdated translation as up to date with the current original, which clears the badge', async () => {
    await page.getByRole('link', { name: `Edit ${TRANSLATION.title}` }).click();
    const source = await article(ORIGINAL.slug);
    await page.getByText(`The original has been updated since this translation was made`).waitFor();
    expect(await page.getByRole('link', { name: 'See what changed in the original' }).getAttribute('href')).toMatch(
      new RegExp(`/admin/articles/${ORIGINAL.slug}/compare\\?v1=\\d+&v2=${source.version}$`),
    );
    await page.getByRole('region', { name: 'Original: Summary' }).getByText('Kalium i plasma, vuxna.').waitFor();
    await page.getByLabel('Summary', { exact: true }).fill('Potassium in plasma, adults.');
    await page.getByLabel(`Mark as up to date with the original (version ${source.version})`).check();
    await page.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await page.getByText('Article updated successfully').waitFor();
    await page.waitForURL(/\/admin$/);

    // The list shown before the save goes once the dashboard has read it again.
    await row(TRANSLATION.title).getByText('Outdated').waitFor({ state: 'detached' });
    await row(TRANSLATION.title).getByRole('cell', { name: 'English', exact: true }).waitFor();
    expect(await article(TRANSLATION.slug)).toMatchObject({ outdated: false, translatedFrom: { slug: ORIGINAL.slug, version: source.version } });
  });

  it('links an existing article in the other language from the editor, and unlinks it', async () => {
    await page.goto(`${product.baseUrl}/admin/edit/${UNLINKED_SV.slug}`);
    const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Language and translations' }) });
    await card.getByText('Written in Swedish.').waitFor();
    await card.getByRole('button', { name: 'Link existing article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link a translation' });
    await dialog.getByLabel('Search articles in English').fill(UNLINKED_EN.title);
    const choice = dialog.getByLabel('Article in English');
    await choice.locator('option', { hasText: UNLINKED_EN.title }).waitFor({ state: 'attached' });
    await choice.selectOption({ label: UNLINKED_EN.title });
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByText(`Linked "${UNLINKED_EN.title}"`).waitFor();
    await card.getByRole('link', { name: UNLINKED_EN.title }).waitFor();
    expect(await article(UNLINKED_EN.slug)).toMatchObject({ translatedFrom: { slug: UNLINKED_SV.slug } });

    await card.getByRole('button', { name: `Unlink ${UNLINKED_EN.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Unlink translation' });
    await confirm.getByText(`Unlink "${UNLINKED_EN.title}" from its original "${UNLINKED_SV.title}"?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Unlink', exact: true }).click();
    await page.getByText(`"${UNLINKED_EN.title}" is no longer linked`).waitFor();
    await card.getByRole('link', { name: UNLINKED_EN.title }).waitFor({ state: 'detached' });
    const unlinked = await eventually(
      () => article(UNLINKED_EN.slug),
      (stored) => stored.translatedFrom === null,
    );
    expect(unlinked.translatedFrom).toBeNull();
    expect((await article(UNLINKED_SV.slug)).translations).toEqual([]);
  });

  it('passes the accessibility scan in Swedish on the translation screens: the notice of an existing translation, the original panes, Unlink', async () => {
    const swedish = await newPage(browser);
    await swedish.goto(`${product.baseUrl}/login`);
    await swedish.getByLabel('E-post').fill(product.admin.email);
    await swedish.getByLabel('Lösenord').fill(product.admin.password);
    await swedish.getByRole('button', { name: 'Logga in' }).click();
    await swedish.waitForURL((url) => !url.pathname.startsWith('/login'));
    const scan = async (what: string) => expect({ what, violations: await seriousViolations(swedish) }).toEqual({ what, violations: [] });

    await swedish.goto(`${product.baseUrl}/admin/translate/${ORIGINAL.slug}`);
    await swedish.getByRole('link', { name: new RegExp(TRANSLATION.title) }).waitFor();
    await scan('the notice of an existing translation');

    await swedish.goto(`${product.baseUrl}/admin/edit/${TRANSLATION.slug}`);
    await swedish.getByRole('region', { name: 'Original: Innehåll' }).getByRole('form', { name: 'Anjongap' }).waitFor();
    const unlink = swedish.getByRole('button', { name: `Ta bort länk till ${ORIGINAL.title}` });
    expect(await unlink.textContent()).toBe('Ta bort länk');
    await scan('a translation beside its original');

    await swedish.goto(`${product.baseUrl}/admin/edit/${UNLINKED_SV.slug}`);
    await swedish.getByRole('region', { name: 'Förhandsvisning' }).getByText('Stycke 40 om elektrolyter i plasma.').waitFor();
    await scan('the live preview of a long article');
    await swedish.context().close();
  }, 120_000);
});
