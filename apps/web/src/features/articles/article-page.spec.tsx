import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import { stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { anArticle, failureBody, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { Article } from '@labmedicin/contracts';

function stubArticle(answer: StubHandler, slug = 'hemoglobin') {
  return stubFetch({ 'GET /api/auth/me': meAnswer(null), [`GET /api/articles/${slug}`]: answer });
}

/** A heading by its text: jsdom, unlike a browser, names an element holding an <abbr> with spaces around it. */
const byText = (text: string) => (_name: string, element: Element) => element.textContent === text;

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
    // The category in the reader's language.
    expect(within(crumbs).getByRole('link', { name: 'Haematology' })).toHaveAttribute('href', '/articles?category=hematologi');
    expect(within(crumbs).getByText('Hemoglobin')).toHaveAttribute('aria-current', 'page');

    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByText('Haematology')).toHaveStyle({ backgroundColor: '#dc3545' });
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

  it('shows the optional sections when the article has them, headed in the article\'s language', async () => {
    stubArticle(found(FULL));
    renderApp('/article/hemoglobin');
    const ranges = await screen.findByRole('region', { name: 'Referensintervall i tabell' });
    expect(within(ranges).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Parameter', 'Intervall', 'Enhet', 'Kommentar']);
    expect(within(ranges).getAllByRole('row')[1]).toHaveTextContent('Hb, kvinnor117-153g/LVuxna');
    expect(within(screen.getByRole('region', { name: 'Klinisk betydelse' })).getByText('anemi').tagName).toBe('STRONG');
    expect(within(screen.getByRole('region', { name: 'Tolkning' })).getByText('Tolka tillsammans med MCV.')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Relaterade analyser' });
    expect(within(related).getByRole('link', { name: 'MCV' })).toHaveAttribute('href', '/search?q=MCV');
    const references = within(screen.getByRole('region', { name: 'Referenser' })).getByRole('list');
    expect(references.tagName).toBe('OL');
    expect(within(references).getAllByRole('listitem').map((item) => item.textContent)).toEqual(FULL.references);
  });

  it('leaves out every optional section the article does not have', async () => {
    stubArticle(found(anArticle({ clinicalSignificance: '<p></p>', interpretation: '<p><br></p>' })));
    renderApp('/article/hemoglobin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
    for (const name of ['Referensintervall i tabell', 'Klinisk betydelse', 'Tolkning', 'Relaterade analyser', 'Referenser']) {
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
    expect(await screen.findByRole('region', { name: 'Referensintervall i tabell' })).toBeInTheDocument();
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

  describe('in two languages', () => {
    const ORIGINAL_UPDATED = '2024-06-01T10:00:00.000Z';
    const SWEDISH = anArticle({
      ...FULL,
      updatedAt: ORIGINAL_UPDATED,
      translations: [{ language: 'en', slug: 'haemoglobin-b-hb', title: 'Haemoglobin (B-Hb)', status: 'published', updatedAt: '2024-03-05T12:00:00.000Z', outdated: false }],
    });
    const ENGLISH = anArticle({
      _id: '65a0c0ffee0000000000a002',
      slug: 'haemoglobin-b-hb',
      title: 'Haemoglobin (B-Hb)',
      content: '<p>Haemoglobin is the oxygen-carrying protein of the blood.</p>',
      tags: ['anaemia', 'hemoglobin'],
      language: 'en',
      translatedFrom: { slug: 'hemoglobin', version: 1 },
      outdated: false,
      translations: [{ language: 'sv', slug: 'hemoglobin', title: 'Hemoglobin', status: 'published', updatedAt: ORIGINAL_UPDATED, outdated: false }],
    });
    const OUTDATED = { ...ENGLISH, outdated: true };

    function stubBoth(english: Article = ENGLISH) {
      return stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/articles/hemoglobin': found(SWEDISH), 'GET /api/articles/haemoglobin-b-hb': found(english) });
    }

    it('links to its translation, named in the translation\'s language, and marks its text with its own language where the interface has another', async () => {
      stubBoth();
      renderApp('/article/hemoglobin');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' });
      const link = within(screen.getByRole('list', { name: 'Other languages' })).getByRole('link', { name: 'Read in English' });
      expect(link).toHaveAttribute('href', '/article/haemoglobin-b-hb');
      expect(link).toHaveAttribute('lang', 'en');
      // A Swedish article under the English interface: its title, text, tags, sections and their headings are Swedish, the page around them English.
      expect(heading).toHaveAttribute('lang', 'sv');
      expect((await screen.findByText('Hemoglobin är blodets syrebärande protein.')).closest('[lang]')).toHaveAttribute('lang', 'sv');
      expect(screen.getByRole('list', { name: 'Tags' })).toHaveAttribute('lang', 'sv');
      const significance = screen.getByRole('region', { name: 'Klinisk betydelse' });
      expect(within(significance).getByText('anemi').closest('[lang]')).toHaveAttribute('lang', 'sv');
      expect(within(significance).getByRole('heading')).toHaveAttribute('lang', 'sv');
      expect(within(screen.getByRole('region', { name: 'Referenser' })).getAllByRole('listitem')[0].closest('[lang]')).toHaveAttribute('lang', 'sv');
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).closest('[lang]')).not.toHaveAttribute('lang', 'sv');
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('leaves the language to the page where the article is in the interface\'s, and links back to the Swedish version', async () => {
      stubBoth();
      renderApp('/article/haemoglobin-b-hb');
      const heading = await screen.findByRole('heading', { level: 1, name: byText('Haemoglobin (B-Hb)') });
      expect(heading).not.toHaveAttribute('lang');
      expect((await screen.findByText('Haemoglobin is the oxygen-carrying protein of the blood.')).closest('[lang]')).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('link', { name: 'Läs på svenska' })).toHaveAttribute('href', '/article/hemoglobin');
    });

    it('heads an English article in English, with its numbers in English notation and its prefixes explained in English, under the Swedish interface', async () => {
      await i18n.changeLanguage('sv');
      stubBoth({
        ...ENGLISH,
        title: 'Potassium (P-Potassium)',
        content: '<p>P-Potassium is measured in plasma, fP-Glucose after a fast, apolipoprotein B-100 is no specimen.</p>',
        referenceRanges: [{ parameter: 'P-Potassium', range: '3.5–4.4', unit: 'mmol/L', notes: '', lower: 3.5, upper: 4.4, ageFrom: 18 }],
      });
      renderApp('/article/haemoglobin-b-hb');
      const heading = await screen.findByRole('heading', { level: 1, name: byText('Potassium (P-Potassium)') });
      expect(heading).toHaveAttribute('lang', 'en');
      expect(within(heading).getByText('P')).toHaveAttribute('title', 'Plasma');
      const ranges = await screen.findByRole('region', { name: 'Reference ranges' });
      expect(within(ranges).getByRole('heading', { name: 'Reference ranges' })).toHaveAttribute('lang', 'en');
      const table = within(ranges).getByRole('table');
      expect(table).toHaveAttribute('lang', 'en');
      expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Parameter', 'Range', 'Unit', 'Notes']);
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('P-Potassium3.5–4.4mmol/L');
      expect(within(table).getAllByRole('row')[1].querySelector('abbr')).toHaveAttribute('title', 'Plasma');
      const content = (await screen.findByText(/is measured in plasma/)).closest('p') as HTMLElement;
      expect([...content.querySelectorAll('abbr')].map((abbr) => `${abbr.textContent} ${abbr.title}`)).toEqual(['P Plasma', 'fP Fasting plasma']);
      // The page around the article stays Swedish.
      expect(screen.getByRole('navigation', { name: 'Brödsmulor' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Så namnges analyserna: B-, P-, S- och andra provbeteckningar' })).toHaveAttribute('href', '/naming');
    });

    it('explains a Swedish article\'s prefixes in Swedish', async () => {
      stubArticle(found({ ...FULL, title: 'Hemoglobin (B-Hb)', content: '<p>B-Hb mäts i helblod, aB-pH i artärblod.</p>' }));
      renderApp('/article/hemoglobin');
      const heading = await screen.findByRole('heading', { level: 1, name: byText('Hemoglobin (B-Hb)') });
      expect(within(heading).getByText('B')).toHaveAttribute('title', 'Helblod');
      const content = (await screen.findByText(/mäts i helblod/)).closest('p') as HTMLElement;
      expect([...content.querySelectorAll('abbr')].map((abbr) => `${abbr.textContent} ${abbr.title}`)).toEqual(['B Helblod', 'aB Arteriellt blod']);
    });

    it('does not link to a translation readers cannot open yet (an editor sees its draft in the admin area)', async () => {
      stubArticle(found({ ...SWEDISH, translations: [{ ...SWEDISH.translations[0], status: 'draft' }] }));
      renderApp('/article/hemoglobin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Read in English' })).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Other languages' })).not.toBeInTheDocument();
    });

    it('tells the reader of an outdated translation when its original was updated, with the way to it, in either language', async () => {
      stubBoth(OUTDATED);
      const english = renderApp('/article/haemoglobin-b-hb');
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent('This translation may be out of date. Its original was updated on 1 Jun 2024. Read the original');
      expect(within(note).getByText('1 Jun 2024')).toHaveAttribute('dateTime', ORIGINAL_UPDATED);
      expect(within(note).getByRole('link', { name: 'Read the original' })).toHaveAttribute('href', '/article/hemoglobin');
      english.unmount();

      await i18n.changeLanguage('sv');
      const { user, location } = renderApp('/article/haemoglobin-b-hb');
      const swedishNote = await screen.findByRole('note');
      expect(swedishNote).toHaveTextContent('Den här översättningen kan vara inaktuell. Originalet uppdaterades 1 juni 2024. Läs originalet');
      await user.click(within(swedishNote).getByRole('link', { name: 'Läs originalet' }));
      expect(location()).toBe('/article/hemoglobin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('switches the interface language to the translation\'s page, and back to the original', async () => {
      await i18n.changeLanguage('sv');
      stubBoth();
      const { user, location, container } = renderApp('/article/hemoglobin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
      // Without JavaScript the form itself names the page in each language.
      expect(container.querySelector('input[name="return-en"]')).toHaveValue('/article/haemoglobin-b-hb');
      expect(container.querySelector('input[name="return-sv"]')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'English' }));
      expect(await screen.findByRole('heading', { level: 1, name: byText('Haemoglobin (B-Hb)') })).toBeInTheDocument();
      expect(location()).toBe('/article/haemoglobin-b-hb');
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
      expect(i18n.resolvedLanguage).toBe('en');

      await user.click(screen.getByRole('button', { name: 'Svenska' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
      expect(location()).toBe('/article/hemoglobin');
      expect(screen.getByRole('navigation', { name: 'Brödsmulor' })).toBeInTheDocument();
    });

    it('stays on an article without a translation when the language is switched', async () => {
      stubArticle(found(FULL));
      const { user, location } = renderApp('/article/hemoglobin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Svenska' }));
      expect(await screen.findByRole('navigation', { name: 'Brödsmulor' })).toBeInTheDocument();
      expect(location()).toBe('/article/hemoglobin');
    });
  });

  it('sends /articles/:slug on to /article/:slug', async () => {
    stubArticle(found(FULL));
    const { location } = renderApp('/articles/hemoglobin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
    expect(location()).toBe('/article/hemoglobin');
  });
});
