import type { Article, ArticleListItem } from '@labmedicin/contracts';
import request from 'supertest';
import { articleInput, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';

/**
 * The other names editors keep for an article's analyses, through the real gateway and content
 * service: a reader finds the article by a name as soon as the save that added it has returned,
 * also written without its diacritics (on the production profile, on Elasticsearch).
 */
describe('other names of an analysis in search', () => {
  let stack: Stack;
  let admin: Awaited<ReturnType<typeof loggedInAgent>>;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
    // On the production profile the first start seeds the articles into Elasticsearch, a refresh per write.
  }, 180_000);
  afterAll(() => stack?.close());

  const found = async (q: string): Promise<string[]> => {
    const res = await request(stack.server).get(`/api/articles/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body.data as ArticleListItem[]).map((item) => item.slug);
  };

  it('finds the article by another name an editor adds, at once, also without its å, ä, ö', async () => {
    const word = `zyxlokal${Math.random().toString(36).slice(2, 7)}`;
    const created = await admin
      .post('/api/articles')
      .send(articleInput(categoryId, { title: uniqueTitle('Analysnamn'), analyses: [{ designation: 'P-Zyxlokal', otherNames: [] }] }));
    expect(created.status).toBe(201);
    const article = created.body.data as Article;
    expect(await found(`${word}sänka`)).toEqual([]);

    const saved = await admin.put(`/api/articles/${article.slug}`).send({
      ...articleInput(categoryId, { title: article.title, analyses: [{ designation: 'P-Zyxlokal', otherNames: [' blodvärde ', `${word}sänka`] }] }),
      baseVersion: article.version,
    });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Article).analyses[0].otherNames).toEqual(['blodvärde', `${word}sänka`]);

    expect(await found(`${word}sänka`)).toEqual([article.slug]);
    expect(await found(`${word}sanka`)).toEqual([article.slug]);
  });
});
