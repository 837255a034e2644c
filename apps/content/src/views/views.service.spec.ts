import 'reflect-metadata';
import { CONTENT_MESSAGES as M } from '@labmedicin/contracts';
import { actors, articleInput, metaFor, startContent, type ContentContext } from '../../test/fixtures';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { ViewsService } from './views.service';

const admin = metaFor(actors.admin);
const anonymous = metaFor(null);

describe('ViewsService (NeDB files in a temp dir)', () => {
  let content: ContentContext;

  beforeAll(async () => {
    content = await startContent('content-views-');
  });

  afterAll(async () => {
    await content?.close();
  });

  it('shows the views the gateway reports, stored with one small write per report', async () => {
    const { call, app } = content;
    const category = (await app.get(CategoriesRepository).findByName('Hematologi'))!._id;
    const article = await call(M.articlesCreate, admin, articleInput(category, { title: 'Populär artikel', status: 'published' }));
    const views = app.get(ViewsService);
    await views.add(article._id, 7);
    expect((await call(M.articlesGet, anonymous, { slug: article.slug })).views).toBe(7);
    const listed = await call(M.articlesList, anonymous, { sort: 'views', order: 'desc', limit: 100 });
    expect(listed.data.find((a) => a._id === article._id)?.views).toBe(7);
    // Reading is no view of its own here: the gateway counts every read and reports them.
    await call(M.articlesGet, anonymous, { slug: article.slug });
    await views.add(article._id, 2);
    expect((await app.get(ArticlesRepository).findById(article._id))?.views).toBe(9);
  });
});
