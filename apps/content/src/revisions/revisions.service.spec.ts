import 'reflect-metadata';
import { COMPARED_FIELDS, CONTENT_MESSAGES as M, EVENTS, errorBody, type Article, type ArticleFormValues } from '@labmedicin/contracts';
import { actors, failureOf, metaFor } from '@labmedicin/platform/testing';
import { articleInput, startContent, type ContentContext } from '../../test/fixtures';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { SEED_EDITOR } from '../writing/revision-notes';

const admin = metaFor(actors.admin);
const contributor = metaFor(actors.contributor);

describe('RevisionsService (NeDB files in a temp dir)', () => {
  let content: ContentContext;
  let call: ContentContext['call'];
  let hematologi: string;
  let kemi: string;

  beforeAll(async () => {
    content = await startContent('content-revisions-');
    call = content.call;
    const categories = content.app.get(CategoriesRepository);
    hematologi = (await categories.findByName('Hematologi'))!._id;
    kemi = (await categories.findByName('Klinisk kemi'))!._id;
  });

  afterAll(async () => {
    await content?.close();
  });

  const create = (title: string, overrides: Partial<ArticleFormValues> = {}, meta = admin) =>
    call(M.articlesCreate, meta, articleInput(hematologi, { title, ...overrides }));
  const edit = (article: Article, overrides: Partial<ArticleFormValues>, meta = admin) =>
    call(M.articlesUpdate, meta, {
      ...articleInput(article.category!._id, {
        title: article.title,
        summary: article.summary,
        content: article.content,
        status: article.status,
        tags: article.tags,
      }),
      baseVersion: article.version,
      ...overrides,
      slug: article.slug,
    });

  it('numbers revisions from 1, one per save, and lists them newest first with who saved them', async () => {
    const v1 = await create('Leukocyter', { changeDescription: 'Första utkastet' }, contributor);
    const v2 = await edit(v1, { summary: 'Andra.', changeDescription: 'Ny sammanfattning', editedBy: 'someone-else' } as Partial<ArticleFormValues>, contributor);
    await edit(v2, { status: 'published' });

    const page = await call(M.revisionsList, admin, { slug: v1.slug });
    expect(page).toEqual({
      data: [
        { versionNumber: 3, timestamp: expect.any(String), editedBy: 'admin' },
        { versionNumber: 2, timestamp: expect.any(String), editedBy: 'writer', changeDescription: 'Ny sammanfattning' },
        { versionNumber: 1, timestamp: expect.any(String), editedBy: 'writer', changeDescription: 'Första utkastet' },
      ],
      pagination: { page: 1, limit: 20, total: 3, pages: 1 },
    });
    expect((await call(M.articlesGet, admin, { slug: v1.slug })).version).toBe(3);
  });

  it('pages the history 20 at a time', async () => {
    let article = await create('Trombocyter');
    for (let i = 2; i <= 23; i++) article = await edit(article, { summary: `Version ${i}.` });
    const first = await call(M.revisionsList, admin, { slug: article.slug });
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(first.data[0].versionNumber).toBe(23);
    const second = await call(M.revisionsList, admin, { slug: article.slug, page: '2' });
    expect(second.data.map((r) => r.versionNumber)).toEqual([3, 2, 1]);
  });

  it('answers one revision with every compared field and its category', async () => {
    const v1 = await create('Retikulocyter', {
      tags: ['anemi'],
      referenceRanges: [{ parameter: 'B-Retikulocyter', range: '25–100', unit: '×10⁹/L', notes: '' }],
    });
    await edit(v1, { title: 'Retikulocyter i blod', category: kemi });
    expect(await call(M.revisionsGet, contributor, { slug: v1.slug, versionNumber: '1' })).toEqual({
      versionNumber: 1,
      timestamp: expect.any(String),
      editedBy: 'admin',
      title: 'Retikulocyter',
      category: { _id: hematologi, name: 'Hematologi', names: { sv: 'Hematologi', en: expect.any(String) }, slug: 'hematologi', color: expect.any(String) },
      summary: v1.summary,
      content: v1.content,
      status: 'draft',
      clinicalSignificance: '',
      interpretation: '',
      tags: ['anemi'],
      relatedTests: [],
      references: [],
      referenceRanges: [{ parameter: 'B-Retikulocyter', range: '25–100', unit: '×10⁹/L', notes: '' }],
      analyses: [],
      images: [],
    });
    expect(await call(M.revisionsGet, admin, { slug: v1.slug, versionNumber: 2 })).toMatchObject({
      title: 'Retikulocyter i blod',
      category: { _id: kemi, name: 'Klinisk kemi' },
    });
    expect(await failureOf(call(M.revisionsGet, admin, { slug: v1.slug, versionNumber: 9 }))).toEqual(errorBody('REVISION_NOT_FOUND'));
    expect(await failureOf(call(M.revisionsGet, admin, { slug: 'finns-inte', versionNumber: 1 }))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
    expect(await failureOf(call(M.revisionsGet, admin, { slug: v1.slug, versionNumber: 'x' }))).toMatchObject({ status: 400 });
  });

  it('compares two versions with one flag per compared field', async () => {
    const v1 = await create('Differentialräkning', { tags: ['blodstatus'], relatedTests: ['Leukocyter'] });
    const v2 = await edit(v1, { title: 'Differentialräkning av leukocyter', tags: ['blodstatus', 'infektion'], relatedTests: ['Leukocyter'] });
    await edit(v2, { status: 'published', relatedTests: ['Leukocyter'] });

    const comparison = await call(M.revisionsCompare, admin, { slug: v1.slug, v1: '1', v2: '2' });
    expect(comparison.version1).toMatchObject({ versionNumber: 1, title: 'Differentialräkning' });
    expect(comparison.version2).toMatchObject({ versionNumber: 2, title: 'Differentialräkning av leukocyter' });
    const changed = (versions: { v1: number; v2: number }) =>
      call(M.revisionsCompare, admin, { slug: v1.slug, ...versions }).then(({ differences }) =>
        Object.entries(differences)
          .filter(([, flag]) => flag)
          .map(([field]) => field),
      );
    expect(Object.keys(comparison.differences).sort()).toEqual([...COMPARED_FIELDS].sort());
    expect(await changed({ v1: 1, v2: 2 })).toEqual(['title', 'tags']);
    expect(await changed({ v1: 2, v2: 3 })).toEqual(['status']);
    expect(await changed({ v1: 1, v2: 3 })).toEqual(['title', 'status', 'tags']);
    expect(await changed({ v1: 3, v2: 3 })).toEqual([]);
  });

  it('restores a version as a new revision, keeping the history, for admins only', async () => {
    const v1 = await create('Sänkningsreaktion', { summary: 'Original.', tags: ['inflammation'] });
    const v2 = await edit(v1, { summary: 'Ändrad.', tags: ['inflammation', 'sr'], category: kemi });
    await edit(v2, { summary: 'Ändrad igen.', status: 'published' });

    expect(await failureOf(call(M.revisionsRestore, contributor, { slug: v1.slug, versionNumber: 1 }))).toEqual(errorBody('ADMIN_REQUIRED'));
    const restored = await call(M.revisionsRestore, admin, { slug: v1.slug, versionNumber: '1' });
    expect(restored).toMatchObject({
      slug: v1.slug,
      version: 4,
      summary: 'Original.',
      tags: ['inflammation'],
      status: 'draft',
      category: { _id: hematologi },
    });
    const history = await call(M.revisionsList, admin, { slug: v1.slug });
    expect(history.data.map((r) => [r.versionNumber, r.change, r.changeDescription])).toEqual([
      [4, { code: 'restored', version: 1 }, undefined],
      [3, undefined, undefined],
      [2, undefined, undefined],
      [1, undefined, undefined],
    ]);
    expect(await call(M.revisionsGet, admin, { slug: v1.slug, versionNumber: 3 })).toMatchObject({ summary: 'Ändrad igen.', status: 'published' });
    expect((await call(M.revisionsCompare, admin, { slug: v1.slug, v1: 1, v2: 4 })).differences).toEqual(
      Object.fromEntries(COMPARED_FIELDS.map((field) => [field, false])),
    );
    await content.events.waitForEvent(
      { id: v1._id, slug: v1.slug, title: 'Sänkningsreaktion', categoryId: hematologi, tags: ['inflammation'], status: 'draft', images: [], uploadedImages: [], language: 'sv', linkedSlugs: [] },
      EVENTS.articleUpdated,
    );
    expect(await failureOf(call(M.revisionsRestore, admin, { slug: v1.slug, versionNumber: 7 }))).toEqual(errorBody('REVISION_NOT_FOUND'));
  });

  it('reads the English sentences stored before codes as the codes they stand for; an editor\'s own words stay as typed', async () => {
    const article = await create('Gammal historik', { changeDescription: 'Tag typed by hand removed from nothing' });
    const revisions = content.app.get(RevisionsRepository);
    const stored = (await revisions.find(article._id, 1))!;
    const { _id, ...fields } = stored;
    const legacy = [
      { editedBy: SEED_EDITOR, changeDescription: 'Initial version' },
      { editedBy: 'admin', changeDescription: 'Restored from version 1' },
      { editedBy: 'admin', changeDescription: 'Tags t3, t4 merged into t5' },
      { editedBy: 'admin', changeDescription: 'Tag t9 removed' },
      { editedBy: 'admin', changeDescription: 'Image 0123456789abcdef0123456789abcdef.png deleted from the media library' },
      { editedBy: 'writer', changeDescription: 'Initial version' },
    ];
    for (const [index, note] of legacy.entries()) await revisions.insert({ ...fields, ...note, versionNumber: index + 2 });

    const history = await call(M.revisionsList, admin, { slug: article.slug });
    expect(history.data.map(({ change, changeDescription }) => change ?? changeDescription).reverse()).toEqual([
      'Tag typed by hand removed from nothing',
      { code: 'seeded' },
      { code: 'restored', version: 1 },
      { code: 'tagsMerged', tags: ['t3', 't4'], target: 't5' },
      { code: 'tagRemoved', tag: 't9' },
      { code: 'imageDeleted', filename: '0123456789abcdef0123456789abcdef.png' },
      // Only the seed's editor wrote that sentence for the seed: anyone else's words are theirs.
      'Initial version',
    ]);
    expect(await call(M.revisionsGet, admin, { slug: article.slug, versionNumber: 4 })).toMatchObject({ change: { code: 'tagsMerged', tags: ['t3', 't4'], target: 't5' } });
  });

  it('keeps history to admins and contributors', async () => {
    const article = await create('Hemlig historik');
    for (const meta of [metaFor(actors.user), metaFor(null)]) {
      expect(await failureOf(call(M.revisionsList, meta, { slug: article.slug }))).toMatchObject({ status: meta.actor ? 403 : 401 });
      expect(await failureOf(call(M.revisionsCompare, meta, { slug: article.slug, v1: 1, v2: 1 }))).toMatchObject({ status: meta.actor ? 403 : 401 });
    }
  });
});
