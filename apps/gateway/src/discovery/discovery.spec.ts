import { CALCULATOR_IDS } from '@labmedicin/calculators';
import type { Article, Tag } from '@labmedicin/contracts';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

const BASE = 'https://labmedicin.example';

/** The site's own pages, one address each for both languages. */
const SITE_PAGES = ['/', '/articles', '/tags', '/about', '/naming', '/calculators'];

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** Its xhtml:link alternates, hreflang → href, when it has any. */
  alternates?: Record<string, string>;
}

/** Every <loc> of a sitemap, with its <lastmod> and its alternates when it has them. */
function entriesOf(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g)].map(([, loc, lastmod, links]) => {
    const alternates = [...links.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => [hreflang, href]);
    return {
      loc: loc.replace(/&amp;/g, '&'),
      ...(lastmod ? { lastmod } : {}),
      ...(alternates.length > 0 ? { alternates: Object.fromEntries(alternates) } : {}),
    };
  });
}

/** /sitemap.xml and /robots.txt through the real gateway, auth-users and content. */
describe('sitemap and robots.txt', () => {
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'], env: { PUBLIC_URL: `${BASE}/` } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
  });
  afterAll(() => stack?.close());

  async function create(fields: Parameters<typeof articleInput>[1]): Promise<Article> {
    const res = await admin.post('/api/articles').send(articleInput(categoryId, fields));
    expect(res.status).toBe(201);
    return res.body.data as Article;
  }

  async function sitemap() {
    const res = await request(stack.server).get('/sitemap.xml');
    expect(res.status).toBe(200);
    return { res, entries: entriesOf(res.text) };
  }

  it('lists every published article with its last change and every tag page under PUBLIC_URL, and never a draft', async () => {
    const published = await create({ tags: ['sitemapprov', 'två ord'] });
    const draft = await create({ status: 'draft', tags: ['bara-utkast'] });

    const { res, entries } = await sitemap();
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(entries).toContainEqual({ loc: `${BASE}/article/${published.slug}`, lastmod: published.updatedAt });
    expect(entries).toContainEqual({ loc: `${BASE}/tag/sitemapprov` });
    expect(entries).toContainEqual({ loc: `${BASE}/tag/tv%C3%A5%20ord` });
    for (const path of SITE_PAGES) expect(entries).toContainEqual({ loc: `${BASE}${path}` });
    for (const id of CALCULATOR_IDS) expect(entries).toContainEqual({ loc: `${BASE}/calculators/${id}` });
    expect(entries.map((entry) => entry.loc)).not.toContain(`${BASE}/article/${draft.slug}`);
    expect(entries.map((entry) => entry.loc)).not.toContain(`${BASE}/tag/bara-utkast`);

    // Nothing else: the site's pages, exactly the published articles (as the public list counts them), the public tags and the calculators.
    const articles = await request(stack.server).get('/api/articles?limit=1').expect(200);
    const tags = (await request(stack.server).get('/api/tags').expect(200)).body.data as Tag[];
    const articleEntries = entries.filter((entry) => entry.loc.startsWith(`${BASE}/article/`));
    const tagEntries = entries.filter((entry) => entry.loc.startsWith(`${BASE}/tag/`));
    expect(articleEntries).toHaveLength(articles.body.pagination.total);
    expect(articleEntries.every((entry) => /^\d{4}-\d\d-\d\dT/.test(entry.lastmod ?? ''))).toBe(true);
    expect(tagEntries.map((entry) => entry.loc).sort()).toEqual(tags.map((tag) => `${BASE}/tag/${encodeURIComponent(tag.tag)}`).sort());
    expect(entries).toHaveLength(SITE_PAGES.length + articleEntries.length + tagEntries.length + CALCULATOR_IDS.length);
  });

  it('is cached like the public reads, with an ETag, and dropped when an article is published', async () => {
    const draft = await create({ status: 'draft' });
    const first = await sitemap();
    const second = await sitemap();
    expect(second.res.headers['x-cache']).toBe('HIT');
    expect(second.res.text).toBe(first.res.text);
    expect(second.res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = second.res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(stack.server).get('/sitemap.xml').set('If-None-Match', etag).expect(304);

    const published = await admin.put(`/api/articles/${draft.slug}`).send({ ...articleInput(categoryId, { title: draft.title }), baseVersion: draft.version });
    expect(published.status).toBe(200);
    const loc = `${BASE}/article/${draft.slug}`;
    expect(await eventually(async () => (await sitemap()).entries.some((entry) => entry.loc === loc))).toBe(true);
    const after = await sitemap();
    expect(after.entries).toContainEqual({ loc, lastmod: (published.body.data as Article).updatedAt });
    expect(after.res.headers.etag).not.toBe(etag);
  });

  it('lists each published version of an article with its versions in both languages and the Swedish original as x-default', async () => {
    const original = await create({});
    const english = await create({ language: 'en', translationOf: original.slug, title: uniqueTitle('Test analysis') });
    expect(english.language).toBe('en');
    const unlinked = await create({});
    const withDraft = await create({});
    await create({ language: 'en', translationOf: withDraft.slug, status: 'draft', title: uniqueTitle('Draft analysis') });

    const { res, entries } = await sitemap();
    const alternates = { sv: `${BASE}/article/${original.slug}`, en: `${BASE}/article/${english.slug}`, 'x-default': `${BASE}/article/${original.slug}` };
    expect(entries).toContainEqual({ loc: `${BASE}/article/${original.slug}`, lastmod: expect.any(String), alternates });
    expect(entries).toContainEqual({ loc: `${BASE}/article/${english.slug}`, lastmod: english.updatedAt, alternates });
    // In one language only (never linked, or its translation still a draft): no alternates.
    expect(entries).toContainEqual({ loc: `${BASE}/article/${unlinked.slug}`, lastmod: unlinked.updatedAt });
    expect(entries).toContainEqual({ loc: `${BASE}/article/${withDraft.slug}`, lastmod: expect.any(String) });
    // The sitemap's XML is well formed: every alternate is an empty element in its url.
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/article/${original.slug}"/></url>`);
  });

  it('keeps crawlers out of /admin and /api and points them to the sitemap', async () => {
    const res = await request(stack.server).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${BASE}/sitemap.xml`, '']);
  });
});

describe('sitemap and robots.txt without PUBLIC_URL', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Content is not running: its TCP port refuses, and on Redis its health gets no answer within SERVICE_TIMEOUT_MS.
    stack = await startStack({ services: [], env: { TRUST_PROXY: '1', SERVICE_TIMEOUT_MS: '1000' } });
  });
  afterAll(() => stack?.close());

  it('take the base URL from the request, and X-Forwarded-* from a trusted proxy', async () => {
    const direct = await request(stack.server).get('/robots.txt').set('Host', 'labmedicin.test:5001').expect(200);
    expect(direct.text).toContain('Sitemap: http://labmedicin.test:5001/sitemap.xml');
    const proxied = await request(stack.server)
      .get('/robots.txt')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'labmedicin.example')
      .expect(200);
    expect(proxied.text).toContain('Sitemap: https://labmedicin.example/sitemap.xml');
  });

  it(`answers 503 for the sitemap while content is unreachable (${STACK_PROFILE} profile), and keeps nothing`, async () => {
    const res = await request(stack.server).get('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/content service is unavailable/);
  });
});
