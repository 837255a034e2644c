import { spawn, type ChildProcess } from 'node:child_process';
import { LIMITS } from '@labmedicin/contracts';
import { newPage } from './support/browser';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct, type Profile } from './support/profiles';
import { interactive, logIn } from './support/screens';

/**
 * A large article save never takes the site down: the largest article the product accepts (each
 * of its HTML fields at LIMITS.articleHtmlMax characters of the markup that costs the sanitizer
 * most per byte) is saved while readers read what needs content (uncached lists, searches and
 * article pages), once, three at once, and three at once with two busy loops taking the machine's
 * CPU. Every read answers 200 and every save is answered 200 and stored. The breaker is at its
 * default (the other browser files widen it for a loaded machine): content answers its health
 * because the sanitizing runs on its worker threads. On the embedded profile and the production
 * engines (two replicas of every process). An article over the limit is refused with 413 and
 * stored nowhere; the editor (in Chromium, embedded profile) says so before it sends anything.
 */
const LARGEST_HTML = '<b>x</b>'.repeat(Math.floor(LIMITS.articleHtmlMax / '<b>x</b>'.length));
/** The product's default breaker: a service silent for half of this counts as down. */
const DEFAULT_SERVICE_TIMEOUT = { SERVICE_TIMEOUT_MS: '1000' };

interface Read {
  path: string;
  status: number | null;
}

describeOnProfiles('large article saves while readers read (%s profile)', ['embedded', 'production'], (profile: Profile) => {
  const { product, browser } = useProduct({ profile, browser: profile === 'embedded', env: () => DEFAULT_SERVICE_TIMEOUT });
  let cookie: string;
  let category: string;
  let page = 0;
  const busyLoops: ChildProcess[] = [];

  beforeAll(async () => {
    cookie = await adminSession(product);
    category = ((await (await fetch(`${product.baseUrl}/api/categories`)).json()) as { data: { _id: string }[] }).data[0]._id;
  });

  afterEach(() => {
    for (const loop of busyLoops.splice(0)) loop.kill('SIGKILL');
  });

  const fields = (title: string) => ({ title, category, summary: 'En artikel så stor som produkten tar emot.', content: '<p>Kort.</p>', status: 'published' });

  async function send(method: string, path: string, body: unknown): Promise<{ status: number; data?: { slug: string; version: number; content: string } }> {
    const response = await fetch(`${product.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    return { status: response.status, ...((await response.json()) as { data?: { slug: string; version: number; content: string } }) };
  }

  async function create(title: string): Promise<string> {
    const created = await send('POST', '/api/articles', fields(title));
    expect(created.status).toBe(201);
    return created.data!.slug;
  }

  /**
   * Readers asking, one after the other each, for what content answers and no cache has: a new page
   * of the list, a search, an article page rendered on the server; through every gateway.
   */
  function readWhile(done: () => boolean): Promise<Read[]> {
    const reads: Read[] = [];
    const reader = async (gateway: string) => {
      while (!done()) {
        page += 1;
        for (const path of [`/api/articles?limit=1&page=${page}`, `/api/articles/search?q=kalium&page=${page}`, `/articles?page=${page}`]) {
          const status = await fetch(`${gateway}${path}`, { signal: AbortSignal.timeout(30_000) }).then(
            async (response) => (await response.arrayBuffer(), response.status),
            () => null,
          );
          reads.push({ path, status });
        }
      }
    };
    return Promise.all(product.baseUrls.flatMap((gateway) => [reader(gateway), reader(gateway)])).then(() => reads);
  }

  /** Saves the largest accepted article into each of `slugs` at once while readers read; answers the saves and the reads. */
  async function saveLargestWhileReading(slugs: string[]) {
    let saving = true;
    const reading = readWhile(() => !saving);
    const saves = await Promise.all(
      slugs.map((slug) =>
        send('PUT', `/api/articles/${slug}`, { ...fields(`Stor ${slug}`), content: LARGEST_HTML, clinicalSignificance: LARGEST_HTML, interpretation: LARGEST_HTML, baseVersion: 1 }),
      ),
    );
    saving = false;
    return { saves, reads: await reading };
  }

  async function expectStoredLargest(slug: string): Promise<void> {
    const stored = await fetch(`${product.baseUrl}/api/articles/${slug}`, { headers: { cookie } });
    expect(stored.status).toBe(200);
    const { data } = (await stored.json()) as { data: { version: number; content: string; interpretation: string } };
    expect([data.version, data.content.length, data.interpretation.length]).toEqual([2, LIMITS.articleHtmlMax, LIMITS.articleHtmlMax]);
  }

  const failed = (reads: Read[]) => reads.filter((read) => read.status !== 200);

  it('answers every read with 200 while the largest accepted article is saved', async () => {
    const slug = await create(`Stor artikel ${profile}`);
    const { saves, reads } = await saveLargestWhileReading([slug]);
    expect(saves.map((save) => save.status)).toEqual([200]);
    expect(reads.length).toBeGreaterThan(3);
    expect(failed(reads)).toEqual([]);
    await expectStoredLargest(slug);
  });

  it('answers every read with 200 while three such saves run at once', async () => {
    const slugs = [await create(`Stor A ${profile}`), await create(`Stor B ${profile}`), await create(`Stor C ${profile}`)];
    const { saves, reads } = await saveLargestWhileReading(slugs);
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200]);
    expect(failed(reads)).toEqual([]);
    for (const slug of slugs) await expectStoredLargest(slug);
  });

  it('answers every read with 200 while three such saves run at once beside two busy loops', async () => {
    const slugs = [await create(`Stor D ${profile}`), await create(`Stor E ${profile}`), await create(`Stor F ${profile}`)];
    // Killed after the test; each ends by itself after a minute should the test process die first.
    for (let n = 0; n < 2; n += 1) busyLoops.push(spawn(process.execPath, ['-e', 'for (const end = Date.now() + 60_000; Date.now() < end; );'], { stdio: 'ignore' }));
    const { saves, reads } = await saveLargestWhileReading(slugs);
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200]);
    expect(failed(reads)).toEqual([]);
    for (const slug of slugs) await expectStoredLargest(slug);
  });

  it('refuses an article over the limit with 413 ARTICLE_TOO_LARGE and stores nothing of it', async () => {
    const slug = await create(`För stor ${profile}`);
    const over = `${LARGEST_HTML}<b>x</b>`;
    const refused = await send('PUT', `/api/articles/${slug}`, { ...fields(`För stor ${profile}`), content: over, baseVersion: 1 });
    expect(refused).toMatchObject({ status: 413, code: 'ARTICLE_TOO_LARGE', fieldCodes: { content: 'articleTooLarge' } });
    const created = await send('POST', '/api/articles', { ...fields(`Aldrig sparad ${profile}`), interpretation: over });
    expect(created).toMatchObject({ status: 413, code: 'ARTICLE_TOO_LARGE', fieldCodes: { interpretation: 'articleTooLarge' } });

    const stored = (await (await fetch(`${product.baseUrl}/api/articles/${slug}`, { headers: { cookie } })).json()) as { data: { version: number; content: string } };
    expect([stored.data.version, stored.data.content]).toEqual([1, '<p>Kort.</p>']);
    const list = (await (await fetch(`${product.baseUrl}/api/articles?search=${encodeURIComponent(`Aldrig sparad ${profile}`)}&status=`, { headers: { cookie } })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
    // Far over what the gateway reads at all: refused unread.
    const huge = await send('POST', '/api/articles', { ...fields(`Enorm ${profile}`), content: `<p>${'x'.repeat(2_000_000)}</p>` });
    expect(huge).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
  });

  // The editor is the same on every profile: once, in Chromium, on the embedded one.
  if (profile === 'embedded') {
    it('shows the size message in the editor and sends nothing when the content is over the limit', async () => {
      const slug = await create('I redigeraren');
      const page = await newPage(browser);
      await logIn(page, product.baseUrl, product.admin);
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/articles')) writes.push(`${request.method()} ${request.url()}`);
      });
      await page.goto(`${product.baseUrl}/admin/edit/${slug}`);
      await interactive(page);
      const content = page.getByRole('textbox', { name: 'Innehåll', exact: true });
      await content.getByText('Kort.').waitFor();
      await content.click();
      await page.keyboard.press('Control+A');
      // One paragraph of this many letters is over the limit by its own markup.
      await page.keyboard.insertText('x'.repeat(LIMITS.articleHtmlMax));
      await page.getByRole('button', { name: 'Spara som utkast', exact: true }).click();
      await page.getByText('Texten får ha högst 200 000 tecken, märkning inräknad').waitFor();

      expect(writes).toEqual([]);
      const stored = (await (await fetch(`${product.baseUrl}/api/articles/${slug}`, { headers: { cookie } })).json()) as { data: { version: number } };
      expect(stored.data.version).toBe(1);
      await page.close();
    });
  }
});
