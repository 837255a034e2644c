import { utcDayOf, type SearchInsights, type SearchRecord } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentStore } from '@labmedicin/platform';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, failureBody, loggedInAgent, registeredAgent, startStack, type Stack } from '../../test/stack';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the retention job is run at a chosen day, as its daily timer would
import { SearchInsightsService } from '../../../content/src/search-insights/search-insights.service';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;
const DAY_MS = 86_400_000;

/**
 * Search insights through the real gateway and content (NeDB here; MongoDB and the Redis Streams
 * transport in gateway-production): what a report stores, when a query shows, who may read it,
 * and that searches go after 90 days.
 */
describe('search insights', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
  });
  afterAll(() => stack?.close());

  const records = () => stack.services.content!.get<DocumentStore>(DOCUMENT_STORE).collection<SearchRecord & { _id: string }>('searchRecords');
  const report = (body: object) => request(stack.server).post('/api/search-reports').set('Origin', stack.origin).send(body);
  const insights = async (language = 'sv'): Promise<SearchInsights> => (await admin.get('/api/admin/search-insights').query({ language }).expect(200)).body.data;
  /** A search as the results page makes it: the search itself, then its report with the number of results. */
  const search = async (q: string, language: 'sv' | 'en' = 'sv') => {
    const answer = await request(stack.server).get('/api/articles/search').query({ q, language }).expect(200);
    await report({ kind: 'searched', q, language, results: answer.body.pagination.total }).expect(200);
    return answer.body.pagination.total as number;
  };
  const storedOf = (query: string) => eventually(async () => (await records().find({ query })).length > 0).then(() => records().find({ query }));

  it('answers anonymous callers 401 and users 403; admins and contributors read it', async () => {
    const anonymous = await request(stack.server).get('/api/admin/search-insights');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(failureBody('NOT_LOGGED_IN'));
    const { agent: user } = await registeredAgent(stack);
    const refused = await user.get('/api/admin/search-insights');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'ADMIN_AREA_REQUIRED' });
    const { agent: contributor } = await agentWithRole(stack, 'contributor');
    const read = await contributor.get('/api/admin/search-insights').query({ language: 'en' }).expect(200);
    expect(read.body.data).toMatchObject({ day: utcDayOf(Date.now()), language: 'en' });
    await admin.get('/api/admin/search-insights').expect(200);
  });

  it('refuses a day or language it does not know, and a malformed report, with VALIDATION_FAILED, storing nothing', async () => {
    for (const query of [{ day: '2026-02-30' }, { day: 'igår' }, { language: 'de' }]) {
      const res = await admin.get('/api/admin/search-insights').query(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const before = await records().count({});
    for (const body of [
      { kind: 'searched', q: 'hemoglobin', language: 'sv' },
      { kind: 'searched', q: '   ', language: 'sv', results: 0 },
      { kind: 'searched', q: 'x'.repeat(201), language: 'sv', results: 0 },
      { kind: 'opened', q: 'hemoglobin', language: 'sv', slug: 'a/b' },
      { kind: 'viewed', q: 'hemoglobin', language: 'sv', results: 0 },
      { kind: 'searched', q: 'hemoglobin', language: 'fi', results: 0 },
    ]) {
      const res = await report(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await records().count({})).toBe(before);
  });

  it('stores a search as its normalised query, language, number of results and UTC day only; an opened result adds its slug', async () => {
    const { agent: reader } = await registeredAgent(stack);
    await reader
      .post('/api/search-reports')
      .set('Origin', stack.origin)
      .set('User-Agent', 'Läsarens-webbläsare/1.0')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ kind: 'searched', q: '  Blod\u00A0SOCKER   fastande ', language: 'sv', results: 4 })
      .expect(200);
    const [stored] = await storedOf('blod socker fastande');
    expect(Object.keys(stored!).sort()).toEqual(['_id', 'day', 'language', 'query', 'results']);
    expect(stored).toMatchObject({ query: 'blod socker fastande', language: 'sv', results: 4, day: utcDayOf(Date.now()) });

    await report({ kind: 'opened', q: 'Blod socker FASTANDE', language: 'sv', slug: 'glukos-p-glukos' }).expect(200);
    await eventually(async () => (await records().findOne({ query: 'blod socker fastande' }))?.opened !== undefined);
    const [opened] = await records().find({ query: 'blod socker fastande' });
    expect(Object.keys(opened!).sort()).toEqual(['_id', 'day', 'language', 'opened', 'query', 'results']);
    expect(opened).toMatchObject({ opened: 'glukos-p-glukos' });
    // A decomposed ü (u and U+0308) is stored as the composed one.
    await report({ kind: 'searched', q: 'gl\u0075\u0308kos', language: 'sv', results: 0 }).expect(200);
    expect((await storedOf('gl\u00FCkos')).length).toBe(1);
  });

  it('shows a query that found nothing once three searches made it, not after two, in its language only', async () => {
    const absent = `zyxwoq${Date.now().toString(36)}`;
    expect(await search(absent)).toBe(0);
    expect(await search(absent)).toBe(0);
    await eventually(async () => (await records().count({ query: absent })) === 2);
    let day = await insights();
    expect(day.noResults.map((row) => row.query)).not.toContain(absent);
    expect(day.frequent.map((row) => row.query)).not.toContain(absent);

    await search(absent.toUpperCase());
    await eventually(async () => (await records().count({ query: absent })) === 3);
    day = await insights();
    expect(day.noResults).toContainEqual({ query: absent, searches: 3 });
    expect(day.frequent).toContainEqual({ query: absent, searches: 3 });
    expect(day.notOpened.map((row) => row.query)).not.toContain(absent);
    expect((await insights('en')).noResults.map((row) => row.query)).not.toContain(absent);
  });

  it('lists a found query whose results nobody opened, until one is opened', async () => {
    const title = uniqueTitle('Insiktsanalys');
    await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack), { title, status: 'published' })).expect(201);
    const q = title.toLowerCase();
    await eventually(async () => (await request(stack.server).get('/api/articles/search').query({ q, language: 'sv' })).body.pagination?.total > 0);
    for (let i = 0; i < 3; i++) expect(await search(q)).toBeGreaterThan(0);
    await eventually(async () => (await records().count({ query: q })) === 3);
    expect((await insights()).notOpened).toContainEqual({ query: q, searches: 3 });

    await report({ kind: 'opened', q, language: 'sv', slug: 'insiktsanalys' }).expect(200);
    await eventually(async () => !(await insights()).notOpened.some((row) => row.query === q));
    const day = await insights();
    expect(day.frequent).toContainEqual({ query: q, searches: 3 });
    expect(day.noResults.map((row) => row.query)).not.toContain(q);
  });

  it('deletes the searches of day 91 and keeps those of day 90', async () => {
    const now = Date.now();
    const kept = `kvar${now.toString(36)}`;
    const gone = `borta${now.toString(36)}`;
    await records().insertMany([
      { query: kept, language: 'sv', results: 0, day: utcDayOf(now - 90 * DAY_MS) },
      { query: gone, language: 'sv', results: 0, day: utcDayOf(now - 91 * DAY_MS) },
    ]);
    expect(await stack.services.content!.get(SearchInsightsService).prune(now)).toBeGreaterThanOrEqual(1);
    expect(await records().count({ query: gone })).toBe(0);
    expect(await records().count({ query: kept })).toBe(1);
  });
});

describe('search reports, rate limited per client', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['content'], env: { SEARCH_REPORTS_MAX_PER_IP: '3' } });
  });
  afterAll(() => stack?.close());

  it('answers 429 SEARCH_REPORTS_TOO_FAST with Retry-After past the limit', async () => {
    const send = () => request(stack.server).post('/api/search-reports').send({ kind: 'searched', q: 'crp', language: 'sv', results: 1 });
    for (let i = 0; i < 3; i++) await send().expect(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(failureBody('SEARCH_REPORTS_TOO_FAST'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
