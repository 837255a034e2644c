import { API_BASE, LANGUAGE_CHOICE, UPLOADS_PATH } from '@labmedicin/contracts';
import { adminSession } from './support/product';
import { useProduct } from './support/profiles';
import { apiRouteRequests, apiRoutes, pageRequests, send, type Answer, type HostileRequest } from './support/hostile-requests';

/**
 * Every route of the API (the contracts' route table, so a new route is probed without a change
 * here) and every page (the sitemap's and those it does not list) gets oversized, malformed and
 * hostile input: a wrong input is answered 4xx (the API's with its error body and code), none
 * with a 5xx, while a second client reading ordinary pages and articles meanwhile gets 200 each
 * time.
 */

/**
 * Addresses the sitemap does not list: search, profiles, the browser-rendered pages, the language
 * switch, uploaded files, an unknown page, the discovery files and the API's documentation. (Not
 * /livez and /readyz: answered ahead of everything from the path alone, they read no input.)
 */
const UNLISTED_PAGES = [
  '/search',
  '/profile/:username',
  '/profile/edit',
  '/login',
  '/register',
  '/admin/*',
  LANGUAGE_CHOICE.path,
  `${UPLOADS_PATH}/:name`,
  '/saved',
  '/offline',
  '/no-such-page',
  '/sitemap.xml',
  '/robots.txt',
  '/api/docs',
  '/api/docs-json',
];

/** Requests in flight at once: enough to keep the gateway busy, few enough that a loaded machine answers each in time. */
const CONCURRENCY = 8;

interface Finding {
  request: string;
  answer: string;
}

function describeRequest({ method, path, label, asAdmin }: HostileRequest): string {
  const shown = path.length > 100 ? `${path.slice(0, 100)}…(${path.length})` : path;
  return `${method} ${shown} [${label}]${asAdmin ? ' as admin' : ''}`;
}

/** What is wrong with the answer to a hostile request, or null. */
function findingOf(request: HostileRequest, answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return `${status} ${answer.body.slice(0, 200)}`;
  if (request.expect === 'refused' && (status < 400 || status >= 500)) return `${status}: the input is wrong, so 4xx`;
  if (request.api && status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${status} without the API's error body: ${answer.body.slice(0, 120)}`;
    }
    // The FHIR catalogue answers failures as FHIR's OperationOutcome, the API's code as its diagnostics.
    const outcome = (body ?? {}) as { resourceType?: unknown; issue?: { diagnostics?: unknown }[] };
    if (request.path.startsWith('/api/fhir/') && outcome.resourceType === 'OperationOutcome') {
      const diagnostics = outcome.issue?.[0]?.diagnostics;
      return typeof diagnostics === 'string' && /^[A-Z][A-Z_]+$/.test(diagnostics) ? null : `${status} with an OperationOutcome without the API's code: ${answer.body.slice(0, 120)}`;
    }
    const { success, code } = (body ?? {}) as { success?: unknown; code?: unknown };
    if (success !== false || typeof code !== 'string' || !/^[A-Z][A-Z_]+$/.test(code)) return `${status} with a body that is not the API's error: ${answer.body.slice(0, 120)}`;
  }
  return null;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Turns a page of the sitemap into a template of its kind: `/article/x` → `/article/:article`. */
function templateOf(path: string): string {
  const segments = path.split('/');
  return segments.length > 2 ? `/${segments[1]}/:${segments[1]}` : path;
}

/**
 * What a wrong input must leave as it was: the articles (drafts too), users, categories and tags,
 * and the admin's own account, by their ids and the fields a write would change. Not when the
 * admin's profile was last saved: a profile PUT whose keys are all ones it ignores (the prototype
 * probe) saves the empty profile, as it was.
 */
async function storedState(base: string, adminCookie: string): Promise<unknown> {
  const read = async (path: string) => {
    const answer = await send(base, { method: 'GET', path, headers: { cookie: adminCookie } });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body) as { data?: unknown; user?: unknown; pagination?: { total: number } };
  };
  const articles = await read('/api/articles?limit=100');
  const pick = (items: unknown, fields: string[]) =>
    (items as Record<string, unknown>[]).map((item) => Object.fromEntries(fields.map((field) => [field, item[field]])));
  return {
    articles: { total: articles.pagination?.total, page: pick(articles.data, ['_id', 'slug', 'title', 'status', 'version', 'updatedAt']) },
    users: pick((await read('/api/users/admin')).data, ['_id', 'username', 'email', 'role']),
    categories: (await read('/api/categories')).data,
    tags: (await read('/api/tags')).data,
    admin: { ...((await read('/api/auth/me')).user as object), updatedAt: undefined },
  };
}

describe('hostile input to every route (embedded profile)', () => {
  const { product } = useProduct({ browser: false });

  it('answers every wrong input with a 4xx, never a 5xx, while readers read', async () => {
    const base = product.baseUrl;
    const adminCookie = await adminSession(product);

    const list = await send(base, { method: 'GET', path: '/api/articles?limit=1' });
    const slug = (JSON.parse(list.body) as { data: { slug: string }[] }).data[0].slug;
    const sitemap = await send(base, { method: 'GET', path: '/sitemap.xml' });
    const sitemapPaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, '&')).pathname);
    expect(sitemapPaths.length).toBeGreaterThan(5);
    const pageTemplates = [...new Set([...sitemapPaths.map(templateOf), ...UNLISTED_PAGES])];

    // The API's documentation is made from the same table: every operation it lists is probed.
    const docs = JSON.parse((await send(base, { method: 'GET', path: '/api/docs-json' })).body) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(docs.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const probed = new Set(apiRoutes().map((route) => `${route.method} ${API_BASE}${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`));
    expect(documented.filter((operation) => !probed.has(operation))).toEqual([]);

    const requests = [...apiRoutes().flatMap(apiRouteRequests), ...pageTemplates.flatMap(pageRequests)];
    const before = await storedState(base, adminCookie);
    // The reads whose answers must stay 200 throughout.
    const reads = ['/api/articles', `/api/articles/${slug}`, '/api/categories', '/api/tags', `/article/${slug}`, '/', `/api/articles/search?q=kalium`];

    const readFailures: string[] = [];
    let readCount = 0;
    let probing = true;
    const reader = (async () => {
      for (let i = 0; probing; i++) {
        const path = reads[i % reads.length];
        try {
          const answer = await send(base, { method: 'GET', path });
          if (answer.status !== 200) readFailures.push(`${path}: ${answer.status} ${answer.body.slice(0, 120)}`);
        } catch (error) {
          readFailures.push(`${path}: ${(error as Error).message}`);
        }
        readCount++;
      }
    })();

    const findings: Finding[] = [];
    await inPool(requests, CONCURRENCY, async (request) => {
      const headers: Record<string, string> = { ...request.headers };
      if (request.asAdmin) {
        headers.cookie = [adminCookie, headers.cookie].filter(Boolean).join('; ');
        // As the SPA sends its writes: from the gateway's own origin (the CSRF check).
        headers.origin ??= base;
      }
      try {
        const answer = await send(base, { ...request, headers });
        const finding = findingOf(request, answer);
        if (finding) findings.push({ request: describeRequest(request), answer: finding });
      } catch (error) {
        findings.push({ request: describeRequest(request), answer: `no answer: ${(error as Error).message}` });
      }
    });
    probing = false;
    await reader;

    expect({ findings, readFailures }).toEqual({ findings: [], readFailures: [] });
    expect(readCount).toBeGreaterThan(reads.length);
    // Nothing was written, and the admin's session survived (nothing signed the admin out or changed the password).
    expect(await storedState(base, adminCookie)).toEqual(before);
    expect(requests.length).toBeGreaterThan(1000);
    expect(pageTemplates.some((t) => t.includes('/:'))).toBe(true);
  }, 240_000);
});
