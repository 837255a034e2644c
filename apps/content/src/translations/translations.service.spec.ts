import 'reflect-metadata';
import { CONTENT_MESSAGES as M, EVENTS, errorBody, type Article, type ArticleChangedEvent, type ArticleFormValues } from '@labmedicin/contracts';
import { actors, failureOf, metaFor } from '@labmedicin/platform/testing';
import { articleDocument, articleInput, startContent, type ContentContext } from '../../test/fixtures';
import { ArticlesRepository } from '../store/articles.repository';

const admin = metaFor(actors.admin);
const contributor = metaFor(actors.contributor);
const anonymous = metaFor(null);

describe('Translations (NeDB files in a temp dir, in-process search)', () => {
  let content: ContentContext;
  let call: ContentContext['call'];
  let category: string;

  beforeAll(async () => {
    content = await startContent('content-translations-');
    call = content.call;
    // A category of their own, so that counts and lists see only these tests' articles.
    category = (await call(M.categoriesCreate, admin, { name: 'Översättningsprov', nameEn: 'Translation tests', color: '#123456' }))._id;
  });

  afterAll(async () => {
    await content?.close();
  });

  const create = (overrides: Partial<ArticleFormValues> = {}, meta = admin, inCategory = category) => call(M.articlesCreate, meta, articleInput(inCategory, overrides));
  /** The event announcing the article as answered, with the slugs of its linked versions. */
  const eventOf = (article: Article, linkedSlugs: string[]): ArticleChangedEvent => ({
    id: article._id,
    slug: article.slug,
    title: article.title,
    categoryId: article.category!._id,
    tags: article.tags,
    status: article.status,
    images: article.images,
    uploadedImages: [],
    language: article.language,
    linkedSlugs,
  });
  const save = (article: Article, overrides: Partial<ArticleFormValues> & { translationUpToDate?: boolean } = {}) =>
    call(M.articlesUpdate, admin, {
      ...articleInput(article.category!._id, { title: article.title, status: article.status, language: article.language }),
      baseVersion: article.version,
      ...overrides,
      slug: article.slug,
    });
  const get = (slug: string, meta = admin) => call(M.articlesGet, meta, { slug });
  const link = (slug: string, translation: string, meta = admin) => call(M.articlesLinkTranslation, meta, { slug, translation });
  const unlink = (slug: string, translation: string, meta = admin) => call(M.articlesUnlinkTranslation, meta, { slug, translation });

  describe('a new translation', () => {
    it('is a draft in the other language, linked to its original at its version; readers see it only once published', async () => {
      const original = await create({ title: 'Kalium', status: 'published', tags: ['kalium'] });
      expect(original).toMatchObject({ language: 'sv', translatedFrom: null, outdated: false, translations: [] });

      const translation = await create({ title: 'Potassium', translationOf: original.slug, tags: ['potassium', 'kalium'] }, contributor);
      expect(translation).toMatchObject({
        language: 'en',
        status: 'draft',
        translatedFrom: { slug: original.slug, version: original.version },
        outdated: false,
        translations: [{ language: 'sv', slug: original.slug, title: 'Kalium', status: 'published', outdated: false }],
      });

      expect((await get(original.slug, contributor)).translations).toEqual([
        { language: 'en', slug: translation.slug, title: 'Potassium', status: 'draft', updatedAt: translation.updatedAt, outdated: false },
      ]);
      expect((await get(original.slug, anonymous)).translations).toEqual([]);
      await content.events.waitForEvent(eventOf(original, [translation.slug]), EVENTS.articleUpdated);
    });

    it('is refused in the original’s language (400), for no original (404) and where the group has that language (409)', async () => {
      const original = await create({ title: 'Natrium' });
      expect(await failureOf(create({ title: 'Natrium igen', translationOf: original.slug, language: 'sv' }))).toEqual(errorBody('SAME_LANGUAGE'));
      expect(await failureOf(create({ title: 'Sodium', translationOf: 'finns-inte' }))).toEqual(errorBody('ARTICLE_NOT_FOUND'));

      const translation = await create({ title: 'Sodium', translationOf: original.slug });
      expect(await failureOf(create({ title: 'Sodium again', translationOf: original.slug }))).toEqual(errorBody('TRANSLATION_EXISTS'));
      // A translation of the translation would be a second Swedish version of the group.
      expect(await failureOf(create({ title: 'Natrium tre', translationOf: translation.slug }))).toEqual(errorBody('TRANSLATION_EXISTS'));
      // Nothing was stored by the refused creates.
      expect((await call(M.articlesList, admin, { search: 'Sodium again' })).data).toEqual([]);
      // Nor may a save turn a linked article into its partner's language.
      expect(await failureOf(save(translation, { language: 'sv' }))).toEqual(errorBody('SAME_LANGUAGE'));
    });
  });

  describe('link and unlink', () => {
    it('links two existing articles for admins only, refusing one language and articles already linked', async () => {
      const original = await create({ title: 'Kreatinin', status: 'published' });
      const english = await create({ title: 'Creatinine', language: 'en', status: 'published' });
      const swedish = await create({ title: 'Kreatinin igen' });

      expect(await failureOf(link(original.slug, english.slug, contributor))).toEqual(errorBody('ADMIN_REQUIRED'));
      expect(await failureOf(link(original.slug, swedish.slug))).toEqual(errorBody('SAME_LANGUAGE'));
      expect(await failureOf(link(original.slug, 'finns-inte'))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
      expect(await failureOf(unlink(original.slug, english.slug))).toEqual(errorBody('NOT_A_TRANSLATION'));

      const linked = await link(original.slug, english.slug);
      expect(linked).toMatchObject({ slug: original.slug, translatedFrom: null, translations: [{ language: 'en', slug: english.slug, status: 'published' }] });
      expect((await get(english.slug, anonymous)).translatedFrom).toEqual({ slug: original.slug, version: original.version });
      await content.events.waitForEvent(eventOf(english, [original.slug]), EVENTS.articleUpdated);

      const otherEnglish = await create({ title: 'Creatinine again', language: 'en' });
      expect(await failureOf(link(original.slug, otherEnglish.slug))).toEqual(errorBody('TRANSLATION_EXISTS'));
      expect(await failureOf(link(swedish.slug, english.slug))).toEqual(errorBody('TRANSLATION_EXISTS'));

      expect(await failureOf(unlink(original.slug, english.slug, contributor))).toEqual(errorBody('ADMIN_REQUIRED'));
      const unlinked = await unlink(original.slug, english.slug);
      expect(unlinked).toMatchObject({ slug: original.slug, translations: [] });
      expect(await get(english.slug)).toMatchObject({ translatedFrom: null, translations: [], outdated: false });
      expect(await failureOf(unlink(original.slug, english.slug))).toEqual(errorBody('NOT_A_TRANSLATION'));
      // Unlinked, the English article may be linked again, to another original.
      expect((await link(swedish.slug, english.slug)).translations).toMatchObject([{ slug: english.slug }]);
    });

    it('keeps a deleted original’s translation, unlinked', async () => {
      const original = await create({ title: 'Urat', status: 'published' });
      const translation = await create({ title: 'Urate', translationOf: original.slug, status: 'published' });
      await call(M.articlesDelete, admin, { slug: original.slug });
      expect(await get(translation.slug, anonymous)).toMatchObject({ slug: translation.slug, translatedFrom: null, translations: [], outdated: false });
      await content.events.waitForEvent(eventOf(original, [translation.slug]), EVENTS.articleDeleted);
    });
  });

  describe('outdated', () => {
    it('turns on when the original publishes a newer version, and off once the translation is saved as up to date', async () => {
      const original = await create({ title: 'Troponin', status: 'published' });
      const translation = await create({ title: 'Troponin (en)', translationOf: original.slug, status: 'published' });

      const republished = await save(original, { summary: 'Ny rekommendation om gränsvärden.', status: 'published' });
      expect(await get(translation.slug, anonymous)).toMatchObject({ outdated: true, translatedFrom: { version: original.version } });
      expect((await get(original.slug, anonymous)).translations).toMatchObject([{ slug: translation.slug, outdated: true }]);
      const listed = (await call(M.articlesList, anonymous, { category, articleLanguage: 'en' })).data.find((item) => item.slug === translation.slug);
      expect(listed).toMatchObject({ language: 'en', outdated: true, translatedFrom: { slug: original.slug } });

      // A save without the mark leaves it outdated; with it, it is translated from the current version.
      const saved = await save(await get(translation.slug), { title: 'Troponin (en)', language: 'en' });
      expect(saved.outdated).toBe(true);
      const upToDate = await save(saved, { title: 'Troponin (en)', language: 'en', translationUpToDate: true });
      expect(upToDate).toMatchObject({ outdated: false, translatedFrom: { slug: original.slug, version: republished.version } });
      expect(await get(translation.slug, anonymous)).toMatchObject({ outdated: false });
    });

    it('stays off when the original is only published (its text unchanged) or saved as a draft', async () => {
      const original = await create({ title: 'Laktat' });
      const translation = await create({ title: 'Lactate', translationOf: original.slug, status: 'published' });
      const published = await call(M.articlesPublish, admin, { slug: original.slug, version: original.version });
      expect(published.version).toBe(original.version + 1);
      expect(await get(translation.slug, anonymous)).toMatchObject({ outdated: false, translatedFrom: { version: published.version } });

      await save(published, { summary: 'Ett utkast till ny text.', status: 'draft' });
      expect(await get(translation.slug, anonymous)).toMatchObject({ outdated: false });
    });
  });

  describe('the reader’s language', () => {
    it('lists one version per group, in the reader’s language when the caller may see it, and counts categories alike', async () => {
      const own = (await call(M.categoriesCreate, admin, { name: 'Språkprov', color: '#654321' }))._id;
      const add = (overrides: Partial<ArticleFormValues>) => create({ tags: ['språkprov'], ...overrides }, admin, own);
      const both = await add({ title: 'Ferritin', status: 'published' });
      const bothEn = await add({ title: 'Ferritin (en)', translationOf: both.slug, status: 'published' });
      const draftEn = await add({ title: 'Folat', status: 'published' });
      const folateDraft = await add({ title: 'Folate', translationOf: draftEn.slug });
      const onlySv = await add({ title: 'Fosfat', status: 'published' });
      const onlyEn = await add({ title: 'Fibrinogen (en)', language: 'en', status: 'published' });

      const slugsOf = async (meta: typeof admin, query: Record<string, unknown>) =>
        (await call(M.articlesList, meta, { tag: 'språkprov', sort: 'title', order: 'asc', ...query })).data.map((item) => item.slug).sort();

      expect(await slugsOf(anonymous, { language: 'en' })).toEqual([bothEn.slug, draftEn.slug, onlySv.slug, onlyEn.slug].sort());
      expect(await slugsOf(anonymous, { language: 'sv' })).toEqual([both.slug, draftEn.slug, onlySv.slug, onlyEn.slug].sort());
      // An editor sees the English draft stand for its group; without a language every version is listed.
      expect(await slugsOf(admin, { language: 'en' })).toEqual([bothEn.slug, folateDraft.slug, onlySv.slug, onlyEn.slug].sort());
      expect(await slugsOf(admin, {})).toHaveLength(6);
      expect(await slugsOf(admin, { articleLanguage: 'en' })).toEqual([bothEn.slug, folateDraft.slug, onlyEn.slug].sort());

      const page = await call(M.articlesList, anonymous, { tag: 'språkprov', language: 'en', limit: 2 });
      expect(page.pagination).toMatchObject({ total: 4, pages: 2 });

      const tagPage = await call(M.tagsArticles, anonymous, { tag: 'språkprov', language: 'en' });
      expect(tagPage.data.map((item) => item.slug).sort()).toEqual([bothEn.slug, draftEn.slug, onlySv.slug, onlyEn.slug].sort());

      const countIn = async (meta: typeof admin, language?: 'sv' | 'en') =>
        (await call(M.categoriesList, meta, { language })).find((c) => c._id === own)?.articleCount;
      expect(await countIn(anonymous)).toBe(5);
      expect(await countIn(anonymous, 'en')).toBe(4);
      expect(await countIn(anonymous, 'sv')).toBe(4);
      expect(await countIn(admin)).toBe(6);
      expect(await countIn(admin, 'en')).toBe(4);
    });
  });

  it('searches one version per group: found through either, shown in the reader’s language when it is published', async () => {
    const original = await create({ title: 'Kalium', status: 'published', content: '<p>Kalium mäts i plasma, qvarnkalium.</p>' });
    const translation = await create({ title: 'Potassium', translationOf: original.slug, status: 'published', content: '<p>Potassium is measured in plasma, qvarnpotassium.</p>' });
    const draftOriginal = await create({ title: 'Natrium', status: 'published', content: '<p>Natrium, qvarnnatrium.</p>' });
    await create({ title: 'Sodium', translationOf: draftOriginal.slug, content: '<p>Sodium, qvarnsodium.</p>' });
    const found = async (q: string, language?: 'sv' | 'en') => (await call(M.articlesSearch, anonymous, { q, language })).data.map((item) => item.slug);

    expect(await found('qvarnpotassium', 'sv')).toEqual([original.slug]);
    expect(await found('qvarnkalium', 'en')).toEqual([translation.slug]);
    expect(await found('qvarnpotassium')).toEqual([translation.slug]);
    // The English draft is no reader's: the Swedish original stands for its group.
    expect(await found('qvarnnatrium', 'en')).toEqual([draftOriginal.slug]);
    expect(await found('qvarnsodium', 'en')).toEqual([]);

    // Unlinked, each stands for itself again.
    await unlink(original.slug, translation.slug);
    expect(await found('qvarnpotassium', 'sv')).toEqual([translation.slug]);
  });

  it('indexes published versions with their published alternates', async () => {
    const original = await create({ title: 'Albumin', status: 'published' });
    const translation = await create({ title: 'Albumin (en)', translationOf: original.slug, status: 'published' });
    const alone = await create({ title: 'Amylas', status: 'published' });
    const draft = await create({ title: 'Amylase', translationOf: alone.slug });
    const index = await call(M.articlesPublishedIndex, anonymous, {});
    const alternates = [
      { language: 'sv', slug: original.slug },
      { language: 'en', slug: translation.slug },
    ];
    expect(index).toContainEqual({ slug: original.slug, updatedAt: original.updatedAt, language: 'sv', alternates });
    expect(index).toContainEqual({ slug: translation.slug, updatedAt: translation.updatedAt, language: 'en', alternates });
    expect(index).toContainEqual({ slug: alone.slug, updatedAt: alone.updatedAt, language: 'sv', alternates: [] });
    expect(index.map((entry) => entry.slug)).not.toContain(draft.slug);
  });

  it('keeps the language through the store: an article stored without one is Swedish', async () => {
    const store = content.app.get(ArticlesRepository);
    await store.insert(articleDocument({ categoryId: category, slug: 'gammal-artikel', title: 'Gammal artikel', status: 'published', tags: ['utan-språk'] }));
    expect((await call(M.articlesList, anonymous, { tag: 'utan-språk', articleLanguage: 'sv' })).data.map((item) => [item.slug, item.language])).toEqual([['gammal-artikel', 'sv']]);
    expect((await call(M.articlesList, anonymous, { tag: 'utan-språk', articleLanguage: 'en' })).data).toEqual([]);
    expect(await get('gammal-artikel', anonymous)).toMatchObject({ language: 'sv', translatedFrom: null, outdated: false, translations: [] });
  });
});
