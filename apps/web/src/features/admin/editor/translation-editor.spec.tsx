import type { Article } from '@labmedicin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubAnswer, type StubHandler } from '../../../../test/fetch-stub';
import { aCategory, anArticle, aListItem, aUser, failureBody, HEMATOLOGI, listAnswer, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

// Category ids are ObjectIds, as the form's schema requires.
const CATEGORY = { ...HEMATOLOGI, _id: '65a0c0ffee00000000000c01' };
const CATEGORIES = [aCategory({ _id: CATEGORY._id, name: 'Hematologi', names: { sv: 'Hematologi', en: 'Haematology' } })];

const KALIUM = anArticle({
  slug: 'kalium',
  title: 'Kalium (P-Kalium)',
  summary: 'Kalium styr cellernas membranpotential.',
  content: '<p>Kalium mäts i plasma.</p>',
  clinicalSignificance: '<p>Hyperkalemi kan ge arytmier.</p>',
  interpretation: '',
  category: CATEGORY,
  version: 4,
  referenceRanges: [{ parameter: 'P-Kalium', range: '3,5–4,4', unit: 'mmol/L', notes: 'Vuxna', ageFrom: 18, lower: 3.5, upper: 4.4 }],
  references: ['Nordic Reference Interval Project (NORIP).'],
  relatedTests: ['Natrium (P-Natrium)'],
  images: ['/uploads/0123456789abcdef0123456789abcdef.png'],
  tags: ['kalium', 'elektrolyter'],
});

function stubEditorApi(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(aUser('admin')),
    'GET /api/categories': { body: { success: true, data: CATEGORIES } },
    'GET /api/tags': { body: { success: true, data: [] } },
    ...routes,
  });
}

const answer = (article: Article): StubAnswer => ({ body: { success: true, data: article } });

/** The original's read-only field beside the editor's. */
const originalField = (field: string) => screen.getByRole('region', { name: `Original: ${field}` });

describe('writing a translation', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  // What the new translation sends is checked in the browser test: TipTap cannot be typed into here.
  it("starts a translation with what needs no translating copied and the original's texts beside each field, read-only", async () => {
    const fetchMock = stubEditorApi({ 'GET /api/articles/kalium': answer(KALIUM) });
    const { user } = renderApp('/admin/translate/kalium');

    // The admin chunk loads lazily; the first load compiles the whole editor (TipTap).
    expect(await screen.findByRole('heading', { name: 'New English translation' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kalium (P-Kalium)' })).toHaveAttribute('href', '/admin/edit/kalium');

    expect(originalField('Title')).toHaveTextContent('Kalium (P-Kalium)');
    expect(originalField('Summary')).toHaveTextContent('Kalium styr cellernas membranpotential.');
    expect(await within(originalField('Content')).findByText('Kalium mäts i plasma.')).toBeInTheDocument();
    expect(await within(originalField('Clinical Significance')).findByText('Hyperkalemi kan ge arytmier.')).toBeInTheDocument();
    expect(originalField('Interpretation')).toHaveTextContent('(empty in the original)');
    for (const field of ['Title', 'Summary', 'Content']) expect(within(originalField(field)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(originalField('Title')).toHaveAttribute('aria-labelledby');

    // Texts start empty; the category, the row's numbers and unit, references and related tests are there.
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Summary')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Haematology'));
    const original = screen.getByRole('group', { name: 'Original, row 1' });
    expect(within(original).getByText('P-Kalium')).toBeInTheDocument();
    expect(within(original).getByText('Vuxna')).toBeInTheDocument();
    expect(screen.getByLabelText('Parameter, row 1')).toHaveValue('');
    expect(screen.getByLabelText('Notes, row 1')).toHaveValue('');
    expect(screen.getByLabelText('Unit, row 1')).toHaveValue('mmol/L');
    expect(screen.getByLabelText('Range, row 1')).toHaveValue('3,5–4,4');
    expect(screen.getByDisplayValue('Nordic Reference Interval Project (NORIP).')).toBeInTheDocument();
    expect(screen.getByText('Natrium (P-Natrium)')).toBeInTheDocument();
    expect(screen.queryByText('elektrolyter')).not.toBeInTheDocument();
    // A new article's language is asked; a translation's is the other one.
    expect(screen.queryByRole('combobox', { name: 'Article language' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/articles')).toEqual([]);
  });

  it('speaks Swedish by default', async () => {
    await i18n.changeLanguage('sv');
    stubEditorApi({ 'GET /api/articles/kalium': answer(KALIUM) });
    renderApp('/admin/translate/kalium');
    expect(await screen.findByRole('heading', { name: 'Ny engelsk översättning' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Översättning av originalet på svenska')).toBeInTheDocument();
    expect(originalField('Titel')).toHaveTextContent('Kalium (P-Kalium)');
    expect(originalField('Tolkning')).toHaveTextContent('(tomt i originalet)');
    expect(screen.getByRole('group', { name: 'Original, rad 1' })).toHaveTextContent('P-Kalium');
  });

  it('leads to the existing version when the article has one in the other language already', async () => {
    stubEditorApi({
      'GET /api/articles/kalium': answer({
        ...KALIUM,
        translations: [{ language: 'en', slug: 'potassium', title: 'Potassium (P-Potassium)', status: 'draft', updatedAt: KALIUM.updatedAt, outdated: false }],
      }),
    });
    renderApp('/admin/translate/kalium');
    expect(await screen.findByText('"Kalium (P-Kalium)" already has a version in English.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit "Potassium (P-Potassium)"' })).toHaveAttribute('href', '/admin/edit/potassium');
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
  });

  it('shows an outdated translation with its original beside, what changed, and saves it as brought up to date', async () => {
    const potassium = anArticle({
      slug: 'potassium',
      title: 'Potassium (P-Potassium)',
      language: 'en',
      status: 'published',
      category: CATEGORY,
      version: 2,
      translatedFrom: { slug: 'kalium', version: 3 },
      outdated: true,
      translations: [{ language: 'sv', slug: 'kalium', title: 'Kalium (P-Kalium)', status: 'published', updatedAt: KALIUM.updatedAt, outdated: false }],
    });
    const fetchMock = stubEditorApi({
      'GET /api/articles/potassium': answer(potassium),
      'GET /api/articles/kalium': answer(KALIUM),
      'PUT /api/articles/potassium': ({ body }) => ({ body: { success: true, data: { ...potassium, ...(body as object), category: CATEGORY, outdated: false }, message: 'Updated' } }),
    });
    const { user } = renderApp('/admin/edit/potassium');

    const notice = (await screen.findByText(/translated from version 3, and the original is now at version 4/, {}, { timeout: 20_000 })).closest('.alert') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'See what changed in the original' })).toHaveAttribute('href', '/admin/articles/kalium/compare?v1=3&v2=4');
    expect(originalField('Title')).toHaveTextContent('Kalium (P-Kalium)');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Potassium (P-Potassium)'));

    const panel = screen.getByRole('heading', { name: 'Language and translations' }).closest('.card') as HTMLElement;
    expect(within(panel).getByText('Written in English.')).toBeInTheDocument();
    expect(within(panel).getByText(/Original · Swedish/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Kalium (P-Kalium)' })).toHaveAttribute('href', '/admin/edit/kalium');

    await user.click(screen.getByLabelText('Mark as up to date with the original (version 4)'));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/articles/potassium')).toEqual([expect.objectContaining({ baseVersion: 2, translationUpToDate: true })]);
  });

  it('saves a translation that is not outdated without the box, and without claiming it up to date', async () => {
    const potassium = anArticle({ slug: 'potassium', language: 'en', category: CATEGORY, version: 2, translatedFrom: { slug: 'kalium', version: 4 } });
    const fetchMock = stubEditorApi({
      'GET /api/articles/potassium': answer(potassium),
      'GET /api/articles/kalium': answer(KALIUM),
      'PUT /api/articles/potassium': ({ body }) => ({ body: { success: true, data: { ...potassium, ...(body as object), category: CATEGORY }, message: 'Updated' } }),
    });
    const { user } = renderApp('/admin/edit/potassium');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(potassium.title), { timeout: 20_000 });
    expect(screen.queryByLabelText(/Mark as up to date/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/articles/potassium')).toEqual([expect.not.objectContaining({ translationUpToDate: expect.anything() })]);
  });
});

describe('linking translations', () => {
  const ALBUMIN = anArticle({ slug: 'albumin', title: 'Albumin (P-Albumin)', category: CATEGORY, version: 2 });
  const ALBUMIN_EN = aListItem({ _id: 'e1', slug: 'albumin-en', title: 'Albumin (P-Albumin), English', language: 'en' });
  const TRANSLATED = aListItem({ _id: 'e2', slug: 'ferritin-en', title: 'Ferritin (P-Ferritin)', language: 'en', translatedFrom: { slug: 'ferritin', version: 1 } });
  const CANDIDATES = '/api/articles?limit=100&articleLanguage=en';

  it('links an article in the other language picked in the dialog, either one as the original, and shows a refusal in the dialog', async () => {
    let refuse = true;
    const fetchMock = stubEditorApi({
      'GET /api/articles/albumin': answer(ALBUMIN),
      [`GET ${CANDIDATES}`]: listAnswer([ALBUMIN_EN, TRANSLATED], { limit: 100 }),
      'POST /api/articles/albumin/translations': () => (refuse ? { status: 409, body: failureBody('TRANSLATION_EXISTS') } : answer(ALBUMIN)),
      'POST /api/articles/albumin-en/translations': answer(ALBUMIN),
    });
    const { user } = renderApp('/admin/edit/albumin');
    await user.click(await screen.findByRole('button', { name: 'Link existing article' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a translation' });
    const select = within(dialog).getByLabelText('Article in English');
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select an article', 'Albumin (P-Albumin), English']));
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeDisabled();
    await user.selectOptions(select, 'Albumin (P-Albumin), English');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Failed to link the articles')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/articles/albumin/translations')).toEqual([{ slug: 'albumin-en' }]);

    refuse = false;
    await user.click(within(dialog).getByLabelText('The article chosen above'));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Linked "Albumin (P-Albumin), English"')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/articles/albumin-en/translations')).toEqual([{ slug: 'albumin' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('unlinks a translation after confirmation', async () => {
    const linked: Article = {
      ...ALBUMIN,
      translations: [{ language: 'en', slug: 'albumin-en', title: 'Albumin (P-Albumin), English', status: 'draft', updatedAt: ALBUMIN.updatedAt, outdated: false }],
    };
    const fetchMock = stubEditorApi({
      'GET /api/articles/albumin': answer(linked),
      'DELETE /api/articles/albumin/translations/albumin-en': answer(ALBUMIN),
    });
    const { user } = renderApp('/admin/edit/albumin');
    await user.click(await screen.findByRole('button', { name: 'Unlink Albumin (P-Albumin), English' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink translation' });
    expect(within(dialog).getByText(/Unlink "Albumin \(P-Albumin\), English" from its original "Albumin \(P-Albumin\)"\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('"Albumin (P-Albumin), English" is no longer linked')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/articles/albumin/translations/albumin-en')).toHaveLength(1);
  });

  it('shows the calculators the original places, in a scrolling pane reached by keyboard', async () => {
    await i18n.changeLanguage('sv');
    const withCalculator = { ...KALIUM, content: '<p>Kalium mäts i plasma.</p><div data-calculator="anion-gap"></div>' };
    stubEditorApi({ 'GET /api/articles/kalium': answer(withCalculator) });
    renderApp('/admin/translate/kalium');
    await screen.findByRole('heading', { name: 'Ny engelsk översättning' }, { timeout: 20_000 });
    const content = originalField('Innehåll');
    expect(content).toHaveAttribute('tabindex', '0');
    expect(await within(content).findByRole('form', { name: 'Anjongap' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('names Unlink in Swedish starting with its visible text', async () => {
    await i18n.changeLanguage('sv');
    const linked: Article = {
      ...ALBUMIN,
      translations: [{ language: 'en', slug: 'albumin-en', title: 'Albumin (P-Albumin), English', status: 'draft', updatedAt: ALBUMIN.updatedAt, outdated: false }],
    };
    stubEditorApi({ 'GET /api/articles/albumin': answer(linked) });
    renderApp('/admin/edit/albumin');
    const unlink = await screen.findByRole('button', { name: 'Ta bort länk till Albumin (P-Albumin), English' }, { timeout: 20_000 });
    expect(unlink).toHaveTextContent('Ta bort länk');
  });
});
