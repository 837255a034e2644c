import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { eventually } from './support/eventually';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * The production profile with two replicas of every service and two gateways, as a cluster's
 * faults leave it: content stopped and content frozen (the pages that need it answer 503 within
 * 2 s, the others 200, and everything answers within 10 s of its return), every service drained
 * in turn under reads and writes (nothing acknowledged lost, no read failing twice), and Redis
 * stopped for 20 s (the gateways live, not ready, and back by themselves). Needs the engines
 * `npm test` brings up (ENGINES_ENV_FILE).
 */
const ROOT = resolve(__dirname, '../..');
const SERVICES = ['auth-users', 'content', 'media', 'comments'] as const;
const RUN = Date.now().toString(36);

/** How soon a page that needs a down service must answer 503 (SERVICE_TIMEOUT_MS is 1 s here). */
const UNAVAILABLE_WITHIN_MS = 2_000;
/** How soon after a service's return everything must answer again. */
const BACK_WITHIN_MS = 10_000;

interface Timed {
  status: number;
  ms: number;
  body: string;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
  const body = await response.text();
  return { status: response.status, ms: Date.now() - started, body };
}

/** Polls until `probe` holds (a probe that throws has not held yet); fails with `what` at the deadline. */
async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const held = await eventually(() => probe().catch(() => false), (answer) => answer, timeoutMs);
  if (!held) throw new Error(`${what}: not within ${timeoutMs} ms`);
}

describeOnProfiles('%s profile, two replicas: a service down or frozen, drains, Redis stopped', ['production'], () => {
  // Tighter than the breaker's default (1.5 s), which the other browser tests widen for a loaded machine.
  const { product } = useProduct({ profile: 'production', browser: false, env: () => ({ SERVICE_TIMEOUT_MS: '1000' }) });
  let cookie: string;
  let category: string;
  /** Published articles no one has read yet: each page asked for here is rendered, not taken from the cache. */
  let unread: string[];

  beforeAll(async () => {
    cookie = await adminSession(product);
    category = ((await (await fetch(`${product.baseUrl}/api/categories`)).json()) as { data: { _id: string }[] }).data[0]._id;
    const page = (await (await fetch(`${product.baseUrl}/api/articles?status=published&limit=50`)).json()) as { data: { slug: string }[] };
    unread = page.data.map((article) => article.slug);
  });

  /** The launcher's children running one app's dist/main.js. */
  function replicaPids(app: string): number[] {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(product.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(`apps/${app}/dist/main.js`))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  }

  /** The operations port of a service's replica (npm start's block: gateway, auth-users, content, media, comments, then the next replica). */
  function opsUrl(app: (typeof SERVICES)[number] | 'gateway', replica: number): string {
    return `http://127.0.0.1:${product.opsPortBase + replica * 5 + ['gateway', ...SERVICES].indexOf(app)}`;
  }

  /** While content is out: what a reader gets on every gateway. */
  async function expectContentOut(): Promise<void> {
    for (const baseUrl of product.baseUrls) {
      const slug = unread.shift() as string;
      const article = await timed(`${baseUrl}/article/${slug}`);
      expect([`/article/${slug}`, article.status]).toEqual([`/article/${slug}`, 503]);
      expect(article.ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
      const read = await timed(`${baseUrl}/api/articles/${unread.shift() as string}`);
      expect(read.status).toBe(503);
      expect(JSON.parse(read.body)).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(read.ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
      // The gateway stays ready: its readiness is its own session store, object store and Redis, never a service.
      for (const path of ['/', '/about', '/login', '/profile/admin', '/livez', '/readyz']) {
        const page = await timed(`${baseUrl}${path}`);
        expect([path, page.status]).toEqual([path, 200]);
        expect(page.ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
      }
    }
  }

  /** Within BACK_WITHIN_MS of `since`, an article page never rendered before answers 200 on every gateway, and its API read too. */
  async function expectBackSince(since: number): Promise<void> {
    for (const baseUrl of product.baseUrls) {
      await waitFor(`${baseUrl} renders an article again`, async () => (await timed(`${baseUrl}/article/${unread[0]}`)).status === 200, since + BACK_WITHIN_MS - Date.now());
      unread.shift();
      expect((await timed(`${baseUrl}/api/articles/${unread.shift() as string}`)).status).toBe(200);
    }
    expect(Date.now() - since).toBeLessThan(BACK_WITHIN_MS);
  }

  it('answers 503 within 2 s for what needs content while it is stopped, 200 for the rest, and everything within 10 s of its return', async () => {
    const content = replicaPids('content');
    expect(content).toHaveLength(2);
    // Held, the launcher starts no replica again until the test lets it: content stays down.
    process.kill(product.pid, 'SIGSTOP');
    try {
      for (const pid of content) process.kill(pid, 'SIGKILL');
      await expectContentOut();
    } finally {
      process.kill(product.pid, 'SIGCONT');
    }
    // Back once a content replica is ready again (started again by the launcher).
    await waitFor('a content replica ready', async () => (await fetch(`${opsUrl('content', 0)}/readyz`)).ok || (await fetch(`${opsUrl('content', 1)}/readyz`)).ok, 60_000);
    await expectBackSince(Date.now());
  }, 120_000);

  it('answers the same while content is frozen, and everything within 10 s of it going on', async () => {
    await waitFor('both content replicas ready', async () => (await fetch(`${opsUrl('content', 0)}/readyz`)).ok && (await fetch(`${opsUrl('content', 1)}/readyz`)).ok, 60_000);
    const content = replicaPids('content');
    expect(content).toHaveLength(2);
    for (const pid of content) process.kill(pid, 'SIGSTOP');
    try {
      await expectContentOut();
    } finally {
      for (const pid of content) process.kill(pid, 'SIGCONT');
    }
    await expectBackSince(Date.now());
  }, 120_000);

  it('loses no acknowledged write and fails no read twice while one replica of each service after the other is drained and started again', async () => {
    const acknowledged: { slug: string; version: number; content: string }[] = [];
    const readFailures: string[] = [];
    /** Why writes were not acknowledged: said when no write goes through. */
    const refused: string[] = [];
    let reads = 0;
    let draining = true;
    const headers = { 'content-type': 'application/json', cookie };

    const writer = async (w: number) => {
      for (let n = 0, turn = w; draining; n += 1) {
        const fields = { title: `Dränering ${RUN} ${w}-${n}`, category, summary: 'Skriven under en dränering.', status: 'published', tags: [] };
        const baseUrl = product.baseUrls[(turn += 1) % product.baseUrls.length];
        const created = await fetch(`${baseUrl}/api/articles`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...fields, content: `<p>${w}-${n} v1</p>` }),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        if (created?.status !== 201) {
          refused.push(`${created?.status ?? 'no answer'} ${created ? await created.text() : ''}`.slice(0, 200));
          continue;
        }
        const article = ((await created.json()) as { data: { slug: string; version: number } }).data;
        acknowledged.push({ slug: article.slug, version: article.version, content: `<p>${w}-${n} v1</p>` });
        const content = `<p>${w}-${n} v2</p>`;
        const saved = await fetch(`${product.baseUrls[(turn += 1) % product.baseUrls.length]}/api/articles/${article.slug}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...fields, content, baseVersion: article.version }),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        if (saved?.status === 200) acknowledged.push({ slug: article.slug, version: ((await saved.json()) as { data: { version: number } }).data.version, content });
      }
    };
    // Each read needs one service; a read that fails is tried once more, on the other gateway.
    const readPaths = ['/api/auth/me', '/api/users/admin', '/api/media', '/api/admin/comments', '/api/categories', '/api/articles?status=draft'];
    const reader = async (r: number) => {
      for (let n = r; draining; n += 1) {
        const path = readPaths[n % readPaths.length];
        const tries = [product.baseUrls[n % 2], product.baseUrls[(n + 1) % 2]];
        let ok = false;
        for (const baseUrl of tries) {
          const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) }).catch(() => null);
          await response?.arrayBuffer();
          if (response?.status === 200) {
            ok = true;
            break;
          }
        }
        reads += 1;
        if (!ok) readFailures.push(path);
      }
    };
    const load = Promise.all([...[0, 1, 2].map(writer), ...[0, 1, 2].map(reader)]);
    try {
      for (const app of SERVICES) {
        const [drained, other] = replicaPids(app);
        expect(other).toBeDefined();
        const writesBefore = acknowledged.length;
        process.kill(drained, 'SIGTERM');
        // The launcher starts it again, as an orchestrator would; the next drain waits for it to be ready.
        await waitFor(`${app} started again`, async () => {
          const pids = replicaPids(app);
          return pids.length === 2 && !pids.includes(drained);
        }, 60_000);
        await waitFor(`${app} replicas ready`, async () => (await fetch(`${opsUrl(app, 0)}/readyz`)).ok && (await fetch(`${opsUrl(app, 1)}/readyz`)).ok, 60_000);
        await waitFor(`writes acknowledged after draining ${app}`, async () => acknowledged.length > writesBefore, 30_000).catch((error: Error) => {
          throw new Error(`${error.message}; the last refusals: ${refused.slice(-5).join(' | ')}`);
        });
      }
    } finally {
      draining = false;
      await load;
    }

    expect(readFailures).toEqual([]);
    expect(reads).toBeGreaterThan(SERVICES.length * 10);
    expect(acknowledged.length).toBeGreaterThan(SERVICES.length);
    // Every acknowledged write reads back, at its version or a later one of the same writer.
    const latest = new Map<string, { version: number; content: string }>();
    for (const write of acknowledged) if ((latest.get(write.slug)?.version ?? 0) < write.version) latest.set(write.slug, write);
    const lost: string[] = [];
    for (const [slug, write] of latest) {
      const response = await fetch(`${product.baseUrl}/api/articles/${slug}`, { headers: { cookie } });
      const article = response.ok ? ((await response.json()) as { data: { version: number; content: string } }).data : null;
      if (article?.version !== write.version || article.content !== write.content) lost.push(`${slug}@${write.version}`);
      for (const revision of acknowledged.filter((w) => w.slug === slug)) {
        const stored = await fetch(`${product.baseUrl}/api/articles/${slug}/revisions`, { headers: { cookie } });
        const versions = stored.ok ? ((await stored.json()) as { data: { versionNumber: number }[] }).data.map((item) => item.versionNumber) : [];
        if (!versions.includes(revision.version)) lost.push(`${slug} revision ${revision.version}`);
      }
    }
    expect(lost).toEqual([]);
  }, 300_000);

  it('keeps the gateways live while Redis is stopped for 20 s, not ready, and everything answering again by itself', async () => {
    let stopped: string | null = 'not done';
    const outage = new Promise<void>((done) =>
      execFile(process.execPath, ['scripts/engines/engines.mjs', 'restart-redis', '--down-ms', '20000'], { cwd: ROOT }, (error, _stdout, stderr) => {
        stopped = error ? `${error.message} ${stderr}` : null;
        done();
      }),
    );
    let finished = false;
    const liveness: { status: number; ms: number }[] = [];
    const watchLiveness = (async () => {
      while (!finished) {
        for (const baseUrl of product.baseUrls) {
          const started = Date.now();
          const status = await fetch(`${baseUrl}/livez`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => 0);
          liveness.push({ status, ms: Date.now() - started });
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    try {
      for (const baseUrl of product.baseUrls) {
        await waitFor(`${baseUrl}/readyz not ready`, async () => (await timed(`${baseUrl}/readyz`)).status === 503, 15_000);
        // A read needs content, and the transport is Redis: unavailable, at once, not an internal error.
        await waitFor(`${baseUrl}/api/categories unavailable at once`, async () => {
          const read = await timed(`${baseUrl}/api/categories`);
          return read.status === 503 && read.ms < UNAVAILABLE_WITHIN_MS;
        }, 10_000);
      }
      await outage;
      expect(stopped).toBeNull();
      const back = Date.now();
      for (const baseUrl of product.baseUrls) {
        await waitFor(`${baseUrl}/readyz ready`, async () => (await timed(`${baseUrl}/readyz`)).status === 200, 30_000);
        await waitFor(`${baseUrl}/api/health`, async () => (await timed(`${baseUrl}/api/health`)).status === 200, 30_000);
        await waitFor(`${baseUrl} renders an article`, async () => (await timed(`${baseUrl}/article/${unread[0]}`)).status === 200, 30_000);
        unread.shift();
      }
      expect(Date.now() - back).toBeLessThan(30_000);
    } finally {
      finished = true;
      await watchLiveness;
      await outage;
    }
    expect(liveness.length).toBeGreaterThan(20);
    expect(liveness.filter(({ status }) => status !== 200)).toEqual([]);
    expect(Math.max(...liveness.map(({ ms }) => ms))).toBeLessThan(1_000);
  }, 120_000);
});
