import type { Article } from '@labmedicin/contracts';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';
import { SERVER_ENTRY } from './server-pages';

/** The built web app (`npm run build`, which `npm test` runs first): its pages and its server entry. */
const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

const HOSTILE = '</script><script>alert(1)</script><!--';

/** The JSON of the page's embedded data, as the SPA reads it. */
function pageDataOf(html: string): { language: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no embedded data');
  return JSON.parse(match[1]);
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no JSON-LD');
  return JSON.parse(match[1]);
}

/** Every <script> element of the page with its attributes: the page's own module and data blocks only. */
const scriptTagsOf = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
/** An article's title as its <h1> holds it: inside the boundary of the lazy part that marks its specimen prefixes. */
const titled = (title: string) => `(?:<!--\\$-->)?${title}(?:<!--/\\$-->)?`;

/** Public pages rendered on the server, through the real gateway, content and auth-users, with the built web app. */
describe('server-rendered pages', () => {
  let stack: Stack;
  let admin: Awaited<ReturnType<typeof loggedInAgent>>;
  let article: Article;

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST_DIR, SERVER_ENTRY))) throw new Error(`No server entry in ${WEB_DIST_DIR}: run npm run build first`);
    // A view report renders an article's cached pages again (new count, new ETag): these tests compare
    // pages across reads, so views are reported only at the stop (reports: http-cache/hot-path.spec).
    stack = await startStack({ services: ['auth-users', 'content'], env: { WEB_DIST_DIR, VIEW_REPORT_INTERVAL_MS: '3600000' } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const res = await admin.post('/api/articles').send(
      articleInput(await seededCategoryId(stack), {
        title: uniqueTitle('Kreatinin'),
        summary: `Njurfunktionens markör "${HOSTILE}"`,
        tags: ['njure'],
        referenceRanges: [
          { parameter: 'Kvinnor', range: '45–90', unit: 'µmol/L', notes: '' },
          { parameter: 'Män', range: '60–105', unit: 'µmol/L', notes: '' },
        ],
        references: ['Nordic Reference Interval Project 2004'],
      }),
    );
    expect(res.status).toBe(201);
    article = res.body.data as Article;
  });
  afterAll(() => stack?.close());

  const anonymous = () => request(stack.server);

  describe('an article', () => {
    it('answers its content in the HTML: title in <h1>, reference ranges, references, head and data to hydrate from', async () => {
      const res = await anonymous().get(`/article/${article.slug}`).set('Accept-Language', 'sv');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const html = res.text;
      expect(html).toContain('<html lang="sv">');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${titled(article.title)}</h1>`));
      expect(html).toMatch(/<td[^>]*>Kvinnor<\/td><td[^>]*>45–90<\/td><td[^>]*>µmol\/L<\/td>/);
      expect(html).toMatch(/<td[^>]*>Män<\/td><td[^>]*>60–105<\/td>/);
      expect(html).toMatch(/<li[^>]*>Nordic Reference Interval Project 2004<\/li>/);
      expect(html).toContain(`<title>${article.title} – Labmedicin</title>`);
      expect(html).toContain(`<meta name="description" content="Njurfunktionens markör &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;" />`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/article/${article.slug}" />`));
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://127\\.0\\.0\\.1:\\d+/article/${article.slug}" />`));
      expect(html).toContain('<meta property="og:type" content="article" />');
      expect(html).toContain('<meta name="twitter:card" content="summary" />');

      const jsonLd = jsonLdOf(html);
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        name: article.title,
        description: `Njurfunktionens markör "${HOSTILE}"`,
        dateModified: article.updatedAt,
        inLanguage: 'sv',
        breadcrumb: { '@type': 'BreadcrumbList' },
      });
      const crumbs = (jsonLd.breadcrumb as { itemListElement: { position: number; name: string }[] }).itemListElement;
      expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
      expect(crumbs.at(-1)?.name).toBe(article.title);

      // The SPA hydrates from exactly what the JSON API answers for the article.
      const api = await anonymous().get(`/api/articles/${article.slug}`);
      const embedded = pageDataOf(html).queries.queries.find((query) => query.queryKey.join('/') === `articles/detail/${article.slug}`);
      expect(embedded?.state.data).toMatchObject({ _id: api.body.data._id, title: api.body.data.title, summary: api.body.data.summary, references: api.body.data.references });
      // Nothing the article says gets out of its places: no script but the page's own.
      expect(scriptTagsOf(html)).toEqual([
        '<script type="application/ld+json">',
        expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
        '<script type="application/json" id="page-data">',
      ]);
    });

    it('is kept for anonymous readers: a second read is a cache hit with the same ETag, and If-None-Match gets 304', async () => {
      const first = await anonymous().get(`/article/${article.slug}`).set('Accept-Language', 'en');
      const second = await anonymous().get(`/article/${article.slug}`).set('Accept-Language', 'en');
      expect(second.status).toBe(200);
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(second.headers.vary).toMatch(/Cookie/);
      expect(second.headers.vary).toMatch(/Accept-Language/);
      await anonymous().get(`/article/${article.slug}`).set('Accept-Language', 'en').set('If-None-Match', first.headers.etag).expect(304);
    });

    it('is rendered anew once the article changes (the content event drops it, as it drops the JSON)', async () => {
      await anonymous().get(`/article/${article.slug}`).expect(200);
      const renamed = uniqueTitle('Kreatinin ändrad');
      const saved = await admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(article.category!._id, { title: renamed, tags: article.tags }), baseVersion: article.version });
      expect(saved.status).toBe(200);
      article = saved.body.data as Article;
      expect(await eventually(async () => (await anonymous().get(`/article/${article.slug}`)).text.match(new RegExp(`<h1 class="mb-3">${titled(renamed)}</h1>`)) !== null)).toBe(true);
    });

    it('is a 404 with the not-found page when there is no such article', async () => {
      const res = await anonymous().get('/article/finns-inte-alls').set('Accept-Language', 'en');
      expect(res.status).toBe(404);
      expect(res.text).toMatch(/<h1[^>]*>404 - Article Not Found<\/h1>/);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('an article in two languages', () => {
    let swedish: Article;
    let english: Article;
    const TAG = `tvasprak${Date.now().toString(36)}`;
    const hrefOf = (html: string, hreflang: string) => new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]*)" />`).exec(html)?.[1];
    const path = (slug: string) => expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/article/${slug}$`));

    beforeAll(async () => {
      const categoryId = await seededCategoryId(stack);
      const original = await admin.post('/api/articles').send(
        articleInput(categoryId, { title: uniqueTitle('Kalium'), content: '<p>Kalium mäts i plasma.</p>', tags: [TAG], references: ['NORIP 2004'] }),
      );
      expect(original.status).toBe(201);
      swedish = original.body.data as Article;
      const translation = await admin.post('/api/articles').send(
        articleInput(categoryId, {
          title: uniqueTitle('Potassium'),
          content: '<p>Potassium is measured in plasma.</p>',
          tags: [TAG],
          references: ['NORIP 2004'],
          language: 'en',
          translationOf: swedish.slug,
        }),
      );
      expect(translation.status).toBe(201);
      english = translation.body.data as Article;
    });

    it('names both versions (hreflang) and the Swedish original as x-default, and says what the article is written in', async () => {
      const res = await anonymous().get(`/article/${english.slug}`).set('Accept-Language', 'sv');
      expect(res.status).toBe(200);
      const html = res.text;
      expect(hrefOf(html, 'sv')).toEqual(path(swedish.slug));
      expect(hrefOf(html, 'en')).toEqual(path(english.slug));
      expect(hrefOf(html, 'x-default')).toEqual(path(swedish.slug));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/article/${english.slug}" />`));
      // The interface is Swedish; the article, its JSON-LD, its Open Graph locale and its text are English.
      expect(html).toContain('<html lang="sv">');
      expect(jsonLdOf(html)).toMatchObject({ inLanguage: 'en', name: english.title });
      expect(html).toContain('<meta property="og:locale" content="en_GB" />');
      expect(html).toMatch(new RegExp(`<h1 class="mb-3" lang="en">${titled(english.title)}</h1>`));
      expect(html).toMatch(/<div lang="en">(<!--\$-->)?<div class="article-html"><p>Potassium is measured in plasma\.<\/p><\/div>/);
      expect(html).toMatch(new RegExp(`<a [^>]*href="/article/${swedish.slug}"[^>]*>Läs på svenska</a>`));
      // Without JavaScript, the language switch's Swedish button leads to the original.
      expect(html).toContain(`<input type="hidden" form="language-choice" name="return-sv" value="/article/${swedish.slug}"/>`);
      expect(html).toContain('<form id="language-choice" class="d-inline-flex" action="/language" method="get">');

      const original = await anonymous().get(`/article/${swedish.slug}`).set('Accept-Language', 'en');
      expect(hrefOf(original.text, 'sv')).toEqual(path(swedish.slug));
      expect(hrefOf(original.text, 'en')).toEqual(path(english.slug));
      expect(hrefOf(original.text, 'x-default')).toEqual(path(swedish.slug));
      const jsonLd = jsonLdOf(original.text);
      expect(jsonLd).toMatchObject({ inLanguage: 'sv' });
      // The breadcrumb names the category in the reader's language.
      const crumbs = (jsonLd.breadcrumb as { itemListElement: { name: string }[] }).itemListElement;
      expect(crumbs[2]?.name).toBe(swedish.category!.names.en);
      expect(original.text).toMatch(new RegExp(`<h1 class="mb-3" lang="sv">${titled(swedish.title)}</h1>`));
      expect(original.text).toMatch(new RegExp(`<a [^>]*href="/article/${english.slug}"[^>]*>Read in English</a>`));
      expect(original.text).toContain(`<input type="hidden" form="language-choice" name="return-en" value="/article/${english.slug}"/>`);
    });

    it('names no other language for an article without a published translation', async () => {
      const res = await anonymous().get(`/article/${article.slug}`).set('Accept-Language', 'en');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('hreflang=');
      expect(jsonLdOf(res.text)).toMatchObject({ inLanguage: 'sv' });
    });

    it('lists the version in the reader\'s language, on the list, the tag page and the category counts', async () => {
      for (const [language, shown, hidden] of [
        ['en', english, swedish],
        ['sv', swedish, english],
      ] as const) {
        for (const page of ['/articles', `/tag/${TAG}`]) {
          const res = await anonymous().get(page).set('Accept-Language', language);
          expect([language, page, res.status]).toEqual([language, page, 200]);
          expect([language, page, res.text.includes(`href="/article/${shown.slug}"`)]).toEqual([language, page, true]);
          expect([language, page, res.text.includes(`href="/article/${hidden.slug}"`)]).toEqual([language, page, false]);
        }
      }
    });

    it('tells the reader of the translation once its original has published a newer version, with the date and the way to it', async () => {
      const before = await anonymous().get(`/article/${english.slug}`).set('Accept-Language', 'en');
      expect(before.text).not.toContain('This translation may be out of date.');
      const updated = await admin
        .put(`/api/articles/${swedish.slug}`)
        .send({ ...articleInput(swedish.category!._id, { title: swedish.title, content: '<p>Kalium mäts i plasma, nu med mer.</p>', tags: [TAG] }), baseVersion: swedish.version });
      expect(updated.status).toBe(200);
      const notice = () => anonymous().get(`/article/${english.slug}`).set('Accept-Language', 'en');
      // The translation's cached page goes with its original's change.
      expect(await eventually(async () => (await notice()).text.includes('This translation may be out of date.'))).toBe(true);
      // The text as a reader sees it, without React's markers between its parts.
      const text = (await notice()).text.replace(/<!-- -->/g, '');
      expect(text).toMatch(/<div class="alert alert-warning mt-3 mb-0" role="note">This translation may be out of date\. Its original was updated on <time datetime="[^"]+">[^<]+<\/time>\./i);
      expect(text).toMatch(new RegExp(`<a [^>]*href="/article/${swedish.slug}"[^>]*>Read the original</a>`));
    });
  });

  it('answers an unknown route with 404 and the not-found page', async () => {
    const res = await anonymous().get('/finns/inte').set('Accept-Language', 'en');
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });

  it('answers a tag no published article carries with 404', async () => {
    expect((await anonymous().get('/tag/ingen-sadan-tagg')).status).toBe(404);
  });

  it('answers a missing profile with 404, and an existing one with its card', async () => {
    expect((await anonymous().get('/profile/ingen-sadan-person')).status).toBe(404);
    const admins = await anonymous().get('/profile/admin');
    expect(admins.status).toBe(200);
    expect(admins.text).toMatch(/<h1[^>]*>admin<\/h1>/);
  });

  it('renders a search for </script><script> inert: escaped in the page, the head and the embedded data', async () => {
    const res = await anonymous().get(`/search?q=${encodeURIComponent('</script><script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(scriptTagsOf(res.text)).toEqual([expect.stringMatching(/^<script type="module"/), '<script type="application/json" id="page-data">']);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The data block still parses, with the query as typed.
    expect(JSON.stringify(pageDataOf(res.text))).toContain('</script><script>alert(1)</script>');
  });

  it('renders the home page with its search', async () => {
    const res = await anonymous().get('/').set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>Labmedicin<\/h1>/);
    expect(res.text).toMatch(/<input[^>]*type="search"/);
  });

  it('lists the article on the list, its category, its tag, the tags and a search for it', async () => {
    for (const path of ['/articles', `/articles?category=${article.category!.slug}`, '/tag/njure', '/tags', `/search?q=${encodeURIComponent(article.title)}`]) {
      const res = await anonymous().get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.text.includes(`href="/article/${article.slug}"`) || res.text.includes('href="/tag/njure"')]).toEqual([path, true]);
    }
  });

  describe('language', () => {
    it('follows Accept-Language, else Swedish', async () => {
      const english = await anonymous().get('/about').set('Accept-Language', 'en-GB,en;q=0.9');
      expect(english.text).toContain('<html lang="en">');
      expect(english.text).toMatch(/<h1[^>]*>About Labmedicin<\/h1>/);
      const unknown = await anonymous().get('/about').set('Accept-Language', 'de-DE');
      expect(unknown.text).toContain('<html lang="sv">');
      expect(unknown.text).toMatch(/<h1[^>]*>Om Labmedicin<\/h1>/);
      const none = await anonymous().get('/about');
      expect(none.text).toContain('<html lang="sv">');
    });

    it('follows the language switch’s cookie before Accept-Language, each language its own cached page', async () => {
      const chosen = await anonymous().get('/about').set('Accept-Language', 'en').set('Cookie', 'labmedicin.language=sv');
      expect(chosen.text).toContain('<html lang="sv">');
      expect(chosen.text).toMatch(/<h1[^>]*>Om Labmedicin<\/h1>/);
      expect(pageDataOf(chosen.text).language).toBe('sv');
      const english = await anonymous().get('/about').set('Cookie', 'labmedicin.language=en');
      expect(english.text).toContain('<html lang="en">');
      expect(english.headers.etag).not.toBe(chosen.headers.etag);
    });
  });

  it('leaves the login, register, profile editing, admin and saved pages to the browser: the SPA shell, saying without JavaScript that it is needed', async () => {
    for (const path of ['/login', '/register', '/profile/edit', '/admin', '/admin/articles', '/saved']) {
      const res = await anonymous().get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.text).toContain('<div id="root"></div><noscript>');
      expect(res.text).toContain('<html lang="sv">');
      expect(res.text).toMatch(/<noscript>.*<h1 class="h2 mb-3">Den här sidan kräver JavaScript<\/h1>.*<\/noscript>/);
    }
    const english = await anonymous().get('/login').set('Accept-Language', 'en');
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toMatch(/<noscript>.*<h1 class="h2 mb-3">This page needs JavaScript<\/h1>.*<\/noscript>/);
  });

  it('renders a logged-in reader’s page with their session, privately', async () => {
    const res = await admin.get('/about').set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.text).toContain('aria-label="User menu for admin"');
  });

  it('never sends the server bundle', async () => {
    const res = await anonymous().get(`/${SERVER_ENTRY}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('renderPage');
  });

  it('answers 503 with the error page when content does not answer', async () => {
    await stack.stopService('content');
    const res = await anonymous().get('/article/nagon-annan').set('Accept-Language', 'en');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/<h1[^>]*>Error Loading Article<\/h1>/i);
  });
});
