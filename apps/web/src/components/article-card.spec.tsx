import { screen, within } from '@testing-library/react';
import i18n from '../i18n';
import { stubFetch, type StubAnswer } from '../../test/fetch-stub';
import { aListItem, listAnswer, meAnswer, searchAnswer } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const LONG_TEXT = `${'Järn transporteras i blodet bundet till transferrin. '.repeat(6)}Slut.`;

function stubList(...articles: Parameters<typeof aListItem>[0][]) {
  return stubAnswers(articles.map(aListItem));
}

/** The list and the search for 'crp' both answer these articles, exactly as given, in either language. */
function stubAnswers(articles: unknown[]) {
  const routes: Record<string, StubAnswer> = { 'GET /api/auth/me': meAnswer(null) };
  for (const language of ['sv', 'en']) {
    routes[`GET /api/categories?status=published&language=${language}`] = { body: { success: true, data: [] } };
    routes[`GET /api/articles?status=published&limit=100&language=${language}`] = listAnswer([]);
    routes[`GET /api/articles?status=published&page=1&limit=24&language=${language}`] = listAnswer(articles, { limit: 24 });
    routes[`GET /api/articles/search?q=crp&page=1&language=${language}`] = searchAnswer(articles);
  }
  return stubFetch(routes);
}

const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;

describe('article card', () => {
  it('shows title, category, summary, updated date and views', async () => {
    stubList({ _id: 'a1', slug: 'crp', title: 'CRP', summary: 'C-reaktivt protein stiger vid inflammation.', views: 1234, updatedAt: '2024-03-05T12:00:00.000Z' });
    renderApp('/articles');
    const crp = await card('CRP');
    expect(within(crp).getByRole('heading', { name: 'CRP' })).toBeInTheDocument();
    expect(within(crp).getByText('Haematology')).toHaveStyle({ backgroundColor: '#dc3545' });
    expect(within(crp).getByText('C-reaktivt protein stiger vid inflammation.')).toBeInTheDocument();
    expect(within(crp).getByText('5 Mar 2024')).toHaveAttribute('dateTime', '2024-03-05T12:00:00.000Z');
    expect(within(crp).getByText('1234 views')).toBeInTheDocument();
  });

  it('falls back to the excerpt, at most 150 characters, without a summary', async () => {
    stubList(
      { _id: 'a1', slug: 'jarn', title: 'Järn', summary: '', excerpt: LONG_TEXT },
      { _id: 'a2', slug: 'ferritin', title: 'Ferritin', summary: '  ', excerpt: 'Ferritin speglar järndepåerna.' },
      { _id: 'a3', slug: 'kort', title: 'Kort', summary: '', excerpt: 'Kort text.' },
    );
    renderApp('/articles');
    const expected = `${LONG_TEXT.slice(0, 150).trimEnd()}…`;
    expect(within(await card('Järn')).getByText(expected)).toBeInTheDocument();
    expect(within(await card('Ferritin')).getByText('Ferritin speglar järndepåerna.')).toBeInTheDocument();
    expect(within(await card('Kort')).getByText('Kort text.')).toBeInTheDocument();
  });

  it('shows what an entry without summary and tags has (an answer of an older version, a copy saved offline)', async () => {
    const { summary: _summary, tags: _tags, ...older } = aListItem({ _id: 'a1', slug: 'aldre', title: 'Äldre', excerpt: 'Sparad utan sammanfattning.' });
    stubAnswers([older]);
    renderApp('/articles');
    const entry = await card('Äldre');
    expect(within(entry).getByText('Sparad utan sammanfattning.')).toBeInTheDocument();
    expect(within(entry).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('shows up to 3 tags and a +N badge for the rest', async () => {
    stubList(
      { _id: 'a1', slug: 'crp', title: 'CRP', tags: ['inflammation', 'infektion', 'akut', 'sepsis', 'reumatologi'] },
      { _id: 'a2', slug: 'pk', title: 'PK', tags: ['koagulation'] },
    );
    renderApp('/articles');
    const crp = await card('CRP');
    const tags = within(crp).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('link').map((link) => link.textContent)).toEqual(['inflammation', 'infektion', 'akut']);
    expect(within(tags).getByText('+2')).toHaveAttribute('title', 'More tags: sepsis, reumatologi');
    const pk = await card('PK');
    expect(within(pk).getAllByRole('link', { name: 'koagulation' })).toHaveLength(1);
    expect(within(pk).queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('opens the article from anywhere on the card, but a tag opens the tag only', async () => {
    stubList({ _id: 'a1', slug: 'crp', title: 'CRP', tags: ['inflammation', 'akut'] });
    const first = renderApp('/articles');
    await first.user.click(within(await card('CRP')).getByRole('link', { name: 'akut' }));
    expect(first.location()).toBe('/tag/akut');
    first.unmount();

    stubList({ _id: 'a1', slug: 'crp', title: 'CRP', summary: 'Stiger vid inflammation.', tags: ['inflammation'] });
    const second = renderApp('/articles');
    await second.user.click(within(await card('CRP')).getByText('Stiger vid inflammation.'));
    expect(second.location()).toBe('/article/crp');
  });

  it('marks an article written in another language than the reader\'s, and names its category in the reader\'s', async () => {
    stubList(
      { _id: 'a1', slug: 'kalium-p-kalium', title: 'Kalium (P-Kalium)', summary: 'Kalium mäts i plasma.', tags: ['kalium'], language: 'sv' },
      { _id: 'a2', slug: 'potassium-p-potassium', title: 'Potassium (P-Potassium)', summary: 'Potassium is measured in plasma.', language: 'en' },
    );
    const english = renderApp('/articles');
    const swedish = await card('Kalium (P-Kalium)');
    expect(within(swedish).getByText('in Swedish')).toBeInTheDocument();
    expect(within(swedish).getByText('Haematology')).toBeInTheDocument();
    // What the article says carries its language, so a screen reader reads it as Swedish.
    expect(within(swedish).getByRole('heading', { name: 'Kalium (P-Kalium)' })).toHaveAttribute('lang', 'sv');
    expect(within(swedish).getByText('Kalium mäts i plasma.')).toHaveAttribute('lang', 'sv');
    expect(within(swedish).getByRole('list', { name: 'Tags' })).toHaveAttribute('lang', 'sv');
    const potassium = await card('Potassium (P-Potassium)');
    expect(within(potassium).queryByText(/^in /)).not.toBeInTheDocument();
    expect(within(potassium).getByRole('heading', { name: 'Potassium (P-Potassium)' })).not.toHaveAttribute('lang');
    english.unmount();

    await i18n.changeLanguage('sv');
    renderApp('/articles');
    expect(within(await card('Potassium (P-Potassium)')).getByText('på engelska')).toBeInTheDocument();
    expect(within(await card('Potassium (P-Potassium)')).getByRole('heading', { name: 'Potassium (P-Potassium)' })).toHaveAttribute('lang', 'en');
    expect(within(await card('Kalium (P-Kalium)')).queryByText(/^på /)).not.toBeInTheDocument();
    expect(within(await card('Kalium (P-Kalium)')).getByText('Hematologi')).toBeInTheDocument();
  });

  it('writes the date and the views in Swedish', async () => {
    await i18n.changeLanguage('sv');
    stubList({ _id: 'a1', slug: 'crp', title: 'CRP', views: 1, updatedAt: '2024-03-05T12:00:00.000Z' });
    renderApp('/articles');
    const crp = await card('CRP');
    expect(within(crp).getByText('5 mars 2024')).toBeInTheDocument();
    expect(within(crp).getByText('1 visning')).toBeInTheDocument();
  });

});
