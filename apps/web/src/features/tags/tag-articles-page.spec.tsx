import { screen, within } from '@testing-library/react';
import i18n from '../../i18n';
import { callsTo, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { listAnswer, listItems, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const pageUrl = (page: number, tag = 'inflammation', language = 'en') => `/api/tags/${encodeURIComponent(tag)}/articles?page=${page}&limit=12&language=${language}`;
const TOTAL = 140; // 12 pages of 12

function stubTagPages(routes: Record<string, StubHandler> = {}, language = 'en') {
  const pages: Record<string, StubHandler> = {};
  for (let page = 1; page <= 12; page += 1) {
    pages[`GET ${pageUrl(page, 'inflammation', language)}`] = listAnswer(listItems(page === 12 ? 8 : 12, (page - 1) * 12 + 1), { page, limit: 12, total: TOTAL });
  }
  return stubFetch({ 'GET /api/auth/me': meAnswer(null), ...pages, ...routes });
}

const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const pagerItems = () =>
  within(pager())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('tag page', () => {
  it('shows the tag\'s articles 12 a page, with a back button to /tags', async () => {
    const fetchMock = stubTagPages();
    const { user, location } = renderApp('/tag/inflammation');
    expect(screen.getByRole('heading', { name: 'Articles tagged "inflammation"' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('140 articles')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', pageUrl(1))).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Back to tags' }));
    expect(location()).toBe('/tags');
  });

  it('shows the first, the last and 2 pages either side of the current one, with ellipses', async () => {
    stubTagPages();
    renderApp('/tag/inflammation?page=6');
    expect(await screen.findByRole('article', { name: 'Artikel 61' })).toBeInTheDocument();
    expect(pagerItems()).toEqual(['‹', '1', '…', '4', '5', '6', '7', '8', '…', '12', '›']);
    expect(within(pager()).getByText('6')).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/tag/inflammation?page=12');
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/tag/inflammation');
    expect(within(pager()).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/tag/inflammation?page=5');
  });

  it('keeps the page in the URL and loads it, from the top of the page', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubTagPages();
    const { user, location } = renderApp('/tag/inflammation');
    await user.click(await screen.findByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/tag/inflammation?page=3');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(await screen.findByRole('article', { name: 'Artikel 25' })).toBeInTheDocument();
    expect(pagerItems()).toEqual(['‹', '1', '2', '3', '4', '5', '…', '12', '›']);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(location()).toBe('/tag/inflammation?page=4');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('article', { name: 'Artikel 37' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', pageUrl(4))).toHaveLength(1);
  });

  it('sends a page past the last one to the last page, keeping the rest of the URL', async () => {
    const fetchMock = stubTagPages({ [`GET ${pageUrl(99)}`]: listAnswer([], { page: 99, limit: 12, total: TOTAL }) });
    const { location } = renderApp('/tag/inflammation?page=99');
    expect(await screen.findByRole('article', { name: 'Artikel 133' })).toBeInTheDocument();
    expect(location()).toBe('/tag/inflammation?page=12');
    expect(screen.queryByText('No articles with this tag')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', pageUrl(12))).toHaveLength(1);
  });

  it('shows no pager for a single page, and an empty state without articles', async () => {
    stubTagPages({ [`GET ${pageUrl(1, 'akut')}`]: listAnswer(listItems(2), { limit: 12 }), [`GET ${pageUrl(1, 'ingen')}`]: listAnswer([], { limit: 12 }) });
    const first = renderApp('/tag/akut');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/tag/ingen');
    expect(await screen.findByText('No articles with this tag')).toBeInTheDocument();
  });

  it('asks for tags with spaces and Swedish letters by their encoded name', async () => {
    const fetchMock = stubTagPages({ [`GET ${pageUrl(1, 'järn brist')}`]: listAnswer(listItems(1), { limit: 12 }) });
    renderApp('/tag/j%C3%A4rn%20brist');
    expect(await screen.findByRole('heading', { name: 'Articles tagged "järn brist"' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Artikel 1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/tags/j%C3%A4rn%20brist/articles?page=1&limit=12&language=en')).toHaveLength(1);
  });

  it('shows the server message, else "Failed to load articles", and has the Swedish texts', async () => {
    stubTagPages({ [`GET ${pageUrl(1)}`]: { status: 400, body: {} } });
    const first = renderApp('/tag/inflammation');
    expect(await screen.findByText('Failed to load articles')).toBeInTheDocument();
    first.unmount();

    await i18n.changeLanguage('sv');
    stubTagPages({}, 'sv');
    renderApp('/tag/inflammation');
    expect(screen.getByRole('heading', { name: 'Artiklar med taggen ”inflammation”' })).toBeInTheDocument();
    expect(await screen.findByText('140 artiklar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till taggar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sidnavigering' })).toBeInTheDocument();
  });
});
