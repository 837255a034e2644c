import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Page } from 'playwright-core';
import { extract } from 'tar-stream';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { adminSession, type RunningProduct } from './support/product';
import { useProduct } from './support/profiles';

// What this suite writes carries a name of its own run.
const RUN = Date.now().toString(36);
const TITLE = `Arkiverad kaliumartikel ${RUN}`;

interface Manifest {
  format: string;
  formatVersion: number;
  counts: Record<string, number>;
  entries: { name: string; size: number; sha256: string }[];
}

/** Every entry of a .tar.gz archive, by name, with its bytes. */
async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  reader.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(createReadStream(file), createGunzip(), reader);
  return entries;
}

/** A user of the role, made by the admin, signed in: their session cookie. */
async function sessionOf(product: RunningProduct, adminCookie: string, role: 'user' | 'contributor'): Promise<string> {
  const account = { username: `${role}${RUN}`, email: `${role}-${RUN}@e2e.labmedicin.test`, password: `${role}-password-${RUN}`, role };
  const made = await fetch(`${product.baseUrl}/api/users/admin`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: adminCookie }, body: JSON.stringify(account) });
  expect(made.status).toBe(201);
  const login = await fetch(`${product.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(login.status).toBe(200);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

async function searchTotal(product: RunningProduct, text: string): Promise<number> {
  const answer = (await (await fetch(`${product.baseUrl}/api/articles/search?q=${encodeURIComponent(text)}`)).json()) as { pagination?: { total: number } };
  return answer.pagination?.total ?? 0;
}

async function signInInBrowser(page: Page, product: RunningProduct): Promise<void> {
  await page.goto(`${product.baseUrl}/login`);
  await page.getByLabel('Email').fill(product.admin.email);
  await page.getByLabel('Password').fill(product.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * The admin area's export and import in Chromium against two running installations (embedded
 * profile): on the first, an admin clicks "Export everything" and the download is the archive the
 * command line writes (its manifest read, every entry's SHA-256 checked); users and contributors
 * get 403 and anonymous callers 401 from the API. A second installation, new, refuses a truncated
 * archive before writing anything, then takes the download on its import page: the article written
 * on the first is there and search finds it. The first, which holds an article of its own, refuses
 * an import as not empty.
 */
describe('export everything and import in the admin area (embedded profile)', () => {
  const { product: source, browser } = useProduct();
  const { product: target } = useProduct({ browser: false });
  let work: string;
  let archive: string;
  let slug: string;
  let sourceAdmin: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'labmedicin-archive-e2e-'));
    sourceAdmin = await adminSession(source);
    const category = ((await (await fetch(`${source.baseUrl}/api/categories`)).json()) as { data: { _id: string }[] }).data[0]._id;
    const created = await fetch(`${source.baseUrl}/api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sourceAdmin },
      body: JSON.stringify({ title: TITLE, category, summary: 'Skrivs i den första installationen och följer med arkivet.', content: '<p>Kalium i plasma.</p>', status: 'published' }),
    });
    expect(created.status).toBe(201);
    slug = ((await created.json()) as { data: { slug: string } }).data.slug;
  });

  afterAll(() => rm(work, { recursive: true, force: true }));

  it('downloads the whole installation as a valid archive when the admin clicks "Export everything"', async () => {
    const page = await newPage(browser, 'en-US');
    await signInInBrowser(page, source);
    await page.goto(`${source.baseUrl}/admin/archive`);
    await page.getByRole('heading', { name: 'Export and import' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export everything' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^labmedicin-\d{8}-\d{6}\.tar\.gz$/);
    archive = join(work, download.suggestedFilename());
    await download.saveAs(archive);
    await page.context().close();

    const entries = await entriesOf(archive);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? 'null') as Manifest;
    expect(manifest).toMatchObject({ format: 'labmedicin-archive', formatVersion: 1 });
    for (const { name, size, sha256 } of manifest.entries) {
      const bytes = entries.get(name);
      expect([name, bytes?.length, bytes && createHash('sha256').update(bytes).digest('hex')]).toEqual([name, size, sha256]);
    }
    const articles = [...entries]
      .filter(([name]) => /^content\/articles\/\d{6}\.jsonl$/.test(name))
      .flatMap(([, bytes]) => bytes.toString('utf8').split('\n').filter((line) => line !== ''));
    expect(articles.map((line) => (JSON.parse(line) as { title: string }).title)).toContain(TITLE);
    expect(manifest.counts['content/articles']).toBe(articles.length);
    expect(manifest.counts['auth-users/users']).toBeGreaterThanOrEqual(1);
  });

  it('answers the download to admins only: 401 anonymous, 403 for users and contributors', async () => {
    const url = `${source.baseUrl}/api/admin/archive`;
    const anonymous = await fetch(url);
    expect([anonymous.status, ((await anonymous.json()) as { code: string }).code]).toEqual([401, 'NOT_LOGGED_IN']);
    for (const role of ['user', 'contributor'] as const) {
      const answer = await fetch(url, { headers: { cookie: await sessionOf(source, sourceAdmin, role) } });
      expect([role, answer.status, answer.headers.get('content-disposition')]).toEqual([role, 403, null]);
    }
    const admin = await fetch(url, { headers: { cookie: sourceAdmin } });
    expect([admin.status, admin.headers.get('content-type'), admin.headers.get('content-disposition')]).toEqual([
      200,
      'application/gzip',
      expect.stringMatching(/^attachment; filename="labmedicin-.+\.tar\.gz"$/),
    ]);
    await admin.arrayBuffer();
  });

  it('refuses a truncated archive on the new installation before writing anything', async () => {
    const truncated = join(work, 'truncated.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const page = await newPage(browser, 'en-US');
    await signInInBrowser(page, target);
    await page.goto(`${target.baseUrl}/admin/archive`);
    await page.getByLabel('Archive file (.tar.gz)').setInputFiles(truncated);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('The archive was not imported').waitFor();
    expect(await alert.textContent()).toMatch(/damaged or incomplete|does not match its manifest/);
    await page.context().close();
    expect((await fetch(`${target.baseUrl}/api/articles/${slug}`)).status).toBe(404);
  });

  it("brings the first installation's articles into the new one on its import page, search included", async () => {
    const page = await newPage(browser, 'en-US');
    await signInInBrowser(page, target);
    await page.goto(`${target.baseUrl}/admin/archive`);
    await page.getByLabel('Archive file (.tar.gz)').setInputFiles(archive);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // The import checks the archive, keeps a copy of what it replaces, then writes: long on a loaded machine.
    const outcome = page.getByRole('status').or(page.getByRole('alert'));
    await outcome.waitFor({ timeout: 180_000 });
    expect(await outcome.textContent()).toMatch(/^The archive is imported: \d+ articles\./);
    await page.context().close();

    const article = await fetch(`${target.baseUrl}/api/articles/${slug}`);
    expect([article.status, ((await article.json()) as { data?: { title: string } }).data?.title]).toEqual([200, TITLE]);
    expect(await eventually(() => searchTotal(target, `Arkiverad kaliumartikel ${RUN}`), (total) => total > 0)).toBeGreaterThan(0);
    // The accounts came with the archive: the first installation's admin signs in on the second.
    expect((await fetch(`${target.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(source.admin) })).status).toBe(200);
  }, 240_000);

  it('refuses an import into an installation that holds data of its own, and changes nothing', async () => {
    const form = new FormData();
    form.append('archive', new Blob([await readFile(archive)], { type: 'application/gzip' }), 'again.tar.gz');
    const answer = await fetch(`${source.baseUrl}/api/admin/archive`, { method: 'POST', headers: { cookie: sourceAdmin, origin: source.baseUrl }, body: form });
    expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([409, 'ARCHIVE_TARGET_NOT_EMPTY']);
    expect((await fetch(`${source.baseUrl}/api/articles/${slug}`)).status).toBe(200);
    const me = (await (await fetch(`${source.baseUrl}/api/auth/me`, { headers: { cookie: sourceAdmin } })).json()) as { user?: { email: string } };
    expect(me.user?.email).toBe(source.admin.email);
  });
});
