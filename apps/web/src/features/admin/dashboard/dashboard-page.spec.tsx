import type { ArticleListItem, User } from '@labmedicin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubHandler } from '../../../../test/fetch-stub';
import { KLINISK_KEMI, aListItem, aUser, failureBody, listAnswer, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const LIST = '/api/articles?limit=100';
const WAITING = '/api/articles?review=pending&limit=1';
const CONTRIBUTOR = aUser('contributor', { _id: '64b7f0c2a1b2c3d4e5f60799', username: 'skribent' });

const FERRITIN = aListItem({
  _id: 'a1',
  slug: 'ferritin',
  title: 'Ferritin',
  summary: 'Ferritin speglar kroppens järndepåer och är det känsligaste provet för att upptäcka järnbrist hos vuxna.',
  status: 'published',
  views: 120,
  updatedAt: '2024-03-05T12:00:00.000Z',
  createdAt: '2024-01-02T12:00:00.000Z',
});
const ALBUMIN = aListItem({
  _id: 'a2',
  slug: 'albumin',
  title: 'Albumin',
  summary: 'Kort.',
  category: KLINISK_KEMI,
  status: 'draft',
  views: 3,
  updatedAt: '2024-02-01T12:00:00.000Z',
  createdAt: '2024-02-01T12:00:00.000Z',
  author: { id: CONTRIBUTOR._id, username: 'skribent' },
});
const ZINK = aListItem({
  _id: 'a3',
  slug: 'zink',
  title: 'Zink',
  summary: 'Spårämne.',
  category: null,
  status: 'archived',
  views: 40,
  updatedAt: '2024-01-15T12:00:00.000Z',
  createdAt: '2024-03-01T12:00:00.000Z',
});

function stubDashboard(articles: ArticleListItem[], routes: Record<string, StubHandler> = {}, me: User = aUser('admin')) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(me),
    [`GET ${LIST}`]: listAnswer(articles, { limit: 100 }),
    [`GET ${WAITING}`]: listAnswer([], { limit: 1 }),
    ...routes,
  });
}

const rowOf = async (title: string) => (await screen.findByText(title, { selector: 'td div' })).closest('tr') as HTMLElement;
const titles = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].firstElementChild?.textContent);

describe('article dashboard', () => {
  it('lists up to 100 articles of every status: summary cut to 80, category or N/A, status colours, views, date and actions', async () => {
    const fetchMock = stubDashboard([FERRITIN, ALBUMIN, ZINK]);
    renderApp('/admin');
    expect(await screen.findByText('Loading articles...')).toBeInTheDocument();

    const ferritin = await rowOf('Ferritin');
    expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1);
    expect(within(ferritin).getByText(`${FERRITIN.summary.slice(0, 80).trimEnd()}...`)).toBeInTheDocument();
    // The category in the interface's language.
    expect(within(ferritin).getByText('Haematology')).toBeInTheDocument();
    expect(within(ferritin).getByText('Published')).toHaveClass('bg-success');
    expect(within(ferritin).getByText('120')).toBeInTheDocument();
    expect(within(ferritin).getByText('5 Mar 2024')).toBeInTheDocument();
    expect(within(ferritin).getByRole('link', { name: 'Edit Ferritin' })).toHaveAttribute('href', '/admin/edit/ferritin');
    expect(within(ferritin).getByRole('link', { name: 'View Ferritin' })).toHaveAttribute('href', '/article/ferritin');
    expect(within(ferritin).getByRole('button', { name: 'Delete Ferritin' })).toBeInTheDocument();

    const albumin = await rowOf('Albumin');
    expect(within(albumin).getByText('Kort.')).toBeInTheDocument();
    expect(within(albumin).getByText('Draft')).toHaveClass('bg-warning');
    const zink = await rowOf('Zink');
    expect(within(zink).getByText('N/A')).toBeInTheDocument();
    expect(within(zink).getByText('Archived')).toHaveClass('bg-secondary');

    // Last modified, newest first, until another order is chosen.
    expect(titles()).toEqual(['Ferritin', 'Albumin', 'Zink']);
  });

  it('searches titles and summaries in any case, and sorts by each field in both directions', async () => {
    stubDashboard([FERRITIN, ALBUMIN, ZINK]);
    const { user } = renderApp('/admin');
    await rowOf('Ferritin');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sortBy).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last modified', 'Created', 'Title', 'Category', 'Views']);

    await user.selectOptions(sortBy, 'Title');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort direction' }), 'Ascending');
    expect(titles()).toEqual(['Albumin', 'Ferritin', 'Zink']);
    await user.selectOptions(sortBy, 'Views');
    expect(titles()).toEqual(['Albumin', 'Zink', 'Ferritin']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort direction' }), 'Descending');
    expect(titles()).toEqual(['Ferritin', 'Zink', 'Albumin']);
    await user.selectOptions(sortBy, 'Created');
    expect(titles()).toEqual(['Zink', 'Albumin', 'Ferritin']);

    await user.type(screen.getByRole('searchbox', { name: 'Search articles...' }), 'SPÅRÄMNE');
    expect(titles()).toEqual(['Zink']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search articles...' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles...' }), 'kalium');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No articles match your search')).toBeInTheDocument();
  });

  it('asks the server to search, sort and page when there are more articles than its first 100', async () => {
    const fetchMock = stubDashboard([FERRITIN, ALBUMIN], {
      [`GET ${LIST}`]: listAnswer([FERRITIN, ALBUMIN], { limit: 100, total: 150 }),
      'GET /api/articles?limit=100&search=zink&sort=updatedAt&order=desc': listAnswer([ZINK], { limit: 100 }),
      'GET /api/articles?limit=100&sort=title&order=desc': listAnswer([ZINK, FERRITIN], { limit: 100, total: 150 }),
      'GET /api/articles?limit=100&sort=title&order=desc&page=2': listAnswer([ALBUMIN], { limit: 100, total: 150, page: 2 }),
    });
    const { user } = renderApp('/admin');
    await rowOf('Ferritin');
    // Zink is not among the first screen's rows: only the server can find it.
    await user.type(screen.getByRole('searchbox', { name: 'Search articles...' }), 'zink');
    await rowOf('Zink');
    expect(titles()).toEqual(['Zink']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search articles...' }));
    await rowOf('Ferritin');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title');
    await waitFor(() => expect(titles()).toEqual(['Zink', 'Ferritin']));
    await user.click(within(screen.getByRole('navigation', { name: 'Article pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(titles()).toEqual(['Albumin']));
    expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1);
  });

  it('shows the empty state with a create button', async () => {
    stubDashboard([]);
    renderApp('/admin');
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Create New Article' });
    expect(create).toHaveLength(2);
    for (const link of create) expect(link).toHaveAttribute('href', '/admin/new');
  });

  it('deletes only after confirmation, then says so for 5 s and reloads the list', async () => {
    jest.useFakeTimers();
    try {
      let deleted = false;
      const fetchMock = stubDashboard([], {
        [`GET ${LIST}`]: () => listAnswer(deleted ? [ALBUMIN] : [FERRITIN, ALBUMIN], { limit: 100 }),
        'DELETE /api/articles/ferritin': () => {
          deleted = true;
          return { body: { success: true, data: { deleted: { _id: 'a1', slug: 'ferritin', title: 'Ferritin' } } } };
        },
      });
      const { user } = renderApp('/admin', { advanceTimers: jest.advanceTimersByTime });

      await user.click(within(await rowOf('Ferritin')).getByRole('button', { name: 'Delete Ferritin' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete Article' });
      expect(within(dialog).getByText('Are you sure you want to delete "Ferritin"? This cannot be undone.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'DELETE', '/api/articles/ferritin')).toHaveLength(0);

      await user.click(within(await rowOf('Ferritin')).getByRole('button', { name: 'Delete Ferritin' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete Article' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Article "Ferritin" deleted successfully')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/articles/ferritin')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('Ferritin', { selector: 'td div' })).not.toBeInTheDocument());
      expect(screen.getByText('Albumin', { selector: 'td div' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Article "Ferritin" deleted successfully')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Article "Ferritin" deleted successfully')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a refused delete under 'Failed to delete article' in the dialog", async () => {
    stubDashboard([FERRITIN], { 'DELETE /api/articles/ferritin': { status: 403, body: failureBody('ACCESS_DENIED') } });
    const { user } = renderApp('/admin');
    await user.click(within(await rowOf('Ferritin')).getByRole('button', { name: 'Delete Ferritin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Article' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete article')).toBeInTheDocument();
    expect(within(dialog).getByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Ferritin', { selector: 'td div' })).toBeInTheDocument();
  });

  it("shows a load failure with the server's reason in an alert that can be dismissed", async () => {
    stubDashboard([], { [`GET ${LIST}`]: { status: 503, body: failureBody('SERVICE_UNAVAILABLE') } });
    const { user } = renderApp('/admin');
    const alert = (await screen.findByText('Failed to load articles')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('A service is unavailable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Failed to load articles')).not.toBeInTheDocument());
  });

  it('tells admins how many drafts wait for review and filters to them', async () => {
    const pending = { ...ALBUMIN, review: { state: 'pending' as const, note: '', by: 'skribent', at: '2024-02-02T12:00:00.000Z' } };
    stubDashboard([FERRITIN, pending], {
      [`GET ${WAITING}`]: listAnswer([pending], { limit: 1, total: 1 }),
      'GET /api/articles?limit=100&review=pending': listAnswer([pending], { limit: 100 }),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByText('1 draft is waiting for review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(titles()).toEqual(['Albumin']));
    const row = await rowOf('Albumin');
    expect(within(row).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Publish Albumin' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send back Albumin' })).toBeInTheDocument();
  });

  it('lets a contributor edit only their own drafts, and offers no delete', async () => {
    stubDashboard([FERRITIN, ALBUMIN], {}, CONTRIBUTOR);
    renderApp('/admin');
    const albumin = await rowOf('Albumin');
    expect(within(albumin).getByRole('link', { name: 'Edit Albumin' })).toBeInTheDocument();
    const ferritin = await rowOf('Ferritin');
    expect(within(ferritin).queryByRole('link', { name: 'Edit Ferritin' })).not.toBeInTheDocument();
    expect(within(ferritin).getByRole('link', { name: 'View Ferritin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('speaks Swedish by default', async () => {
    await i18n.changeLanguage('sv');
    stubDashboard([FERRITIN]);
    renderApp('/admin');
    const ferritin = await rowOf('Ferritin');
    expect(within(ferritin).getByText('Publicerad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa ny artikel' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Senast ändrad' })).toBeInTheDocument();
  });

  it("shows each article's language and an outdated translation, filters by language, and offers a translation where none is in view", async () => {
    const ferritinEn = aListItem({
      _id: 'a4',
      slug: 'ferritin-en',
      title: 'Ferritin (English)',
      language: 'en',
      outdated: true,
      translatedFrom: { slug: 'ferritin', version: 1 },
      updatedAt: '2024-03-06T12:00:00.000Z',
    });
    const ferritin = { ...FERRITIN, translations: [translationOf(ferritinEn)] };
    const fetchMock = stubDashboard([{ ...ferritinEn, translations: [translationOf(FERRITIN)] }, ferritin, ALBUMIN], {
      'GET /api/articles?limit=100&articleLanguage=en': listAnswer([ferritinEn], { limit: 100 }),
    });
    const { user } = renderApp('/admin');

    const english = await rowOf('Ferritin (English)');
    expect(within(english).getByText('English')).toBeInTheDocument();
    expect(within(english).getByText('Outdated')).toHaveClass('bg-danger');
    const ferritinRow = await rowOf('Ferritin');
    expect(within(ferritinRow).getByText('Swedish')).toBeInTheDocument();
    expect(within(ferritinRow).queryByText('Outdated')).not.toBeInTheDocument();
    // Ferritin has its translation, and a translation translates no further; Albumin has none.
    expect(within(ferritinRow).queryByRole('link', { name: /^Add translation/ })).not.toBeInTheDocument();
    expect(within(english).queryByRole('link', { name: /^Add translation/ })).not.toBeInTheDocument();
    expect(within(english).queryByRole('link', { name: /translation:/ })).not.toBeInTheDocument();
    expect(within(await rowOf('Albumin')).getByRole('link', { name: 'Add translation of Albumin' })).toHaveAttribute('href', '/admin/translate/albumin');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by language' }), 'English');
    await waitFor(() => expect(titles()).toEqual(['Ferritin (English)']));
    expect(callsTo(fetchMock, 'GET', '/api/articles?limit=100&articleLanguage=en')).toHaveLength(1);
  });

  it('links a Swedish original to its English translation when the language filter hides it, instead of offering a new one', async () => {
    await i18n.changeLanguage('sv');
    const ferritinEn = aListItem({ _id: 'a4', slug: 'ferritin-en', title: 'Ferritin (English)', language: 'en', translatedFrom: { slug: 'ferritin', version: 1 } });
    const ferritin = { ...FERRITIN, translations: [translationOf(ferritinEn)] };
    stubDashboard([ferritin, ALBUMIN], { 'GET /api/articles?limit=100&articleLanguage=sv': listAnswer([ferritin, ALBUMIN], { limit: 100 }) });
    const { user } = renderApp('/admin');

    await rowOf('Ferritin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrera på språk' }), 'Svenska');
    await waitFor(() => expect(titles()).toEqual(['Ferritin', 'Albumin']));
    const row = await rowOf('Ferritin');
    expect(within(row).queryByRole('link', { name: /^Lägg till översättning/ })).not.toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Engelsk översättning: Ferritin (English)' });
    expect(link).toHaveTextContent('Engelsk översättning');
    expect(link).toHaveAttribute('href', '/admin/edit/ferritin-en');
    expect(within(await rowOf('Albumin')).getByRole('link', { name: /^Lägg till översättning/ })).toHaveAttribute('href', '/admin/translate/albumin');
  });
});

/** How a list item names another version of its group. */
function translationOf(article: ArticleListItem): ArticleListItem['translations'][number] {
  return { language: article.language, slug: article.slug, title: article.title, status: article.status, updatedAt: article.updatedAt, outdated: article.outdated };
}
