import type { Article, ArticleListItem, ArticleSuggestion } from '@labmedicin/contracts';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** Letters no seeded or earlier article has, starting with `first`: a word of its own for each test. */
function freshWord(first: string, length = 7): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = first;
  while (word.length < length - 1) word += letters[Math.floor(Math.random() * letters.length)];
  // Ends in a letter no Swedish or English suffix ends in, so stemming keeps the word whole.
  return `${word}x`;
}

/** The suggestions and the full search's way out of nothing, through the real gateway and content (both engines: gateway-production runs it again). */
describe('suggestions while typing and searches that find nothing', () => {
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'], env: { VIEW_REPORT_INTERVAL_MS: '3600000' } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
    // A stack's start (two services and the seed) takes longer than a test on a busy machine.
  }, 120_000);
  afterAll(() => stack?.close());

  const anonymous = () => request(stack.server);
  const suggest = (q: string, language?: 'sv' | 'en') => anonymous().get('/api/articles/suggest').query(language ? { q, language } : { q });

  async function create(fields: Parameters<typeof articleInput>[1]): Promise<Article> {
    const res = await admin.post('/api/articles').send(articleInput(categoryId, fields));
    expect(res.status).toBe(201);
    return res.body.data as Article;
  }

  describe('GET /api/articles/suggest', () => {
    it('suggests a published article by the beginning of its title, publicly cached; a draft is never suggested', async () => {
      const word = freshWord('q');
      const title = `${word[0].toUpperCase()}${word.slice(1)} (P-Testämne)`;
      const article = await create({ title });
      await create({ title: `${title} utkast`, status: 'draft' });

      const res = await suggest(word.slice(0, 4), 'sv');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.body).toEqual({ success: true, data: [{ name: title, kind: 'title', slug: article.slug, title, language: 'sv' }] });
    });

    it('suggests by an analysis’s designation and by its other names, naming the name that matched', async () => {
      const designation = freshWord('d');
      const other = freshWord('o');
      const article = await create({ analyses: [{ designation: `P-${designation}`, otherNames: [`${other} i blod`] }] as never });

      const byOther = await suggest(other.slice(0, 5), 'sv');
      expect(byOther.body.data).toEqual([{ name: `${other} i blod`, kind: 'otherName', slug: article.slug, title: article.title, language: 'sv' }]);
      const byDesignation = await suggest(`P-${designation.slice(0, 4)}`, 'sv');
      expect(byDesignation.body.data).toEqual([{ name: `P-${designation}`, kind: 'designation', slug: article.slug, title: article.title, language: 'sv' }]);
    });

    it('puts the reader’s language first and says each suggestion’s language', async () => {
      const word = freshWord('v');
      const swedish = await create({ title: `${word} analys` });
      const english = await create({ title: `${word} assay`, language: 'en' });
      const inEnglish = (await suggest(word.slice(0, 4), 'en')).body.data as ArticleSuggestion[];
      expect(inEnglish.map(({ slug, language }) => [slug, language])).toEqual([
        [english.slug, 'en'],
        [swedish.slug, 'sv'],
      ]);
      const inSwedish = (await suggest(word.slice(0, 4), 'sv')).body.data as ArticleSuggestion[];
      expect(inSwedish.map(({ slug }) => slug)).toEqual([swedish.slug, english.slug]);
    });

    it('answers a cached prefix anew once an article that begins with it is published', async () => {
      const word = freshWord('w');
      const first = await create({ title: `${word} ett` });
      expect(((await suggest(word.slice(0, 4), 'sv')).body.data as ArticleSuggestion[]).map((s) => s.slug)).toEqual([first.slug]);
      const second = await create({ title: `${word} två` });
      const both = await eventually(async () => ((await suggest(word.slice(0, 4), 'sv')).body.data as ArticleSuggestion[]).length === 2);
      expect(both).toBe(true);
      expect(((await suggest(word.slice(0, 4), 'sv')).body.data as ArticleSuggestion[]).map((s) => s.slug).sort()).toEqual([first.slug, second.slug].sort());
    });

    it('suggests nothing for a single letter, and refuses a text too long to be a name with 400', async () => {
      expect((await suggest('k', 'sv')).body).toEqual({ success: true, data: [] });
      const long = await suggest('k'.repeat(101), 'sv');
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ success: false, message: 'Validation failed' });
      expect(Object.keys(long.body.errors)).toEqual(['q']);
      const language = await anonymous().get('/api/articles/suggest?q=kal&language=de');
      expect(language.status).toBe(400);
      expect(Object.keys(language.body.errors)).toEqual(['language']);
    });
  });

  describe('GET /api/articles/search with no hit', () => {
    it('offers the word the index holds nearest to a misspelt one, and the most read articles in the reader’s language', async () => {
      const word = freshWord('k');
      await create({ title: `${word[0].toUpperCase()}${word.slice(1)} (P-${word})` });
      // Two letters changed: one more than a search forgives in a word of seven, within what "did you mean" looks for.
      const misspelt = `${word.slice(0, 2)}${word[2] === 'y' ? 'w' : 'y'}${word[3] === 'y' ? 'w' : 'y'}${word.slice(4)}`;

      const res = await anonymous().get('/api/articles/search').query({ q: misspelt, language: 'sv' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: [], pagination: { total: 0 }, didYouMean: word });
      const mostRead = res.body.mostRead as ArticleListItem[];
      expect(mostRead.length).toBeGreaterThan(0);
      expect(mostRead.length).toBeLessThanOrEqual(5);
      expect(mostRead.every((item) => item.status === 'published' && item.language === 'sv')).toBe(true);
      const views = mostRead.map((item) => item.views);
      expect(views).toEqual([...views].sort((a, b) => b - a));

      const corrected = await anonymous().get('/api/articles/search').query({ q: word, language: 'sv' });
      expect(corrected.body.pagination.total).toBe(1);
      expect(corrected.body.didYouMean).toBeUndefined();
      expect(corrected.body.mostRead).toBeUndefined();
    });

    it('offers no spelling when no indexed word is near, and still the most read in English for an English reader', async () => {
      const res = await anonymous().get('/api/articles/search').query({ q: 'xqzvwjkpt', language: 'en' });
      expect(res.body).toMatchObject({ success: true, data: [], pagination: { total: 0 } });
      expect(res.body.didYouMean).toBeUndefined();
      expect((res.body.mostRead as ArticleListItem[]).every((item) => item.language === 'en')).toBe(true);
      expect((res.body.mostRead as ArticleListItem[]).length).toBeGreaterThan(0);
    });
  });
});
