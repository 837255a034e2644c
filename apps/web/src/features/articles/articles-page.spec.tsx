import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import { callsTo, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { aCategory, aListItem, failureBody, HEMATOLOGI, KLINISK_KEMI, listAnswer, listItems, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ALL = '/api/articles?status=published&page=1&limit=24&language=en';
const IN_HEMATOLOGI = '/api/articles?status=published&category=hematologi&page=1&limit=24&language=en';
const FALLBACK = '/api/articles?status=published&limit=100&language=en';
/** The same read for a reader of the Swedish interface. */
const inSwedish = (url: string) => url.replace('language=en', 'language=sv');

const CATEGORIES = [
  aCategory({ _id: 'c1', name: 'Hematologi', slug: 'hematologi', color: '#dc3545', articleCount: 2 }),
  aCategory({ _id: 'c2', name: 'Klinisk kemi', slug: 'klinisk-kemi', color: '#0d6efd', articleCount: 1 }),
];
const HB = aListItem({ _id: 'a1', slug: 'hemoglobin', title: 'Hemoglobin', category: HEMATOLOGI });
const PK = aListItem({ _id: 'a2', slug: 'pk-inr', title: 'PK(INR)', category: HEMATOLOGI });
const CRP = aListItem({ _id: 'a3', slug: 'crp', title: 'CRP', category: KLINISK_KEMI });

function stubApi(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(null),
    'GET /api/categories?status=published&language=en': { body: { success: true, data: CATEGORIES } },
    [`GET ${ALL}`]: listAnswer([HB, PK, CRP], { limit: 24 }),
    [`GET ${IN_HEMATOLOGI}`]: listAnswer([HB, PK], { limit: 24 }),
    ...routes,
  });
}

const filter = () => screen.getByRole('navigation', { name: 'Filter by category' });

describe('articles page', () => {
  it('shows All and each category with its article count, and cards of the published articles', async () => {
    const fetchMock = stubApi();
    renderApp('/articles');
    expect(await screen.findByRole('article', { name: 'CRP' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(await within(filter()).findByRole('link', { name: 'Hematologi 2' })).toHaveAttribute('href', '/articles?category=hematologi');
    expect(within(filter()).getByRole('link', { name: 'Klinisk kemi 1' })).toBeInTheDocument();
    expect(within(filter()).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo(fetchMock, 'GET', ALL)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', FALLBACK)).toHaveLength(0);
  });

  it('filters by the category chosen, keeps it in the URL and highlights it', async () => {
    const fetchMock = stubApi();
    const { user, location } = renderApp('/articles');
    await user.click(await within(filter()).findByRole('link', { name: 'Hematologi 2' }));
    expect(location()).toBe('/articles?category=hematologi');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CRP' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'PK(INR)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', IN_HEMATOLOGI)).toHaveLength(1);
    expect(within(filter()).getByRole('link', { name: 'Hematologi 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter()).getByRole('link', { name: 'All 3' })).not.toHaveAttribute('aria-current');

    await user.click(within(filter()).getByRole('link', { name: 'All 3' }));
    expect(location()).toBe('/articles');
  });

  it('says when there are no articles, naming the category when filtered, in English and Swedish', async () => {
    stubApi({ [`GET ${ALL}`]: listAnswer([]), [`GET ${IN_HEMATOLOGI}`]: listAnswer([]) });
    const english = renderApp('/articles?category=hematologi');
    expect(await screen.findByText('No articles found in Hematologi')).toBeInTheDocument();
    english.unmount();

    renderApp('/articles');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
  });

  it('has the Swedish empty states of the spec', async () => {
    await i18n.changeLanguage('sv');
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'GET /api/categories?status=published&language=sv': { body: { success: true, data: [] } },
      [`GET ${inSwedish(ALL)}`]: listAnswer([]),
      [`GET ${inSwedish(FALLBACK)}`]: listAnswer([]),
    });
    const first = renderApp('/articles');
    expect(await screen.findByText('Inga artiklar hittades')).toBeInTheDocument();
    expect(await screen.findByText('Inga kategorier finns ännu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla 0' })).toBeInTheDocument();
    first.unmount();

    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'GET /api/categories?status=published&language=sv': { body: { success: true, data: CATEGORIES } },
      [`GET ${inSwedish(IN_HEMATOLOGI)}`]: listAnswer([]),
    });
    renderApp('/articles?category=hematologi');
    expect(await screen.findByText('Inga artiklar hittades i Hematologi')).toBeInTheDocument();
  });

  it('says "No categories yet" in English when neither categories nor articles name one', async () => {
    stubApi({ 'GET /api/categories?status=published&language=en': { body: { success: true, data: [] } }, [`GET ${ALL}`]: listAnswer([]), [`GET ${FALLBACK}`]: listAnswer([]) });
    renderApp('/articles');
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });

  it('derives the categories and counts from the published articles when /api/categories fails', async () => {
    const fetchMock = stubApi({
      'GET /api/categories?status=published&language=en': { status: 404, body: failureBody('ROUTE_NOT_FOUND') },
      [`GET ${FALLBACK}`]: listAnswer([CRP, HB, PK], { limit: 100 }),
    });
    renderApp('/articles');
    // Named in the reader's language, in its order.
    expect(await within(filter()).findByRole('link', { name: 'Haematology 2' })).toHaveAttribute('href', '/articles?category=hematologi');
    expect(within(filter()).getAllByRole('link').map((link) => link.textContent)).toEqual(['All3', 'Clinical chemistry1', 'Haematology2']);
    expect(callsTo(fetchMock, 'GET', FALLBACK)).toHaveLength(1);
    expect(screen.queryByText('No categories yet')).not.toBeInTheDocument();
  });

  it('counts every published article for the derived categories, not only the first 100', async () => {
    const many = Array.from({ length: 150 }, (_, index) => aListItem({ _id: `m${index}`, slug: `m${index}`, title: `M${index}`, category: index < 120 ? HEMATOLOGI : KLINISK_KEMI }));
    const fetchMock = stubApi({
      'GET /api/categories?status=published&language=en': { body: { success: true, data: [] } },
      [`GET ${FALLBACK}`]: listAnswer(many.slice(0, 100), { limit: 100, total: 150 }),
      'GET /api/articles?status=published&page=2&limit=100&language=en': listAnswer(many.slice(100), { page: 2, limit: 100, total: 150 }),
    });
    renderApp('/articles');
    expect(await within(filter()).findByRole('link', { name: 'Haematology 120' })).toBeInTheDocument();
    expect(within(filter()).getByRole('link', { name: 'Clinical chemistry 30' })).toBeInTheDocument();
    expect(within(filter()).getByRole('link', { name: 'All 150' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/articles?status=published&page=2&limit=100&language=en')).toHaveLength(1);
  });

  it('derives them too when /api/categories is empty', async () => {
    stubApi({ 'GET /api/categories?status=published&language=en': { body: { success: true, data: [] } }, [`GET ${FALLBACK}`]: listAnswer([CRP]) });
    renderApp('/articles');
    expect(await within(filter()).findByRole('link', { name: 'Clinical chemistry 1' })).toBeInTheDocument();
  });

  it('shows the spinner while loading, then the server message or the default on failure', async () => {
    stubApi({ [`GET ${ALL}`]: { status: 403, body: failureBody('TOO_MANY_ATTEMPTS') } });
    const first = renderApp('/articles');
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    expect(await screen.findByText('Too many attempts, please try again later')).toBeInTheDocument();
    first.unmount();

    stubApi({ [`GET ${ALL}`]: { status: 400, body: null } });
    renderApp('/articles');
    expect(await screen.findByText('Failed to load articles')).toBeInTheDocument();
  });

  it('sends a page past the last one to the last page, keeping the category', async () => {
    stubApi({
      'GET /api/articles?status=published&category=hematologi&page=5&limit=24&language=en': listAnswer([], { page: 5, limit: 24, total: 2 }),
    });
    const { location } = renderApp('/articles?category=hematologi&page=5');
    expect(await screen.findByRole('article', { name: 'PK(INR)' })).toBeInTheDocument();
    expect(location()).toBe('/articles?category=hematologi');
    expect(screen.queryByText('No articles found in Hematologi')).not.toBeInTheDocument();
  });

  it('pages through many articles with the page in the URL', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubApi({
      [`GET ${ALL}`]: listAnswer(listItems(24), { limit: 24, total: 50 }),
      'GET /api/articles?status=published&page=2&limit=24&language=en': listAnswer(listItems(24, 25), { page: 2, limit: 24, total: 50 }),
    });
    const { user, location } = renderApp('/articles');
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/articles?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(await screen.findByRole('article', { name: 'Artikel 25' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/articles?status=published&page=2&limit=24&language=en')).toHaveLength(1);
  });

});
