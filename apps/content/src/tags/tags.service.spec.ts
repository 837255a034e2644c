import 'reflect-metadata';
import { CONTENT_MESSAGES as M, EVENTS, TAG_MESSAGES, VALIDATION_MESSAGES, errorBody, type ArticleFormValues, type TagsChangedEvent } from '@labmedicin/contracts';
import { actors, failureOf, metaFor } from '@labmedicin/platform/testing';
import { articleInput, startContent, type ContentContext } from '../../test/fixtures';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';

const admin = metaFor(actors.admin);
const anonymous = metaFor(null);

describe('TagsService (NeDB files in a temp dir)', () => {
  let content: ContentContext;
  let call: ContentContext['call'];
  let store: ArticlesRepository;
  let revisions: RevisionsRepository;
  let category: string;

  beforeAll(async () => {
    content = await startContent('content-tags-');
    call = content.call;
    store = content.app.get(ArticlesRepository);
    revisions = content.app.get(RevisionsRepository);
    category = (await content.app.get(CategoriesRepository).findByName('Koagulation'))!._id;
  });

  afterAll(async () => {
    await content?.close();
  });

  const create = (title: string, tags: string[], overrides: Partial<ArticleFormValues> = {}) =>
    call(M.articlesCreate, admin, articleInput(category, { title, tags, status: 'published', ...overrides }));
  const countOf = async (tag: string, meta = anonymous) => (await call(M.tagsList, meta)).find((t) => t.tag === tag)?.count;
  const tagsOf = async (slug: string) => (await store.findBySlug(slug))?.tags;

  it('counts published articles per tag for the public and every article for the admin area', async () => {
    await create('PK INR', ['waran-test', 'lever-test']);
    await create('APTT', ['waran-test']);
    await create('Antitrombin', ['waran-test'], { status: 'draft' });
    expect(await countOf('waran-test')).toBe(2);
    expect(await countOf('lever-test')).toBe(1);
    expect(await countOf('waran-test', admin)).toBe(3);
    expect(await countOf('waran-test', metaFor(actors.contributor))).toBe(3);
    const list = await call(M.tagsList, anonymous);
    expect(list.every((tag, i) => i === 0 || list[i - 1].count >= tag.count)).toBe(true);
  });

  it('counts, for a reader\'s language, the tags of the articles listed in it: each translation group once, in that language when it has one', async () => {
    const original = await create('Språktest', ['sprak-sv', 'sprak-gemensam']);
    await create('Language test', ['sprak-en', 'sprak-gemensam'], { language: 'en', translationOf: original.slug });
    await create('Bara svensk språktest', ['sprak-bara-svensk']);
    const tagsIn = async (language?: 'sv' | 'en') => new Map((await call(M.tagsList, anonymous, language ? { language } : {})).map(({ tag, count }) => [tag, count]));
    const english = await tagsIn('en');
    expect([english.get('sprak-en'), english.get('sprak-gemensam'), english.get('sprak-bara-svensk'), english.has('sprak-sv')]).toEqual([1, 1, 1, false]);
    const swedish = await tagsIn('sv');
    expect([swedish.get('sprak-sv'), swedish.get('sprak-gemensam'), swedish.get('sprak-bara-svensk'), swedish.has('sprak-en')]).toEqual([1, 1, 1, false]);
    // Without a language (the admin's tags, the sitemap): every version's tags.
    expect((await tagsIn()).get('sprak-gemensam')).toBe(2);
  });

  it('pages the published articles of a tag, 12 at a time', async () => {
    for (let i = 1; i <= 14; i++) await create(`Sidtest ${i}`, ['sidtest']);
    await create('Sidtest utkast', ['sidtest'], { status: 'draft' });
    const first = await call(M.tagsArticles, anonymous, { tag: ' SIDTEST ' });
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 14, pages: 2 });
    expect(first.data).toHaveLength(12);
    expect(first.data[0].title).toBe('Sidtest 14');
    const second = await call(M.tagsArticles, anonymous, { tag: 'sidtest', page: '2' });
    expect(second.data.map((a) => a.title)).toEqual(['Sidtest 2', 'Sidtest 1']);
    expect((await call(M.tagsArticles, anonymous, { tag: 'ingen-sådan' })).data).toEqual([]);
  });

  it('merges source tags into the target on every article, drafts too, with a revision each', async () => {
    const both = await create('Fibrinogen', ['koag-a', 'koag-b', 'koag-mål']);
    const onlyA = await create('D-dimer', ['koag-a', 'trombos']);
    const draft = await create('Protein C', ['koag-b'], { status: 'draft' });
    const untouched = await create('Faktor VIII', ['koag-c']);

    const result = await call(M.tagsMerge, admin, { sourceTags: ['Koag-A', 'koag-b', 'koag-saknas'], targetTag: ' Koag-Mål ' });
    expect(result).toEqual({ targetTag: 'koag-mål', mergedTags: ['koag-a', 'koag-b'], updatedArticles: 3 });
    expect(await tagsOf(both.slug)).toEqual(['koag-mål']);
    expect(await tagsOf(onlyA.slug)).toEqual(['koag-mål', 'trombos']);
    expect(await tagsOf(draft.slug)).toEqual(['koag-mål']);
    expect(await tagsOf(untouched.slug)).toEqual(['koag-c']);
    expect(await store.findBySlug(both.slug)).toMatchObject({ version: 2 });
    expect(await revisions.find(both._id, 2)).toMatchObject({ tags: ['koag-mål'], editedBy: 'admin', change: { code: 'tagsMerged', tags: ['koag-a', 'koag-b'], target: 'koag-mål' } });
    expect(await countOf('koag-a', admin)).toBeUndefined();
    expect(await countOf('koag-mål', admin)).toBe(3);
    await content.events.waitForEvent(
      {
        kind: 'merged',
        tags: ['koag-a', 'koag-b'],
        targetTag: 'koag-mål',
        articles: [both, onlyA, draft].map(({ _id, slug }) => ({ id: _id, slug })),
      } satisfies TagsChangedEvent,
      EVENTS.tagsChanged,
    );
  });

  it('renames a tag as a merge of one into a new name, and its revisions say rename; one into an existing tag says merge', async () => {
    const article = await create('Trombocytfunktion', ['tromb-gammal', 'blödning']);
    expect(await call(M.tagsMerge, admin, { sourceTags: ['tromb-gammal'], targetTag: 'tromb-ny' })).toMatchObject({ updatedArticles: 1 });
    expect(await tagsOf(article.slug)).toEqual(['tromb-ny', 'blödning']);
    expect(await revisions.find(article._id, 2)).toMatchObject({ change: { code: 'tagRenamed', from: 'tromb-gammal', to: 'tromb-ny' } });
    await call(M.tagsMerge, admin, { sourceTags: ['tromb-ny'], targetTag: 'blödning' });
    expect(await revisions.find(article._id, 3)).toMatchObject({ change: { code: 'tagsMerged', tags: ['tromb-ny'], target: 'blödning' } });
    // A saved editor form based on the version before the rename is stale now.
    const stale = await failureOf(call(M.articlesUpdate, admin, { ...articleInput(category, { title: article.title, tags: ['tromb-gammal'] }), baseVersion: 1, slug: article.slug }));
    expect(stale).toEqual(errorBody('ARTICLE_STALE_EDIT'));
  });

  it('deletes a tag from every article that has it', async () => {
    const a = await create('Lupus antikoagulans', ['bort-tag', 'kvar']);
    const b = await create('Kardiolipin', ['bort-tag'], { status: 'archived' });
    expect(await call(M.tagsDelete, admin, { tag: 'BORT-TAG' })).toEqual({ tag: 'bort-tag', updatedArticles: 2 });
    expect(await tagsOf(a.slug)).toEqual(['kvar']);
    expect(await tagsOf(b.slug)).toEqual([]);
    expect(await revisions.find(a._id, 2)).toMatchObject({ change: { code: 'tagRemoved', tag: 'bort-tag' } });
    expect(await countOf('bort-tag', admin)).toBeUndefined();
    expect(await failureOf(call(M.tagsDelete, admin, { tag: 'bort-tag' }))).toEqual(errorBody('TAG_NOT_FOUND'));
    await content.events.waitForEvent(
      { kind: 'deleted', tags: ['bort-tag'], articles: [a, b].map(({ _id, slug }) => ({ id: _id, slug })) },
      EVENTS.tagsChanged,
    );
  });

  it('merges all or nothing: an article saved meanwhile stops the whole merge with 409', async () => {
    const first = await create('Heparin', ['allt-eller-inget']);
    const second = await create('Anti-Xa', ['allt-eller-inget']);
    // Another editor's save has claimed the next version of the second article.
    const doc = (await store.findById(second._id))!;
    await revisions.insert({ ...doc, _id: undefined, articleId: doc._id, versionNumber: doc.version + 1, timestamp: new Date().toISOString(), editedBy: 'writer' });

    const body = await failureOf(call(M.tagsMerge, admin, { sourceTags: ['allt-eller-inget'], targetTag: 'antikoagulantia' }));
    expect(body).toEqual(errorBody('TAGS_CHANGED_MEANWHILE'));
    for (const article of [first, second]) {
      expect(await store.findById(article._id)).toMatchObject({ version: 1, tags: ['allt-eller-inget'] });
    }
    expect(await revisions.find(first._id, 2)).toBeNull();
    expect(await countOf('antikoagulantia', admin)).toBeUndefined();
  });

  it('validates names and keeps merge and delete to admins', async () => {
    expect(await failureOf(call(M.tagsMerge, admin, { sourceTags: [], targetTag: 'x' }))).toMatchObject({
      status: 400,
      errors: { sourceTags: VALIDATION_MESSAGES.tagNameRequired },
    });
    expect(await failureOf(call(M.tagsMerge, admin, { sourceTags: ['a'], targetTag: '  ' }))).toMatchObject({
      errors: { targetTag: VALIDATION_MESSAGES.tagNameRequired },
    });
    expect(await failureOf(call(M.tagsMerge, admin, { sourceTags: ['a'], targetTag: 'n'.repeat(51) }))).toMatchObject({
      errors: { targetTag: VALIDATION_MESSAGES.tagNameTooLong },
    });
    expect(await failureOf(call(M.tagsMerge, admin, { sourceTags: ['finns-inte'], targetTag: 'ny' }))).toEqual(errorBody('TAG_NOT_FOUND'));
    // The target as its own only source, however it is spelled: nothing to merge.
    expect(await failureOf(call(M.tagsMerge, admin, { sourceTags: ['Kvar ', 'kvar'], targetTag: 'KVAR' }))).toEqual({
      status: 400,
      code: 'TAG_MERGE_INTO_ITSELF',
      message: TAG_MESSAGES.mergeIntoItself,
      errors: { targetTag: TAG_MESSAGES.mergeIntoItself },
      fieldCodes: { targetTag: 'mergeIntoItself' },
    });
    const contributor = metaFor(actors.contributor);
    expect(await failureOf(call(M.tagsMerge, contributor, { sourceTags: ['kvar'], targetTag: 'ny' }))).toEqual(errorBody('ADMIN_REQUIRED'));
    expect(await failureOf(call(M.tagsDelete, contributor, { tag: 'kvar' }))).toEqual(errorBody('ADMIN_REQUIRED'));
    expect(await failureOf(call(M.tagsDelete, anonymous, { tag: 'kvar' }))).toMatchObject({ status: 401 });
    expect(await countOf('kvar', admin)).toBe(1);
  });
});
