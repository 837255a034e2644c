import 'reflect-metadata';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_MESSAGES as M } from '@labmedicin/contracts';
import { actors, metaFor } from '@labmedicin/platform/testing';
import { articleDocument, articleInput, startContent, type ContentContext } from '../../test/fixtures';
import { ArticleViewsRepository } from '../store/article-views.repository';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { ViewsService } from './views.service';

const admin = metaFor(actors.admin);
const anonymous = metaFor(null);

/** Bytes of every file under the folder: what the data dir takes on disk. */
async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => stat(join(entry.parentPath, entry.name))));
  return sizes.reduce((sum, { size }) => sum + size, 0);
}

describe('ViewsService (NeDB files in a temp dir)', () => {
  let content: ContentContext;
  let call: ContentContext['call'];
  let views: ViewsService;
  let articles: ArticlesRepository;
  let counters: ArticleViewsRepository;
  let hematologi: string;

  beforeAll(async () => {
    content = await startContent('content-views-');
    call = content.call;
    views = content.app.get(ViewsService);
    articles = content.app.get(ArticlesRepository);
    counters = content.app.get(ArticleViewsRepository);
    hematologi = (await content.app.get(CategoriesRepository).findByName('Hematologi'))!._id;
  });

  afterAll(async () => {
    await content?.close();
  });

  const publish = (title: string, overrides: Parameters<typeof articleInput>[1] = {}) =>
    call(M.articlesCreate, admin, articleInput(hematologi, { title, status: 'published', tags: ['vyräkning'], ...overrides }));

  it('adds reported views to a counter of their own: the article and its revision stay as stored', async () => {
    const article = await publish('Retikulocyter i blod');
    const storedBefore = await articles.findById(article._id);
    const revisionBefore = await content.app.get(RevisionsRepository).find(article._id, 1);

    await views.add(article._id, 7);
    await views.add(article._id, 2);

    expect(await counters.countOf(article._id)).toBe(9);
    expect(await articles.findById(article._id)).toEqual(storedBefore);
    expect(await content.app.get(RevisionsRepository).find(article._id, 1)).toEqual(revisionBefore);
    expect(await content.app.get(RevisionsRepository).find(article._id, 2)).toBeNull();
    const read = await call(M.articlesGet, anonymous, { slug: article.slug });
    expect(read).toMatchObject({ views: 9, version: 1, updatedAt: article.updatedAt });
  });

  it('answers views counted on the article before counters had a collection plus its counter, in every answer that shows views', async () => {
    // An article as stored before counters existed: its views on the document itself.
    const older = await articles.insert(articleDocument({ categoryId: hematologi, slug: 'haptoglobin-vyer', title: 'Haptoglobin', status: 'published', views: 40, tags: ['vyräkning'] }));
    const newer = await publish('Vyräkning med trombocyter (B-TPK)');
    await views.add(older._id, 3);
    await views.add(newer._id, 44);
    await views.add(newer._id, 1);

    expect((await call(M.articlesGet, anonymous, { slug: older.slug })).views).toBe(43);
    expect((await call(M.articlesGet, anonymous, { slug: newer.slug })).views).toBe(45);

    const byViews = await call(M.articlesList, anonymous, { sort: 'views', order: 'desc', limit: 2 });
    expect(byViews.data.map((a) => [a.slug, a.views])).toEqual([
      [newer.slug, 45],
      [older.slug, 43],
    ]);
    expect(byViews.pagination.total).toBe((await call(M.articlesList, anonymous, { limit: 1 })).pagination.total);
    const leastRead = await call(M.articlesList, anonymous, { sort: 'views', order: 'asc', limit: 100, page: 1 });
    expect(leastRead.data.every((a, i) => i === 0 || leastRead.data[i - 1].views <= a.views)).toBe(true);
    const secondPage = await call(M.articlesList, anonymous, { sort: 'views', order: 'desc', limit: 1, page: 2 });
    expect(secondPage.data.map((a) => a.slug)).toEqual([older.slug]);

    const tagPage = await call(M.tagsArticles, anonymous, { tag: 'vyräkning', limit: 10 });
    expect(Object.fromEntries(tagPage.data.map((a) => [a.slug, a.views]))).toMatchObject({ [older.slug]: 43, [newer.slug]: 45 });
    const hits = await call(M.articlesSearch, anonymous, { q: 'trombocyter' });
    expect(hits.data.find((a) => a._id === newer._id)?.views).toBe(45);
  });

  it('deleting an article removes its counter, and a report arriving after the delete starts none', async () => {
    const article = await publish('Laktatdehydrogenas (LD)');
    await views.add(article._id, 5);
    expect(await counters.countOf(article._id)).toBe(5);

    await call(M.articlesDelete, admin, { slug: article.slug });
    expect((await counters.all()).has(article._id)).toBe(false);

    await views.add(article._id, 3);
    expect((await counters.all()).has(article._id)).toBe(false);
  });

  it('1,000 view reports of a large article grow the data files by far less than one article document each', async () => {
    const paragraph = '<p>Kreatinin bildas i musklerna och utsöndras via njurarna; tolkningen beror på muskelmassa och ålder.</p>';
    const article = await publish('Stor artikel om kreatinin', { content: paragraph.repeat(300) });
    const documentBytes = Buffer.byteLength(JSON.stringify(await articles.findById(article._id)));
    expect(documentBytes).toBeGreaterThan(30_000);

    const before = await folderBytes(content.dir.path);
    let largestGrowth = 0;
    // Sampled along the way: a compaction at the end must not hide what the reports appended.
    for (let report = 1; report <= 1000; report++) {
      await views.add(article._id, 1);
      if (report % 100 === 0) largestGrowth = Math.max(largestGrowth, (await folderBytes(content.dir.path)) - before);
    }

    expect((await call(M.articlesGet, anonymous, { slug: article.slug })).views).toBe(1000);
    // Whole documents would have added about 1,000 × documentBytes (over 30 MB); a counter adds tens of bytes.
    expect(largestGrowth).toBeLessThan(documentBytes * 5);
  });
});
