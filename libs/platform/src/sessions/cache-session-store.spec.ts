import express, { type Express, type Request } from 'express';
import session, { type SessionData } from 'express-session';
import { promisify } from 'node:util';
import request from 'supertest';
import { LruCache, type Cache } from '../cache';
import { RedisCache } from '../cache/redis-cache';
import { createLogger } from '../logging';
import { hasRedisServer, startRedisServer, type RedisServerHandle } from '../testing';
import { CacheSessionStore } from './cache-session-store';

const SECRET = 'test-session-secret';
const COOKIE = 'labmedicin.sid';
/** Far longer than any cookie below, so a session that ends did so by its cookie's maxAge. */
const CACHE_DEFAULT_TTL_MS = 60_000;

interface SignedInUser {
  id: string;
  role: string;
}
const userOf = (req: Request) => (req.session as typeof req.session & { user?: SignedInUser }).user;

/** A gateway reduced to its session handling: log in, ask who I am, log out. */
function gatewayWith(store: CacheSessionStore, maxAgeMs: number): Express {
  const app = express();
  app.use(
    session({
      store,
      name: COOKIE,
      secret: SECRET,
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', maxAge: maxAgeMs },
    }),
  );
  app.post('/login', (req, res) => {
    (req.session as typeof req.session & { user?: SignedInUser }).user = { id: 'u-anna', role: 'contributor' };
    res.json({ success: true });
  });
  app.get('/me', (req, res) => {
    res.json({ user: userOf(req) ?? null });
  });
  app.post('/logout', (req, res, next) => {
    req.session.destroy((error: unknown) => (error ? next(error) : res.json({ success: true })));
  });
  return app;
}

/** The `name=value` part of the session cookie a response set. */
function sessionCookieOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${COOKIE}=`));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0];
}

/** The session id inside a signed cookie value (`s:<sid>.<signature>`). */
function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(COOKIE.length + 1)).slice(2).split('.')[0];
}

async function logIn(app: Express): Promise<string> {
  const response = await request(app).post('/login').expect(200);
  return sessionCookieOf(response);
}

async function whoAmI(app: Express, cookie: string): Promise<SignedInUser | null> {
  const response = await request(app).get('/me').set('Cookie', cookie).expect(200);
  return (response.body as { user: SignedInUser | null }).user;
}

function describeSessionStore(openCache: () => Promise<Cache>): void {
  let cache: Cache;
  let store: CacheSessionStore;
  beforeEach(async () => {
    cache = await openCache();
    store = new CacheSessionStore(cache);
  });
  afterEach(() => cache.close());

  /** Waits until the session is no longer in the cache, asking every 25 ms, for at most 10 s. */
  async function gone(sid: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await cache.get(sid)) !== undefined) {
      if (Date.now() > deadline) throw new Error(`session ${sid} was still stored after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('keeps what a login put in the session for the next request with the cookie', async () => {
    const app = gatewayWith(store, 60_000);
    const response = await request(app).post('/login').expect(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('; ');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = sessionCookieOf(response);

    expect(await whoAmI(app, cookie)).toEqual({ id: 'u-anna', role: 'contributor' });
    expect(await whoAmI(app, 'labmedicin.sid=s%3Aforged.signature')).toBeNull();
    expect((await request(app).get('/me').expect(200)).body).toEqual({ user: null });
  });

  it('stores the session in the cache under its id, and destroy removes it', async () => {
    const app = gatewayWith(store, 60_000);
    const cookie = await logIn(app);
    const sid = sessionIdOf(cookie);
    expect(await cache.get(sid)).toMatchObject({ user: { id: 'u-anna' } });

    await request(app).post('/logout').set('Cookie', cookie).expect(200);
    expect(await cache.get(sid)).toBeUndefined();
    expect(await whoAmI(app, cookie)).toBeNull();
  });

  it('ends a session once its cookie maxAge has passed, although the cache default TTL is longer', async () => {
    const app = gatewayWith(store, 1500);
    const cookie = await logIn(app);
    // Looked at in the cache, not through a request, which would extend it.
    expect(await cache.get(sessionIdOf(cookie))).toBeDefined();
    await gone(sessionIdOf(cookie));
    // Sent by hand: a browser would drop the expired cookie, the server must not rely on that.
    expect(await whoAmI(app, cookie)).toBeNull();
  });

  it('extends the server-side lifetime on each request (touch)', async () => {
    // Seconds, not milliseconds: on a loaded machine a request alone can take a few hundred.
    const app = gatewayWith(store, 3000);
    const touched = await logIn(app);
    const untouched = await logIn(app);
    // A second in, so the touched session then outlives the untouched one by about that second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await whoAmI(app, touched)).not.toBeNull();
    await gone(sessionIdOf(untouched));
    expect(await whoAmI(app, touched)).not.toBeNull();
  });

  it('does not bring back a destroyed session when a late request touches it', async () => {
    const app = gatewayWith(store, 60_000);
    const cookie = await logIn(app);
    const sid = sessionIdOf(cookie);
    const loaded = (await promisify(store.get.bind(store))(sid)) as SessionData;
    await request(app).post('/logout').set('Cookie', cookie).expect(200);

    await promisify(store.touch!.bind(store))(sid, loaded);
    expect(await cache.get(sid)).toBeUndefined();
  });

  it('deletes rather than stores a session whose cookie has already expired', async () => {
    const app = gatewayWith(store, 60_000);
    const sid = sessionIdOf(await logIn(app));
    const loaded = (await promisify(store.get.bind(store))(sid)) as SessionData;
    const expired = { ...loaded, cookie: { ...loaded.cookie, maxAge: -1 } } as SessionData;
    await promisify(store.set.bind(store))(sid, expired);
    expect(await cache.get(sid)).toBeUndefined();
  });
}

const sessionCacheOptions = { namespace: 'sessions', maxEntries: 1000, defaultTtlMs: CACHE_DEFAULT_TTL_MS };

describe('CacheSessionStore over the in-process LRU cache', () => {
  describeSessionStore(async () => new LruCache(sessionCacheOptions));
});

const withRedis = hasRedisServer();
(withRedis ? describe : describe.skip)(
  withRedis ? 'CacheSessionStore over Redis (spawned redis-server)' : 'CacheSessionStore over Redis (skipped: no redis-server binary on PATH)',
  () => {
    const silent = createLogger('sessions-test', 'silent');
    let server: RedisServerHandle;
    beforeAll(async () => {
      server = await startRedisServer();
    });
    afterAll(() => server?.stop());

    describeSessionStore(() => RedisCache.connect({ url: server.url, sentinel: null }, sessionCacheOptions, silent));

    it('is shared by two gateway replicas over one Redis: a login on one is seen by the other, a logout on the other ends it', async () => {
      const cacheA = await RedisCache.connect({ url: server.url, sentinel: null }, sessionCacheOptions, silent);
      const cacheB = await RedisCache.connect({ url: server.url, sentinel: null }, sessionCacheOptions, silent);
      try {
        const replicaA = gatewayWith(new CacheSessionStore(cacheA), 60_000);
        const replicaB = gatewayWith(new CacheSessionStore(cacheB), 60_000);
        const cookie = await logIn(replicaA);
        expect(await whoAmI(replicaB, cookie)).toEqual({ id: 'u-anna', role: 'contributor' });

        await request(replicaB).post('/logout').set('Cookie', cookie).expect(200);
        expect(await whoAmI(replicaA, cookie)).toBeNull();
      } finally {
        await Promise.all([cacheA.close(), cacheB.close()]);
      }
    });
  },
);
