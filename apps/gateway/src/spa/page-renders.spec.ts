import type { Language } from '@labmedicin/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { articleInput, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { SERVER_ENTRY } from './server-pages';

/** The built web app (`npm run build`, which `npm test` runs first). */
const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

interface ServerEntry {
  renderPage(
    template: string,
    page: { url: string; origin: string; language: Language; api: (path: string, init: RequestInit) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> },
  ): Promise<{ status: number; html: string; renders: number } | null>;
}

/**
 * The built server render of each public page, reading the real gateway, content and auth-users:
 * a page whose URL names what it shows is rendered once, from data fetched before its render
 * (a render that only learns which queries the page asks for would cost as much again).
 */
describe('public pages rendered on the server', () => {
  let stack: Stack;
  let entry: ServerEntry;
  let template: string;
  let slug: string;

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST_DIR, SERVER_ENTRY))) throw new Error(`No server entry in ${WEB_DIST_DIR}: run npm run build first`);
    stack = await startStack({ services: ['auth-users', 'content'] });
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const res = await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack), { title: uniqueTitle('Kalium'), tags: ['elektrolyt'] }));
    expect(res.status).toBe(201);
    slug = res.body.data.slug;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built web app, as the gateway loads it
    entry = require(join(WEB_DIST_DIR, SERVER_ENTRY)) as ServerEntry;
    template = readFileSync(join(WEB_DIST_DIR, 'index.html'), 'utf8');
  });
  afterAll(() => stack?.close());

  /** Renders the page as an anonymous reader's, its API reads answered by the gateway. */
  async function render(url: string) {
    const page = await entry.renderPage(template, {
      url,
      origin: stack.origin,
      language: 'en',
      api: async (path) => {
        const res = await request(stack.server).get(`/api${path}`).set('Accept', 'application/json');
        return { ok: res.status >= 200 && res.status < 300, status: res.status, json: async () => res.body as unknown };
      },
    });
    if (!page) throw new Error(`${url} is not rendered on the server`);
    return page;
  }

  it.each([
    ['/', 200, 'Labmedicin'],
    ['/articles', 200, 'Kalium'],
    ['/articles?page=1', 200, 'Kalium'],
    ['/search?q=kalium', 200, 'Kalium'],
    ['/search', 200, 'Enter a search term'],
    ['/tags', 200, 'elektrolyt'],
    ['/tag/elektrolyt', 200, 'Kalium'],
    ['/profile/admin', 200, 'admin'],
    ['/profile/admin?tab=articles', 200, 'Kalium'],
    ['/about', 200, 'About Labmedicin'],
    ['/naming', 200, 'How the tests are named'],
    ['/article/finns-inte', 404, '404 - Article Not Found'],
    ['/tag/finns-inte', 404, 'finns-inte'],
    ['/profile/finns-inte', 404, 'User not found'],
    ['/finns-inte', 404, '404'],
  ])('%s: rendered once, %i', async (url, status, shown) => {
    const page = await render(url);
    expect({ url, status: page.status, renders: page.renders }).toEqual({ url, status, renders: 1 });
    expect(page.html).toContain(shown);
    // A page not found hydrates from its answer as a found one does, without asking again.
    expect(page.html).toContain('<script type="application/json" id="page-data">');
  });

  it('an article: rendered once, with its title', async () => {
    const page = await render(`/article/${slug}`);
    expect({ status: page.status, renders: page.renders }).toEqual({ status: 200, renders: 1 });
    expect(page.html).toContain('Kalium');
  });
});
