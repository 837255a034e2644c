import type { Category } from '@labmedicin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubHandler } from '../../../../test/fetch-stub';
import { aCategory, aUser, meAnswer, failureBody } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const HEMATOLOGI = aCategory({ _id: 'a1', name: 'Hematologi', description: 'Blodstatus och koagulation', color: '#dc3545', articleCount: 3 });
const KLINISK_KEMI = aCategory({ _id: 'b2', name: 'Klinisk kemi', color: '#0d6efd', articleCount: 0 });
const MIKROBIOLOGI = aCategory({ _id: 'c3', name: 'Mikrobiologi', color: '#198754', articleCount: 1 });

function stubAdminApi(categories: Category[], routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(aUser('admin')),
    'GET /api/categories': { body: { success: true, data: categories } },
    ...routes,
  });
}

function usage(category: Category, count: number): StubHandler {
  return { body: { success: true, data: { category, count, articles: [] } } };
}

describe('categories screen', () => {
  it('lists each category with swatch, badge, description or dash, and article count', async () => {
    stubAdminApi([HEMATOLOGI, KLINISK_KEMI]);
    renderApp('/admin/categories');

    const row = (await screen.findByText('Hematologi')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Colour #dc3545' })).toBeInTheDocument();
    expect(within(row).getByText('Hematologi')).toHaveStyle({ backgroundColor: '#dc3545' });
    expect(within(row).getByText('Blodstatus och koagulation')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    const second = screen.getByText('Klinisk kemi').closest('tr') as HTMLElement;
    expect(within(second).getByText('-')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit Klinisk kemi' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Delete Klinisk kemi' })).toBeInTheDocument();
  });

  it('shows an empty state, and the load failure', async () => {
    stubAdminApi([]);
    const empty = renderApp('/admin/categories');
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    empty.unmount();

    stubAdminApi([], { 'GET /api/categories': { status: 403, body: failureBody('ADMIN_REQUIRED') } });
    renderApp('/admin/categories');
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
  });

  it('keeps Delete disabled until a target category is chosen when articles would be orphaned', async () => {
    let categories = [HEMATOLOGI, KLINISK_KEMI, MIKROBIOLOGI];
    const fetchMock = stubAdminApi([], {
      'GET /api/categories': () => ({ body: { success: true, data: categories } }),
      'GET /api/categories/a1/articles': usage(HEMATOLOGI, 3),
      'DELETE /api/categories/a1': () => {
        categories = [{ ...KLINISK_KEMI, articleCount: 3 }, MIKROBIOLOGI];
        return { body: { success: true, data: { deleted: HEMATOLOGI, movedArticles: 3 }, message: 'Category deleted' } };
      },
    });
    const { user } = renderApp('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Delete Hematologi' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The category "Hematologi" has 3 articles. Move them to another category before deleting.')).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();

    const select = within(dialog).getByLabelText('Move articles to');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a category to move articles to',
      'Klinisk kemi',
      'Mikrobiologi',
    ]);
    await user.selectOptions(select, 'Klinisk kemi');
    expect(remove).toBeEnabled();
    await user.click(remove);

    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/categories/a1')).toEqual([{ moveToCategory: 'b2' }]);
    await waitFor(() => expect(screen.queryByText('Hematologi')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/categories')).toHaveLength(2);
  });

  it('asks a plain confirmation for an unused category, and reports a failed usage check', async () => {
    const fetchMock = stubAdminApi([HEMATOLOGI, KLINISK_KEMI], {
      'GET /api/categories/b2/articles': usage(KLINISK_KEMI, 0),
      'GET /api/categories/a1/articles': { status: 404, body: failureBody('CATEGORY_NOT_FOUND') },
      'DELETE /api/categories/b2': { body: { success: true, data: { deleted: KLINISK_KEMI, movedArticles: 0 }, message: 'Category deleted' } },
    });
    const { user } = renderApp('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Delete Hematologi' }));
    expect(await within(screen.getByRole('dialog')).findByText('Failed to check category usage')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Klinisk kemi' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Are you sure you want to delete the category "Klinisk kemi"?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/categories/b2')).toEqual([{ moveToCategory: null }]);
  });

  it('validates the form, shows a 409 on the name field, creates, and hides the success after 5 s', async () => {
    jest.useFakeTimers();
    try {
      let conflict = true;
      const fetchMock = stubAdminApi([HEMATOLOGI], {
        'POST /api/categories': ({ body }) =>
          conflict
            ? { status: 409, body: failureBody('CATEGORY_NAME_TAKEN') }
            : { status: 201, body: { success: true, data: aCategory({ _id: 'd4', ...(body as object), name: 'Immunologi' }), message: 'Created' } },
      });
      const { user: events } = renderApp('/admin/categories', { advanceTimers: jest.advanceTimersByTime });

      await events.click(await screen.findByRole('button', { name: 'Add Category' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText('Hex colour')).toHaveValue('#6c757d');

      await events.clear(within(dialog).getByLabelText('Hex colour'));
      await events.type(within(dialog).getByLabelText('Hex colour'), 'red');
      await events.click(within(dialog).getByLabelText('Description'));
      await events.paste('x'.repeat(201));
      expect(within(dialog).getByText('201/200')).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Create Category' }));
      expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Description cannot exceed 200 characters')).toBeInTheDocument();
      expect(within(dialog).getByText('Colour must be a hex colour like #6c757d')).toBeInTheDocument();

      await events.type(within(dialog).getByLabelText('Name'), 'Hematologi');
      await events.clear(within(dialog).getByLabelText('Description'));
      await events.clear(within(dialog).getByLabelText('Hex colour'));
      await events.type(within(dialog).getByLabelText('Hex colour'), '#6f42c1');
      await events.click(within(dialog).getByRole('button', { name: 'Create Category' }));
      expect(await within(dialog).findByText('A category with this name already exists')).toBeInTheDocument();

      conflict = false;
      await events.clear(within(dialog).getByLabelText('Name'));
      await events.type(within(dialog).getByLabelText('Name'), 'Immunologi');
      await events.click(within(dialog).getByRole('button', { name: 'Create Category' }));
      expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/categories').at(-1)).toEqual({ name: 'Immunologi', description: '', color: '#6f42c1' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Category created successfully')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Category created successfully')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("reports 'Failed to save category' and 'Failed to delete category', rejects a name over 50 characters, and lets alerts be dismissed", async () => {
    stubAdminApi([HEMATOLOGI, KLINISK_KEMI], {
      'POST /api/categories': { status: 500, body: { success: false } },
      'GET /api/categories/b2/articles': usage(KLINISK_KEMI, 0),
      'DELETE /api/categories/b2': { status: 503, body: failureBody('SERVICE_UNAVAILABLE') },
    });
    const { user } = renderApp('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByLabelText('Name'));
    await user.paste('x'.repeat(51));
    await user.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(await within(form).findByText('Category name cannot exceed 50 characters')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Immunologi');
    await user.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(await within(form).findByText('Failed to save category')).toBeInTheDocument();
    await user.click(within(within(form).getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(within(form).queryByText('Failed to save category')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Klinisk kemi' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(await within(confirm).findByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Failed to delete category')).toBeInTheDocument();
    expect(within(confirm).getByText('A service is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Klinisk kemi', { selector: 'td *' })).toBeInTheDocument();
  });

  it('speaks Swedish by default, in the navbar toggle and the colour message too, and the load failure can be dismissed', async () => {
    await i18n.changeLanguage('sv');
    stubAdminApi([], { 'GET /api/categories': { status: 403, body: failureBody('ADMIN_REQUIRED') } });
    const { user } = renderApp('/admin/categories');

    expect(await screen.findByText('Det gick inte att ladda kategorierna')).toBeInTheDocument();
    expect(screen.getByText('Administratörsbehörighet krävs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kategorier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Översikt' })).toHaveAttribute('href', '/admin');
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByText('Det gick inte att ladda kategorierna')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Visa eller dölj menyn' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Lägg till kategori' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till kategori' });
    expect(within(dialog).getByLabelText('Hexkod för färgen')).toHaveValue('#6c757d');
    await user.clear(within(dialog).getByLabelText('Hexkod för färgen'));
    await user.type(within(dialog).getByLabelText('Hexkod för färgen'), 'red');
    await user.click(within(dialog).getByRole('button', { name: 'Skapa kategori' }));
    expect(await within(dialog).findByText('Färgen måste vara en hexadecimal färgkod som #6c757d')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a category with its current values filled in', async () => {
    const fetchMock = stubAdminApi([HEMATOLOGI], {
      'PUT /api/categories/a1': ({ body }) => ({ body: { success: true, data: { ...HEMATOLOGI, ...(body as object) }, message: 'Updated' } }),
    });
    const { user } = renderApp('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Edit Hematologi' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Hematologi');
    expect(within(dialog).getByLabelText('Hex colour')).toHaveValue('#dc3545');
    // Its English name is its Swedish one, as when left blank: blank, it follows the new name.
    expect(within(dialog).getByLabelText('Name in English')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Name'), ' och koagulation');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/categories/a1')).toEqual([
      { name: 'Hematologi och koagulation', description: 'Blodstatus och koagulation', color: '#dc3545' },
    ]);
  });

  it("shows each category's name in the interface's language, and saves the name in English", async () => {
    const haematology = { ...HEMATOLOGI, names: { sv: 'Hematologi', en: 'Haematology' } };
    const fetchMock = stubAdminApi([haematology, KLINISK_KEMI], {
      'PUT /api/categories/a1': ({ body }) => ({ body: { success: true, data: { ...haematology, names: { sv: 'Hematologi', en: (body as { nameEn: string }).nameEn } }, message: 'Updated' } }),
    });
    const { user } = renderApp('/admin/categories');

    const row = (await screen.findByText('Haematology')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Hematologi')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit Haematology' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Hematologi');
    expect(within(dialog).getByLabelText('Name in English')).toHaveValue('Haematology');
    await user.clear(within(dialog).getByLabelText('Name in English'));
    await user.type(within(dialog).getByLabelText('Name in English'), 'Haematology and coagulation');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/categories/a1')).toEqual([expect.objectContaining({ name: 'Hematologi', nameEn: 'Haematology and coagulation' })]);

    await i18n.changeLanguage('sv');
    expect(await screen.findByText('Hematologi')).toBeInTheDocument();
    expect(screen.queryByText('Haematology')).not.toBeInTheDocument();
  });

  it("shows each category's description in the interface's language, and saves the description in English", async () => {
    const haematology = { ...HEMATOLOGI, descriptions: { sv: 'Blodstatus och koagulation', en: 'Blood counts and coagulation' } };
    const chemistry = { ...KLINISK_KEMI, description: 'Elektrolyter', descriptions: { sv: 'Elektrolyter', en: '' } };
    const fetchMock = stubAdminApi([haematology, chemistry], {
      'PUT /api/categories/a1': { body: { success: true, data: haematology, message: 'Updated' } },
    });
    const { user } = renderApp('/admin/categories');

    const row = (await screen.findByText('Hematologi')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Blood counts and coagulation')).toBeInTheDocument();
    expect(within(row).queryByText('Blodstatus och koagulation')).not.toBeInTheDocument();
    // None written in English: the Swedish one, marked as Swedish.
    expect(screen.getByText('Elektrolyter')).toHaveAttribute('lang', 'sv');

    await user.click(within(row).getByRole('button', { name: 'Edit Hematologi' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Blodstatus och koagulation');
    const english = within(dialog).getByLabelText('Description in English');
    expect(english).toHaveValue('Blood counts and coagulation');
    expect(english).toHaveAttribute('lang', 'en');
    await user.clear(english);
    await user.type(english, 'Blood counts, smears and coagulation');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/categories/a1')).toEqual([expect.objectContaining({ description: 'Blodstatus och koagulation', descriptionEn: 'Blood counts, smears and coagulation' })]);

    await i18n.changeLanguage('sv');
    expect(await screen.findByText('Blodstatus och koagulation')).toBeInTheDocument();
    expect(screen.getByText('Elektrolyter')).not.toHaveAttribute('lang');
  });
});
