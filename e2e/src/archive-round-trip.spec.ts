import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngImage } from '@labmedicin/platform/testing';
import { archiveCli, readEntries, sha256, storesOf, writeEntries } from './support/archive';
import { adminSession, productionEngines, startProduct, type RunningProduct } from './support/product';

/**
 * Export and import on the command line, as an operator runs them on a stopped installation:
 * what a round trip keeps (embedded → embedded, embedded → production, production → embedded),
 * and the archives and installations an import refuses without changing anything.
 */

const MARKER = 'Arkivprovmarkör';
const reader = { username: 'arkivlasare', email: 'arkivlasare@e2e.labmedicin.test', password: 'arkivets-eget-losenord' };

interface ArticleRow {
  slug: string;
  title: string;
  version: number;
  status: string;
  language: string;
  category: unknown;
  translations: string[];
}

/** What a round trip must keep, as the API answers it to the admin. */
interface InstallationState {
  articles: ArticleRow[];
  revisionCounts: Record<string, number>;
  revisionTexts: string[];
  /** The marker article's analyses, now and in its first revision. */
  analyses: unknown[];
  comments: { content: string; status: string; article: unknown; author: unknown; createdAt: string }[];
  imageSha256: string;
  avatarSha256: string;
}

async function api<T>(baseUrl: string, path: string, cookie: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers: { cookie, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  return { status: response.status, body: (await response.json()) as T };
}

async function bytesAt(baseUrl: string, path: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function stateOf(product: RunningProduct, slug: string): Promise<InstallationState> {
  const cookie = await adminSession(product);
  const articles: ArticleRow[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await api<{ data: Record<string, unknown>[]; pagination: { pages: number } }>(product.baseUrl, `/articles?limit=100&page=${page}&sort=title&order=asc`, cookie);
    for (const a of body.data) {
      articles.push({
        slug: a.slug as string,
        title: a.title as string,
        version: a.version as number,
        status: a.status as string,
        language: a.language as string,
        category: a.category,
        translations: ((a.translations as { slug: string }[] | undefined) ?? []).map((t) => t.slug).sort(),
      });
    }
    if (page >= body.pagination.pages) break;
  }
  articles.sort((a, b) => a.slug.localeCompare(b.slug));
  const revisionCounts: Record<string, number> = {};
  for (const { slug: each } of articles) {
    revisionCounts[each] = (await api<{ pagination: { total: number } }>(product.baseUrl, `/articles/${each}/revisions?limit=1`, cookie)).body.pagination.total;
  }
  const revisionTexts: string[] = [];
  for (let version = 1; version <= revisionCounts[slug]; version += 1) {
    revisionTexts.push((await api<{ data: { content: string } }>(product.baseUrl, `/articles/${slug}/revisions/${version}`, cookie)).body.data.content);
  }
  const comments = (
    await api<{ data: { content: string; status: string; articleId: unknown; userId: unknown; createdAt: string }[] }>(product.baseUrl, '/admin/comments?limit=100', cookie)
  ).body.data.map(({ content, status, articleId, userId, createdAt }) => ({ content, status, article: articleId, author: userId, createdAt }));
  const article = (await api<{ data: { content: string; analyses: unknown[] } }>(product.baseUrl, `/articles/${slug}`, cookie)).body.data;
  const firstRevision = (await api<{ data: { analyses: unknown[] } }>(product.baseUrl, `/articles/${slug}/revisions/1`, cookie)).body.data;
  const image = /src="([^"]+)"/.exec(article.content)?.[1] ?? '';
  const profile = (await api<{ data: { avatar: string | null } }>(product.baseUrl, `/users/profile/${reader.username}`, cookie)).body.data;
  return {
    articles,
    revisionCounts,
    revisionTexts,
    analyses: [article.analyses, firstRevision.analyses],
    comments,
    imageSha256: sha256(await bytesAt(product.baseUrl, new URL(image, product.baseUrl).pathname)),
    avatarSha256: sha256(await bytesAt(product.baseUrl, new URL(profile.avatar ?? '', product.baseUrl).pathname)),
  };
}

/** A reader with an avatar and comments, and an admin's article with an image, three versions and the marker word. */
async function writeContent(product: RunningProduct): Promise<string> {
  const { baseUrl } = product;
  const admin = await adminSession(product);
  expect((await api(baseUrl, '/auth/register', '', { method: 'POST', body: JSON.stringify(reader) })).status).toBe(201);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: reader.email, password: reader.password }) });
  const readerCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const avatar = new FormData();
  avatar.append('avatar', new Blob([pngImage(40, 40, [20, 120, 200])], { type: 'image/png' }), 'avatar.png');
  expect((await fetch(`${baseUrl}/api/users/avatar`, { method: 'POST', headers: { cookie: readerCookie }, body: avatar })).status).toBe(201);
  const upload = new FormData();
  upload.append('image', new Blob([pngImage(64, 32, [200, 30, 30])], { type: 'image/png' }), 'kurva.png');
  upload.append('alt', 'Kalibreringskurva');
  const uploaded = await fetch(`${baseUrl}/api/articles/upload`, { method: 'POST', headers: { cookie: admin }, body: upload });
  expect(uploaded.status).toBe(201);
  const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
  const category = (await api<{ data: { _id: string }[] }>(baseUrl, '/categories', admin)).body.data[0]._id;
  // An analysis of the lab handbook, as structured fields of the article: NPU03230 and LOINC 2823-3 name potassium in plasma.
  const analyses = [{ designation: 'P-Kalium', npuCodes: ['NPU03230'], loincCodes: ['2823-3'], specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green' } }];
  const fields = { title: `${MARKER} i serum`, category, summary: 'Ett prov för arkivet.', status: 'published', tags: ['arkiv'], analyses };
  const created = await api<{ data: { slug: string; version: number } }>(baseUrl, '/articles', admin, {
    method: 'POST',
    body: JSON.stringify({ ...fields, content: `<p>${MARKER} första versionen.</p><p><img src="${imageUrl}" alt="Kalibreringskurva"></p>` }),
  });
  expect(created.status).toBe(201);
  let { slug, version } = created.body.data;
  for (const text of ['andra', 'tredje']) {
    const saved = await api<{ data: { slug: string; version: number } }>(baseUrl, `/articles/${slug}`, admin, {
      method: 'PUT',
      body: JSON.stringify({ ...fields, content: `<p>${MARKER} ${text} versionen.</p><p><img src="${imageUrl}" alt="Kalibreringskurva"></p>`, baseVersion: version }),
    });
    expect(saved.status).toBe(200);
    ({ slug, version } = saved.body.data);
  }
  for (const content of ['Tack, tydligt skrivet.', 'Gäller detta även plasma?']) {
    expect((await api(baseUrl, `/articles/${slug}/comments`, readerCookie, { method: 'POST', body: JSON.stringify({ content }) })).status).toBe(201);
  }
  const pending = (await api<{ data: { _id: string; content: string }[] }>(baseUrl, '/admin/comments?status=pending', admin)).body.data;
  const first = pending.find((comment) => comment.content === 'Tack, tydligt skrivet.');
  expect((await api(baseUrl, `/admin/comments/${first?._id}/approve`, admin, { method: 'PUT' })).status).toBe(200);
  return slug;
}

async function expectSignsIn(product: RunningProduct): Promise<void> {
  const login = await fetch(`${product.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: reader.email, password: reader.password }) });
  expect(login.status).toBe(200);
}

async function expectSearchFinds(product: RunningProduct, slug: string): Promise<void> {
  const { body } = await api<{ data: { slug: string }[] }>(product.baseUrl, `/articles/search?q=${encodeURIComponent(MARKER)}`, '');
  expect(body.data.map((hit) => hit.slug)).toContain(slug);
}

/** An empty data folder, imported into, and a product started on it. */
async function importedInto(archive: string, env: Record<string, string> = {}): Promise<{ product: RunningProduct; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-import-'));
  const run = await archiveCli(['import', archive], { DATA_DIR: dataDir, ...env });
  expect(run.output).toContain('imported');
  expect(run.code).toBe(0);
  return { product: await startProduct({ DATA_DIR: dataDir }), dataDir };
}

describe('export and import on the command line', () => {
  let work: string;
  let source: RunningProduct;
  let slug: string;
  let before: InstallationState;
  let archive: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'labmedicin-archive-'));
    archive = join(work, 'labmedicin.tar.gz');
    source = await startProduct();
    slug = await writeContent(source);
    before = await stateOf(source, slug);
    await source.restart(async () => {
      const run = await archiveCli(['export', '--out', archive], storesOf(source));
      expect(run.output).toContain('exported');
      expect(run.code).toBe(0);
    });
  }, 240_000);

  afterAll(async () => {
    await source?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('keeps everything from embedded to embedded: articles, versions, revisions, translations, images, avatars, comments, accounts, search', async () => {
    const { product, dataDir } = await importedInto(archive);
    try {
      expect(before.articles.some((a) => a.translations.length > 0)).toBe(true);
      expect(before.revisionTexts).toHaveLength(3);
      const potassium = expect.objectContaining({ designation: 'P-Kalium', npuCodes: ['NPU03230'], loincCodes: ['2823-3'] });
      expect(before.analyses).toEqual([[potassium], [potassium]]);
      expect(before.comments.map((c) => c.status).sort()).toEqual(['approved', 'pending']);
      expect(await stateOf(product, slug)).toEqual(before);
      await expectSignsIn(product);
      await expectSearchFinds(product, slug);
    } finally {
      await product.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  describe('refusals that change nothing', () => {
    const altered = async (name: string, change: (entries: { name: string; bytes: Buffer }[]) => void): Promise<string> => {
      const entries = await readEntries(archive);
      change(entries);
      const file = join(work, name);
      await writeEntries(file, entries);
      return file;
    };
    const manifestOf = (entries: { name: string; bytes: Buffer }[]) => entries.find((entry) => entry.name === 'manifest.json')!;

    it('refuses a non-empty installation (naming --replace), a tampered, a truncated and a newer archive, and undoes an import that fails midway', async () => {
      const tampered = await altered('tampered.tar.gz', (entries) => {
        const part = entries.find((entry) => entry.name.startsWith('content/articles/'))!;
        part.bytes = Buffer.from(part.bytes.toString('utf8').replace(`${MARKER} tredje`, `${MARKER} förfalskade`));
      });
      const newer = await altered('newer.tar.gz', (entries) => {
        const manifest = manifestOf(entries);
        manifest.bytes = Buffer.from(JSON.stringify({ ...JSON.parse(manifest.bytes.toString('utf8')), formatVersion: 2 }));
      });
      // Checksums that match, but an article twice: the store refuses it after the categories are written.
      const failsMidway = await altered('fails-midway.tar.gz', (entries) => {
        const part = entries.find((entry) => entry.name.startsWith('content/articles/'))!;
        const firstLine = part.bytes.toString('utf8').split('\n')[0];
        part.bytes = Buffer.concat([part.bytes, Buffer.from(`${firstLine}\n`)]);
        const manifest = JSON.parse(manifestOf(entries).bytes.toString('utf8')) as { entries: { name: string; size: number; sha256: string; records?: number }[] };
        const facts = manifest.entries.find((entry) => entry.name === part.name)!;
        Object.assign(facts, { size: part.bytes.length, sha256: sha256(part.bytes), records: (facts.records ?? 0) + 1 });
        manifestOf(entries).bytes = Buffer.from(JSON.stringify(manifest));
      });
      const truncated = join(work, 'truncated.tar.gz');
      const whole = await readFile(archive);
      await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));

      await source.restart(async () => {
        const stores = storesOf(source);
        const notEmpty = await archiveCli(['import', archive], stores);
        expect(notEmpty.code).toBe(1);
        expect(notEmpty.output).toContain('--replace');
        const unconfirmed = await archiveCli(['import', archive, '--replace'], stores);
        expect(unconfirmed.code).toBe(1);
        expect(unconfirmed.output).toContain('--yes');
        const checksum = await archiveCli(['import', tampered, '--replace', '--yes'], stores);
        expect(checksum.code).toBe(1);
        expect(checksum.output).toMatch(/SHA-256 of content\/articles\/\d+\.jsonl/);
        const cut = await archiveCli(['import', truncated, '--replace', '--yes'], stores);
        expect(cut.code).toBe(1);
        expect(cut.output).toContain('damaged or truncated');
        const future = await archiveCli(['import', newer, '--replace', '--yes'], stores);
        expect(future.code).toBe(1);
        expect(future.output).toContain('format version 2');
        const midway = await archiveCli(['import', failsMidway, '--replace', '--yes'], stores);
        expect(midway.code).toBe(1);
        expect(midway.output).toContain('put back as it was');
      });
      expect(await stateOf(source, slug)).toEqual(before);
      await expectSignsIn(source);
    }, 300_000);
  });

  const engines = productionEngines();
  (engines ? describe : describe.skip)('on the production engines', () => {
    it('keeps everything from embedded to an empty production installation, then from production back to embedded', async () => {
      // The stores' space of its own on the engines (MongoDB databases, indices, bucket), empty until the import.
      const space = `archive${Date.now().toString(36)}`;
      const { REDIS_URL: _transport, ...stores } = engines ?? {};
      const productionStores = { ...stores, MONGO_DATABASE_PREFIX: space, SEARCH_INDEX_PREFIX: space, S3_BUCKET: space };
      const imported = await archiveCli(['import', archive], { ...productionStores, DATA_DIR: join(work, 'production-work') });
      expect(imported.output).toContain('imported');
      expect(imported.code).toBe(0);
      const production = await startProduct(productionStores);
      const back = join(work, 'from-production.tar.gz');
      try {
        expect(await stateOf(production, slug)).toEqual(before);
        await expectSignsIn(production);
        await expectSearchFinds(production, slug);
        await production.restart(async () => {
          const run = await archiveCli(['export', '--out', back], { ...productionStores, DATA_DIR: join(work, 'production-work') });
          expect(run.code).toBe(0);
        });
      } finally {
        await production.stop();
      }
      const { product, dataDir } = await importedInto(back);
      try {
        expect(await stateOf(product, slug)).toEqual(before);
        await expectSignsIn(product);
        await expectSearchFinds(product, slug);
      } finally {
        await product.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 400_000);
  });
});
