import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import mongoose from 'mongoose';
import { adminSession, productionEngines } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * The production profile with two replicas of every service and two gateways, under faults: 8
 * clients create and update articles while one content replica is killed with SIGKILL, or Redis is
 * restarted. Afterwards the store itself is read: every write a client was told succeeded is
 * there exactly once, nothing is doubled, and every article's revisions run 1..version without a
 * gap or a double. Needs the engines `npm test` brings up (ENGINES_ENV_FILE).
 */
const engines = productionEngines();
const ROOT = resolve(__dirname, '../..');
const CLIENTS = 8;
/** Tells this run's articles from those of earlier runs on the same engines (`npm run engines:up` keeps their data). */
const RUN = Date.now().toString(36);

interface Acknowledged {
  creates: { slug: string; title: string }[];
  updates: { slug: string; version: number; content: string }[];
  /** When each acknowledged write was answered, ms since the load started. */
  answeredAt: number[];
  failures: number;
}

interface ArticleFields {
  title: string;
  category: string;
  summary: string;
  content: string;
  status: 'published';
  tags: string[];
}

describeOnProfiles('production profile, two replicas, under faults', ['production'], () => {
  // The breaker's default, which the other browser tests widen for a loaded machine.
  const { product } = useProduct({ profile: 'production', browser: false, env: () => ({ SERVICE_TIMEOUT_MS: '1000' }) });
  let mongo: mongoose.mongo.MongoClient;
  let cookie: string;
  let category: string;

  beforeAll(async () => {
    mongo = await mongoose.mongo.MongoClient.connect((engines as Record<string, string>).MONGO_URL);
    cookie = await adminSession(product);
    category = ((await (await fetch(`${product.baseUrl}/api/categories`)).json()) as { data: { _id: string }[] }).data[0]._id;
  });

  afterAll(async () => {
    await mongo?.close();
  });

  /** One client's request, through the gateway its turn picks; null when it was not acknowledged. */
  async function send(gateway: number, method: string, path: string, body: unknown): Promise<{ slug: string; version: number } | null> {
    try {
      const response = await fetch(`${product.baseUrls[gateway % product.baseUrls.length]}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) return null;
      return ((await response.json()) as { data: { slug: string; version: number } }).data;
    } catch {
      return null;
    }
  }

  /** CLIENTS clients, each creating an article and saving it twice, again and again, for durationMs. */
  async function load(tag: string, durationMs: number, fault: { atMs: number; run: () => void }): Promise<Acknowledged> {
    const acknowledged: Acknowledged = { creates: [], updates: [], answeredAt: [], failures: 0 };
    const started = Date.now();
    const faultTimer = setTimeout(fault.run, fault.atMs);
    const client = async (c: number) => {
      for (let n = 0, turn = c; Date.now() - started < durationMs; n += 1) {
        const fields: ArticleFields = {
          title: `${tag} ${c}-${n}`,
          category,
          summary: 'Skriven under ett felprov.',
          content: `<p>${tag} ${c}-${n} version 1</p>`,
          status: 'published',
          tags: [],
        };
        const created = await send((turn += 1), 'POST', '/api/articles', fields);
        if (!created) {
          acknowledged.failures += 1;
          continue;
        }
        acknowledged.creates.push({ slug: created.slug, title: fields.title });
        acknowledged.answeredAt.push(Date.now() - started);
        let current = created;
        for (let save = 2; save <= 3; save += 1) {
          const content = `<p>${tag} ${c}-${n} version ${save}</p>`;
          const saved = await send((turn += 1), 'PUT', `/api/articles/${current.slug}`, { ...fields, content, baseVersion: current.version });
          if (!saved) {
            acknowledged.failures += 1;
            break;
          }
          acknowledged.updates.push({ slug: saved.slug, version: saved.version, content });
          acknowledged.answeredAt.push(Date.now() - started);
          current = saved;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    clearTimeout(faultTimer);
    return acknowledged;
  }

  /** What the content service's database holds for the articles whose title starts with tag. */
  async function stored(tag: string) {
    const db = mongo.db(product.mongoDatabase('content'));
    const articles = await db
      .collection<{ _id: string; title: string; slug: string; version: number; content: string }>('articles')
      .find({ title: { $regex: `^${tag} ` } })
      .toArray();
    const revisions = await db
      .collection<{ articleId: string; versionNumber: number; content: string }>('revisions')
      .find({ articleId: { $in: articles.map((article) => article._id) } })
      .toArray();
    return { articles, revisions };
  }

  function expectExactlyOnce(acknowledged: Acknowledged, { articles, revisions }: Awaited<ReturnType<typeof stored>>): void {
    // Nothing doubled, acknowledged or not.
    const titles = articles.map((article) => article.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    // Every acknowledged create is stored, under the slug the client was given.
    const bySlug = new Map(articles.map((article) => [article.slug, article]));
    expect(acknowledged.creates.filter(({ slug, title }) => bySlug.get(slug)?.title !== title)).toEqual([]);
    // Every article's history is 1..version, no gap and no double.
    for (const article of articles) {
      const versions = revisions.filter((revision) => revision.articleId === article._id).map((revision) => revision.versionNumber);
      expect([article.slug, versions.sort((a, b) => a - b)]).toEqual([article.slug, Array.from({ length: article.version }, (_, i) => i + 1)]);
    }
    // Every acknowledged save is the revision of its version, with the content that was sent.
    const revisionOf = (slug: string, version: number) =>
      revisions.find((revision) => revision.articleId === bySlug.get(slug)?._id && revision.versionNumber === version);
    expect(acknowledged.updates.filter(({ slug, version, content }) => revisionOf(slug, version)?.content !== content)).toEqual([]);
  }

  /** The launcher's children running one app's dist/main.js. */
  function replicaPids(app: string): number[] {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(product.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(`apps/${app}/dist/main.js`))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  }

  it('loses and doubles nothing acknowledged while one content replica is killed with SIGKILL', async () => {
    const pids = replicaPids('content');
    expect(pids).toHaveLength(2);
    const killAtMs = 5_000;
    const tag = `Felprov kill ${RUN}`;
    const acknowledged = await load(tag, 20_000, { atMs: killAtMs, run: () => process.kill(pids[0], 'SIGKILL') });

    expectExactlyOnce(acknowledged, await stored(tag));
    expect(acknowledged.creates.length).toBeGreaterThan(CLIENTS);
    // The surviving replica carried on: writes were acknowledged again within seconds of the kill,
    // and until the end of the load.
    const afterKill = acknowledged.answeredAt.filter((at) => at > killAtMs);
    expect(afterKill.length).toBeGreaterThan(CLIENTS);
    expect(Math.min(...afterKill) - killAtMs).toBeLessThan(10_000);
    expect(Math.max(...afterKill)).toBeGreaterThan(15_000);
    // The launcher started the killed replica again.
    expect(replicaPids('content')).toHaveLength(2);
  }, 60_000);

  it('reconnects by itself and loses nothing acknowledged when Redis restarts mid-load', async () => {
    const restartAtMs = 5_000;
    let restart: string | null = 'not done';
    const tag = `Felprov redis ${RUN}`;
    const acknowledged = await load(tag, 20_000, {
      atMs: restartAtMs,
      run: () => {
        execFile(process.execPath, ['scripts/engines/engines.mjs', 'restart-redis'], { cwd: ROOT }, (error, _stdout, stderr) => {
          restart = error ? `${error.message} ${stderr}` : null;
        });
      },
    });

    expect(restart).toBeNull();
    expectExactlyOnce(acknowledged, await stored(tag));
    // Writes went on after the restart with the session made before it (kept by Redis' AOF).
    const afterRestart = acknowledged.answeredAt.filter((at) => at > restartAtMs);
    expect(afterRestart.length).toBeGreaterThan(CLIENTS);
    expect(Math.max(...afterRestart)).toBeGreaterThan(15_000);
    for (const baseUrl of product.baseUrls) expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);
});
