import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubHandler } from '../../../../test/fetch-stub';
import { aCategory, anArticle, aUser, failureBody, HEMATOLOGI, meAnswer } from '../../../../test/fixtures';

// Category ids are ObjectIds, as the form's schema requires.
const CATEGORY = { ...HEMATOLOGI, _id: '65a0c0ffee00000000000c01' };
import { renderApp } from '../../../../test/render-app';

const CATEGORIES = [aCategory({ _id: CATEGORY._id, name: 'Hematologi' }), aCategory({ _id: '65a0c0ffee00000000000c02', name: 'Klinisk kemi' })];

function stubEditorApi(routes: Record<string, StubHandler> = {}, role: 'admin' | 'contributor' = 'admin') {
  return stubFetch({
    'GET /api/auth/me': meAnswer(aUser(role)),
    'GET /api/categories': { body: { success: true, data: CATEGORIES } },
    'GET /api/tags': { body: { success: true, data: [{ tag: 'anemi', count: 3 }] } },
    ...routes,
  });
}

describe('article editor', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('refuses an empty form with every field message, the general notice, a scroll to the top, and no request', async () => {
    const fetchMock = stubEditorApi();
    const { user } = renderApp('/admin/new');
    // The admin chunk loads lazily, as in the browser; the first load compiles the whole editor
    // (TipTap), which on a machine busy with other test workers takes well over 5 s.
    await user.click(await screen.findByRole('button', { name: 'Save as Draft' }, { timeout: 20_000 }));
    expect(await screen.findByText('Please fix the validation errors before submitting.')).toBeInTheDocument();
    for (const message of ['Title is required', 'Category is required', 'Summary is required', 'Content is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(callsTo(fetchMock, 'POST', '/api/articles')).toEqual([]);
  });

  it('refuses a title over 200 and a summary over 500 characters, with the counter', async () => {
    stubEditorApi();
    const { user } = renderApp('/admin/new');
    await user.click(await screen.findByLabelText('Title'));
    await user.paste('x'.repeat(201));
    await user.click(screen.getByLabelText('Summary'));
    await user.paste('y'.repeat(501));
    expect(screen.getByText(/501\/500/)).toHaveClass('text-danger');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title cannot exceed 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Summary cannot exceed 500 characters')).toBeInTheDocument();
  });

  it("asks a new article's language, Swedish unless chosen otherwise", async () => {
    stubEditorApi();
    const { user } = renderApp('/admin/new');
    const language = await screen.findByRole('combobox', { name: 'Article language' }, { timeout: 20_000 });
    expect(language).toHaveDisplayValue('Swedish');
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Swedish', 'English']);
    await user.selectOptions(language, 'English');
    expect(language).toHaveValue('en');
  });

  it('hides Publish and the status switch from contributors', async () => {
    stubEditorApi({}, 'contributor');
    renderApp('/admin/new');
    expect(await screen.findByRole('button', { name: 'Save as Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('keeps what was typed when someone else saved meanwhile, then saves over their version', async () => {
    const opened = anArticle({ slug: 'hemoglobin', title: 'Hemoglobin', version: 3, status: 'draft', category: CATEGORY });
    let current = opened;
    const fetchMock = stubEditorApi({
      'GET /api/articles/hemoglobin': () => ({ body: { success: true, data: current } }),
      'PUT /api/articles/hemoglobin': ({ body }) => {
        const base = (body as { baseVersion: number }).baseVersion;
        if (base !== current.version) return { status: 409, body: failureBody('ARTICLE_STALE_EDIT') };
        // The API answers with the category object, as GET does.
        current = { ...current, ...(body as object), category: current.category, version: current.version + 1 } as typeof current;
        return { body: { success: true, data: current, message: 'Article updated successfully' } };
      },
    });
    const { user } = renderApp('/admin/edit/hemoglobin');
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Hemoglobin'));
    current = { ...current, title: 'Hemoglobin (deras)', version: 4 };
    await user.clear(title);
    await user.type(title, 'Hemoglobin i blod');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    const warning = (await screen.findByText('Someone else saved this article')).closest('.alert') as HTMLElement;
    expect(title).toHaveValue('Hemoglobin i blod');
    expect(within(warning).getByRole('link', { name: 'See their version' })).toHaveAttribute('href', '/admin/articles/hemoglobin/compare?v1=3&v2=4');
    await user.click(within(warning).getByRole('button', { name: 'Save mine over it' }));
    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/articles/hemoglobin').map((call) => (call as { baseVersion: number; title: string }))).toEqual([
      expect.objectContaining({ baseVersion: 3, title: 'Hemoglobin i blod' }),
      expect.objectContaining({ baseVersion: 4, title: 'Hemoglobin i blod' }),
    ]);
  });

  it('sends back only the images its HTML does not show, so that an image taken out of the text is no longer listed', async () => {
    const shown = '/uploads/0123456789abcdef0123456789abcdef.png';
    const opened = anArticle({
      slug: 'hemoglobin',
      status: 'draft',
      category: CATEGORY,
      content: `<p>Kurva</p><img src="${shown}" alt="kurva" />`,
      images: [shown, 'https://bilder.example.se/hb.png'],
    });
    const fetchMock = stubEditorApi({
      'GET /api/articles/hemoglobin': { body: { success: true, data: opened } },
      'PUT /api/articles/hemoglobin': ({ body }) => ({ body: { success: true, data: { ...opened, ...(body as object), category: CATEGORY }, message: 'Article updated successfully' } }),
    });
    const { user } = renderApp('/admin/edit/hemoglobin');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(opened.title));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/articles/hemoglobin')).toEqual([expect.objectContaining({ images: ['https://bilder.example.se/hb.png'] })]);
  });

  it('shows the note of an admin who sent the draft back', async () => {
    const returned = anArticle({ status: 'draft', review: { state: 'returned', note: 'Lägg till referensintervall.', by: 'admin', at: '2024-05-01T10:00:00.000Z' } });
    stubEditorApi({ [`GET /api/articles/${returned.slug}`]: { body: { success: true, data: returned } } });
    renderApp(`/admin/edit/${returned.slug}`);
    expect(await screen.findByText('Lägg till referensintervall.')).toBeInTheDocument();
    expect(screen.getByText('Sent back by admin:')).toBeInTheDocument();
  });

  it('previews the calculators the text places, as readers see them, in a preview reached by keyboard', async () => {
    const opened = anArticle({ slug: 'anjongap', status: 'draft', category: CATEGORY, content: '<p>Räkna:</p><div data-calculator="anion-gap"></div>' });
    stubEditorApi({ 'GET /api/articles/anjongap': { body: { success: true, data: opened } } });
    renderApp('/admin/edit/anjongap');
    const preview = await screen.findByRole('region', { name: 'Live Preview' }, { timeout: 20_000 });
    expect(preview).toHaveAttribute('tabindex', '0');
    expect(await within(preview).findByRole('form', { name: 'Anion gap' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: /Sodium/ })).toBeInTheDocument();
  });
});
