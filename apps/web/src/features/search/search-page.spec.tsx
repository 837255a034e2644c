import { screen, within } from '@testing-library/react';
import i18n from '../../i18n';
import { stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { aListItem, searchAnswer, listItems, meAnswer, failureBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const CRP = aListItem({ _id: 'a1', slug: 'crp', title: 'CRP', tags: ['inflammation'] });
const SR = aListItem({ _id: 'a2', slug: 'sr', title: 'SR' });
const SEARCH_CRP = 'GET /api/articles/search?q=crp&page=1&language=en';

function stubSearch(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/me': meAnswer(null), ...routes });
}

const apiCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/auth/me');

describe('search page', () => {
  it('shows an empty state for a blank query without asking the server', async () => {
    const fetchMock = stubSearch({});
    renderApp('/search?q=%20%20');
    expect(screen.getByRole('heading', { name: 'Search articles' })).toBeInTheDocument();
    expect(screen.getByText('Enter a search term')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('shows the query, the number of results and the results as cards', async () => {
    stubSearch({ [SEARCH_CRP]: searchAnswer([CRP, SR]) });
    renderApp('/search?q=crp');
    expect(screen.getByRole('heading', { name: 'Search results for "crp"' })).toBeInTheDocument();
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByText('2 articles found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'CRP' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'CRP' })).getByRole('link', { name: 'inflammation' })).toHaveAttribute('href', '/tag/inflammation');
    expect(screen.getByRole('article', { name: 'SR' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts all results, not only this page, and pages through them', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubSearch({
      [SEARCH_CRP]: searchAnswer(listItems(20), { total: 45 }),
      'GET /api/articles/search?q=crp&page=3&language=en': searchAnswer(listItems(5, 41), { page: 3, total: 45 }),
    });
    const { user, location } = renderApp('/search?q=crp');
    expect(await screen.findByText('45 articles found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/search?q=crp&page=3');
    expect(await screen.findByRole('article', { name: 'Artikel 45' })).toBeInTheDocument();
  });

  it('sends a page past the last one to the last page', async () => {
    stubSearch({
      'GET /api/articles/search?q=crp&page=9&language=en': searchAnswer([], { page: 9, total: 45 }),
      'GET /api/articles/search?q=crp&page=3&language=en': searchAnswer(listItems(5, 41), { page: 3, total: 45 }),
    });
    const { location } = renderApp('/search?q=crp&page=9');
    expect(await screen.findByRole('article', { name: 'Artikel 45' })).toBeInTheDocument();
    expect(location()).toBe('/search?q=crp&page=3');
    expect(screen.getByText('45 articles found')).toBeInTheDocument();
  });

  it('warns when nothing matched', async () => {
    stubSearch({ 'GET /api/articles/search?q=xyz&page=1&language=en': searchAnswer([]) });
    renderApp('/search?q=xyz');
    expect(await screen.findByText('No articles matched "xyz". Try other words or check the spelling.')).toBeInTheDocument();
    expect(screen.queryByText(/articles? found/)).not.toBeInTheDocument();
  });

  it('shows the server message, else "Failed to search articles"', async () => {
    stubSearch({ [SEARCH_CRP]: { status: 400, body: failureBody('VALIDATION_FAILED') } });
    const first = renderApp('/search?q=crp');
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    first.unmount();

    stubSearch({ [SEARCH_CRP]: { status: 400, body: {} } });
    renderApp('/search?q=crp');
    expect(await screen.findByText('Failed to search articles')).toBeInTheDocument();
  });

  it('refines the query from its own search box, and the clear button returns to /', async () => {
    const fetchMock = stubSearch({ [SEARCH_CRP]: searchAnswer([CRP]), 'GET /api/articles/search?q=crp+h%C3%B6gk%C3%A4nslig&page=1&language=en': searchAnswer([]) });
    const { user, location } = renderApp('/search?q=crp');
    const box = within(screen.getByRole('main')).getByRole('combobox', { name: 'Search articles' });
    expect(box).toHaveValue('crp');
    await user.type(box, ' högkänslig {enter}');
    expect(location()).toBe('/search?q=crp%20h%C3%B6gk%C3%A4nslig');
    expect(await screen.findByText('No articles matched "crp högkänslig". Try other words or check the spelling.')).toBeInTheDocument();
    // The box suggests while the reader types (its own requests); the searches are these two.
    expect(apiCalls(fetchMock).filter((call) => call.includes('/search?'))).toEqual(['/api/articles/search?q=crp&page=1&language=en', '/api/articles/search?q=crp+h%C3%B6gk%C3%A4nslig&page=1&language=en']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/');
  });

  it('has the Swedish texts', async () => {
    await i18n.changeLanguage('sv');
    stubSearch({ 'GET /api/articles/search?q=crp&page=1&language=sv': searchAnswer([CRP]), 'GET /api/articles/search?q=xyz&page=1&language=sv': searchAnswer([]) });
    const first = renderApp('/search?q=crp');
    expect(screen.getByRole('heading', { name: 'Sökresultat för ”crp”' })).toBeInTheDocument();
    expect(await screen.findByText('1 artikel hittades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rensa sökningen' })).toBeInTheDocument();
    first.unmount();

    renderApp('/search?q=xyz');
    expect(await screen.findByText('Inga artiklar matchade ”xyz”. Prova andra ord eller kontrollera stavningen.')).toBeInTheDocument();
  });
});
