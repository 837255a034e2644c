import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import { stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { anArticle, failureBody, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { Article } from '@labmedicin/contracts';

function stubArticle(answer: StubHandler, slug = 'hemoglobin') {
  return stubFetch({ 'GET /api/auth/me': meAnswer(null), [`GET /api/articles/${slug}`]: answer });
}

const found = (article: Partial<Article> | Record<string, unknown>): StubHandler => ({ body: { success: true, data: article } });

const FULL = anArticle({
  tags: ['anemi', 'järnbrist'],
  referenceRanges: [
    { parameter: 'Hb, kvinnor', range: '117-153', unit: 'g/L', notes: 'Vuxna' },
    { parameter: 'Hb, män', range: '134-170', unit: 'g/L', notes: '' },
  ],
  clinicalSignificance: '<p>Lågt Hb talar för <strong>anemi</strong>.</p>',
  interpretation: '<p>Tolka tillsammans med MCV.</p>',
  relatedTests: ['MCV', 'Ferritin'],
  references: ['Nordin G. Referensintervall. 2020.', 'Lab handbook, 5th ed.'],
});

describe('article page', () => {
  afterEach(() => {
    document.title = 'Labmedicin';
  });

  it('shows breadcrumb, title, badges, views, updated date and tags, and names the tab after the article', async () => {
    stubArticle(found(FULL));
    renderApp('/article/hemoglobin');
    expect(screen.getByText('Loading article...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    expect(within(crumbs).getByRole('link', { name: 'Hematologi' })).toHaveAttribute('href', '/articles?category=hematologi');
    expect(within(crumbs).getByText('Hemoglobin')).toHaveAttribute('aria-current', 'page');

    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByText('Hematologi')).toHaveStyle({ backgroundColor: '#dc3545' });
    expect(within(header).getByText('Published')).toHaveClass('bg-success');
    expect(within(header).getByText('42 views')).toBeInTheDocument();
    expect(within(header).getByText('5 Mar 2024')).toBeInTheDocument();
    const tags = within(header).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'järnbrist' })).toHaveAttribute('href', '/tag/j%C3%A4rnbrist');
    expect(await screen.findByText('Hemoglobin är blodets syrebärande protein.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hemoglobin – Labmedicin'));
  });

  it('carries a line with the page\'s address for print, hidden on screen', async () => {
    stubArticle(found(FULL));
    renderApp('/article/hemoglobin');
    const line = await screen.findByTestId('article-print-url');
    expect(line).toHaveTextContent(`${window.location.origin}/article/hemoglobin`);
    expect(line).toHaveClass('d-none', 'd-print-block');
  });

  it('shows a status other than published as secondary', async () => {
    stubArticle(found(anArticle({ status: 'draft' })));
    renderApp('/article/hemoglobin');
    expect(await screen.findByText('Draft')).toHaveClass('bg-secondary');
  });

  it('shows the optional sections when the article has them', async () => {
    stubArticle(found(FULL));
    renderApp('/article/hemoglobin');
    const ranges = await screen.findByRole('region', { name: 'Reference ranges' });
    expect(within(ranges).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Parameter', 'Range', 'Unit', 'Notes']);
    expect(within(ranges).getAllByRole('row')[1]).toHaveTextContent('Hb, kvinnor117-153g/LVuxna');
    expect(within(screen.getByRole('region', { name: 'Clinical significance' })).getByText('anemi').tagName).toBe('STRONG');
    expect(within(screen.getByRole('region', { name: 'Interpretation' })).getByText('Tolka tillsammans med MCV.')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related tests' });
    expect(within(related).getByRole('link', { name: 'MCV' })).toHaveAttribute('href', '/search?q=MCV');
    const references = within(screen.getByRole('region', { name: 'References' })).getByRole('list');
    expect(references.tagName).toBe('OL');
    expect(within(references).getAllByRole('listitem').map((item) => item.textContent)).toEqual(FULL.references);
  });

  it('leaves out every optional section the article does not have', async () => {
    stubArticle(found(anArticle({ clinicalSignificance: '<p></p>', interpretation: '<p><br></p>' })));
    renderApp('/article/hemoglobin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
    for (const name of ['Reference ranges', 'Clinical significance', 'Interpretation', 'Related tests', 'References']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders no script, no event handler and no javascript: link from the content', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubArticle(
      found(
        anArticle({
          content:
            '<p>Text</p><script>window.alert("x")</script><img src="/uploads/hb.png" onerror="window.alert(1)">' +
            '<a href="javascript:window.alert(2)">Klicka</a><a href="https://example.org/hb" target="_blank">Källa</a>' +
            '<a href="data:text/html,<script>alert(3)</script>">Data</a><iframe srcdoc="<script>alert(4)</script>"></iframe>',
          interpretation: '<p onclick="window.alert(5)">Tolkning</p><a href="JaVaScRiPt:alert(6)">Mer</a>',
        }),
      ),
    );
    const { container } = renderApp('/article/hemoglobin');
    expect(await screen.findByText('Text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [srcdoc]')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/hb.png');
    expect(screen.getByText('Klicka')).not.toHaveAttribute('href');
    expect(screen.getByText('Data')).not.toHaveAttribute('href');
    expect(screen.getByText('Mer')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Källa' })).toHaveAttribute('href', 'https://example.org/hb');
    expect(screen.getByRole('link', { name: 'Källa' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the link schemes of the spec', async () => {
    const schemes = ['http://a.se', 'https://a.se', 'ftp://a.se', 'ftps://a.se', 'mailto:lab@a.se', 'tel:+4610', 'callto:lab', 'sms:+4610', 'cid:x', 'xmpp:lab@a.se', '/article/crp'];
    stubArticle(found(anArticle({ content: schemes.map((href, index) => `<a href="${href}">L${index}</a>`).join(' ') + '<a href="vbscript:x">V</a>' })));
    renderApp('/article/hemoglobin');
    for (const [index, href] of schemes.entries()) expect(await screen.findByText(`L${index}`)).toHaveAttribute('href', href);
    expect(screen.getByText('V')).not.toHaveAttribute('href');
  });

  it('shows the 404 panel for an article that does not exist, with Go Back and Go to Home', async () => {
    stubArticle({ status: 404, body: failureBody('ARTICLE_NOT_FOUND') }, 'saknas');
    const { user, location } = renderApp('/article/saknas');
    expect(await screen.findByRole('heading', { name: '404 - Article Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Article' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(location()).toBe('/');
  });

  it('offers a search for the words of the missing address under the 404 heading, instead of repeating it', async () => {
    stubArticle({ status: 404, body: { success: false, message: 'Article not found' } }, 'kreatinin-p-kreatinin');
    const { user, location } = renderApp('/article/kreatinin-p-kreatinin');
    expect(await screen.findByRole('heading', { name: '404 - Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is no article at this address.')).toBeInTheDocument();
    expect(screen.queryByText('Article not found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search for "kreatinin p kreatinin"' }));
    expect(location()).toBe('/search?q=kreatinin%20p%20kreatinin');
  });

  it('names the browser tab "Article not found" or "Error loading article" while the panel shows', async () => {
    stubArticle({ status: 404, body: failureBody('ARTICLE_NOT_FOUND') }, 'saknas');
    const missing = renderApp('/article/saknas');
    expect(await screen.findByRole('heading', { name: '404 - Article Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Article not found – Labmedicin');
    missing.unmount();
    expect(document.title).toBe('Labmedicin');

    stubArticle({ status: 403, body: { success: false, message: '' } });
    renderApp('/article/hemoglobin');
    expect(await screen.findByRole('heading', { name: 'Error Loading Article' })).toBeInTheDocument();
    expect(document.title).toBe('Error loading article – Labmedicin');
  });

  it('shows "Error Loading Article" for any other failure, and Go Back leaves the page', async () => {
    stubArticle({ status: 403, body: { success: false, message: '' } });
    const { user, location } = renderApp('/article/hemoglobin');
    expect(await screen.findByRole('heading', { name: 'Error Loading Article' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load article')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 - Article Not Found' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toBe('/articles');
  });

  it('has the Swedish texts', async () => {
    await i18n.changeLanguage('sv');
    stubArticle({ status: 404, body: failureBody('ARTICLE_NOT_FOUND') });
    const first = renderApp('/article/hemoglobin');
    expect(await screen.findByRole('heading', { name: '404 - Artikeln hittades inte' })).toBeInTheDocument();
    expect(screen.getByText('Det finns ingen artikel på den här adressen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sök efter ”hemoglobin”' })).toHaveAttribute('href', '/search?q=hemoglobin');
    expect(screen.getByRole('button', { name: 'Gå tillbaka' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Till startsidan' })).toBeInTheDocument();
    expect(document.title).toBe('Artikeln hittades inte – Labmedicin');
    first.unmount();

    stubArticle({ status: 400, body: null });
    const failed = renderApp('/article/hemoglobin');
    expect(await screen.findByRole('heading', { name: 'Fel vid laddning av artikeln' })).toBeInTheDocument();
    expect(screen.getByText('Det gick inte att ladda artikeln')).toBeInTheDocument();
    expect(document.title).toBe('Artikeln kunde inte laddas – Labmedicin');
    failed.unmount();

    stubArticle(found(FULL));
    renderApp('/article/hemoglobin');
    expect(await screen.findByRole('region', { name: 'Referensintervall' })).toBeInTheDocument();
    expect(screen.getByText('Publicerad')).toBeInTheDocument();
    expect(screen.getByText('42 visningar')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Klinisk betydelse' })).toBeInTheDocument();
  });

  it('shows no tags and no category for an article without them (its category just deleted)', async () => {
    stubArticle(found({ ...FULL, tags: [], category: null }));
    renderApp('/article/hemoglobin');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).parentElement as HTMLElement;
    expect(within(header).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Articles']);
  });

  it('sends /articles/:slug on to /article/:slug', async () => {
    stubArticle(found(FULL));
    const { location } = renderApp('/articles/hemoglobin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
    expect(location()).toBe('/article/hemoglobin');
  });
});
