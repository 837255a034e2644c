import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CONTENT_MESSAGES as M, HEX_COLOR, LIMITS, categoryInputSchema, slugify } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentStore, type PlatformConfig } from '@labmedicin/platform';
import { actors, makeTempDir, messageCaller, metaFor, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { CONTENT_CONTROLLERS } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { storedFieldsOf } from '../writing/article-fields';
import { ArticleWriter } from '../writing/article-writer';
import { fieldsOf } from '../writing/article-writer';
import { STANDARD_CATEGORIES } from './categories.seed';
import { loadSeedArticles, loadSeedTranslations, seedInputSchema } from './seed-articles';
import { loadSeedCorrections, type SeedCorrection } from './seed-corrections';
import { SeedCorrectionsService } from './seed-corrections.service';
import { SEED_CHANGE, SEED_EDITOR, SeedService } from './seed.service';
import { SEED_HOLD_MS, SeedProgressRepository } from '../store/seed-progress.repository';

/** A test that starts the content service three or four times, each new store seeding 110 articles into its search index. */
const THREE_STARTS_MS = 90_000;

const SEED_ARTICLES = loadSeedArticles();
const SEED_TRANSLATIONS = loadSeedTranslations();
const CORRECTIONS = loadSeedCorrections();
/** How many revisions the seed writes of an article on a new store: the file's, then each correction of it. */
const seedRevisionsOf = (slug: string) => 1 + CORRECTIONS.filter((c) => c.article === slug).length;

/**
 * Turns a store seeded by this release into what a release before corrections, English names and
 * translations left: the Swedish seed articles at revision 1, unlinked and without a language,
 * categories without English names, and only the articles seed recorded as done.
 */
async function asSeededByEarlierRelease(app: INestApplicationContext): Promise<void> {
  const store = app.get<DocumentStore>(DOCUMENT_STORE);
  const english = (await store.collection('articles').find({ language: 'en' })).map((article) => article._id);
  await store.collection('articles').deleteMany({ _id: { $in: english } });
  await store.collection('revisions').deleteMany({ $or: [{ articleId: { $in: english } }, { versionNumber: { $gt: 1 } }] });
  for (const article of await app.get(ArticlesRepository).all()) {
    const first = (await app.get(RevisionsRepository).find(article._id, 1))!;
    await store.collection('articles').updateOne(
      { _id: article._id },
      { $set: { ...fieldsOf(first), version: 1, updatedAt: article.createdAt }, $unset: { language: true, groupId: true, linkKey: true, translatedFrom: true } },
    );
  }
  await store.collection('categories').updateMany({}, { $unset: { nameEn: true, descriptionEn: true } });
  await store.collection('seedProgress').deleteMany({});
  await app.get(SeedProgressRepository).markStarted('articles');
  await app.get(SeedProgressRepository).markFinished('articles');
}

/** How many articles, revisions and categories the store holds, and each article's version. */
async function countsOf(app: INestApplicationContext) {
  const store = app.get<DocumentStore>(DOCUMENT_STORE);
  const articles = await app.get(ArticlesRepository).all();
  return {
    versions: Object.fromEntries(articles.map((a) => [a.slug, a.version])),
    translatedFrom: Object.fromEntries(articles.map((a) => [a.slug, a.translatedFrom ?? null])),
    revisions: await store.collection('revisions').count({}),
    categories: (await app.get(CategoriesRepository).findAll()).map((c) => ({ names: c.names, descriptions: c.descriptions })),
  };
}

describe('first-start seed', () => {
  let dir: TempDir;
  let config: PlatformConfig;
  let app: INestApplicationContext | undefined;

  const start = async () => {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    const call = messageCaller(app, CONTENT_CONTROLLERS);
    return { call, list: () => call(M.categoriesList, metaFor(actors.admin)) };
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
  };

  beforeAll(async () => {
    dir = await makeTempDir('content-seed-');
    config = await testConfig(dir.path);
  });
  afterAll(async () => {
    await stop();
    await dir?.remove();
  });

  it('is a sensible list: valid, distinct names, slugs and colours, Swedish and English descriptions of one sentence', () => {
    expect(STANDARD_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(STANDARD_CATEGORIES.length).toBeLessThanOrEqual(15);
    for (const category of STANDARD_CATEGORIES) {
      expect(categoryInputSchema.parse(category)).toEqual(category);
      expect(category.nameEn).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(category.color).toMatch(HEX_COLOR);
      expect(category.description.length).toBeGreaterThan(40);
      expect(category.description).toMatch(/^[A-ZÅÄÖ][^.]*[^.\s]\.$/u);
      expect(category.descriptionEn).toMatch(/^[A-Z][^.åäö]*[^.\s]\.$/u);
    }
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.name.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.nameEn!.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => slugify(c.name)))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.color.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(STANDARD_CATEGORIES.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Klinisk kemi', 'Hematologi', 'Koagulation', 'Klinisk immunologi', 'Mikrobiologi', 'Transfusionsmedicin']),
    );
  });

  const seedCount = (category: string) => SEED_ARTICLES.filter((a) => a.category === category).length;
  /** Every version an editor counts: the Swedish originals and their English translations. */
  const versionCount = (category: string) => seedCount(category) + SEED_TRANSLATIONS.filter((a) => a.category === category).length;

  it('has seed articles that the seed accepts as they were first published', () => {
    for (const seed of SEED_ARTICLES) {
      const parsed = seedInputSchema.safeParse({ ...seed, category: 'a00000000000000000000009', status: 'published' });
      expect({ title: seed.title, errors: parsed.error?.issues ?? [] }).toEqual({ title: seed.title, errors: [] });
    }
  });

  it('creates the standard categories, the seed articles, their corrections and English translations on first start, and never again', async () => {
    const first = await (await start()).list();
    expect(first.map((c) => c.name).sort()).toEqual(STANDARD_CATEGORIES.map((c) => c.name).sort());
    expect(first.find((c) => c.name === 'Hematologi')).toMatchObject({ names: { sv: 'Hematologi', en: 'Haematology' } });
    // An editor's counts take every version; a reader's one per translation group.
    expect(first.find((c) => c.name === 'Klinisk kemi')).toMatchObject({ slug: 'klinisk-kemi', articleCount: versionCount('Klinisk kemi') });
    expect(first.find((c) => c.name === 'Patologi och cytologi')).toMatchObject({ slug: 'patologi-och-cytologi', articleCount: 0 });
    const read = messageCaller(app!, CONTENT_CONTROLLERS);
    const forReaders = await read(M.categoriesList, metaFor(null), { language: 'en' });
    expect(forReaders.find((c) => c.name === 'Klinisk kemi')?.articleCount).toBe(seedCount('Klinisk kemi'));
    expect(forReaders.reduce((sum, c) => sum + c.articleCount, 0)).toBe(SEED_ARTICLES.length);

    const articles = app!.get(ArticlesRepository);
    const stored = await articles.all();
    const swedish = stored.filter((a) => a.language === 'sv');
    expect(swedish.map((a) => a.slug).sort()).toEqual(SEED_ARTICLES.map((a) => slugify(a.title)).sort());
    expect(stored.filter((a) => a.language === 'en').map((a) => a.title).sort()).toEqual(SEED_TRANSLATIONS.map((a) => a.title).sort());
    expect(stored.every((a) => a.status === 'published' && a.excerpt && a.excerpt.length <= LIMITS.cardSummaryFallback)).toBe(true);
    // Revision 1 is the seed file; each correction of an article is its next revision. The English
    // files hold the corrections already: each translation is its revision 1.
    expect(Object.fromEntries(swedish.map((a) => [a.slug, a.version]))).toEqual(Object.fromEntries(swedish.map((a) => [a.slug, seedRevisionsOf(a.slug)])));
    expect(stored.filter((a) => a.language === 'en').every((a) => a.version === 1)).toBe(true);
    const hb = await articles.findBySlug('hemoglobin-b-hb');
    expect(hb).toMatchObject({ title: 'Hemoglobin (B-Hb)', categoryId: first.find((c) => c.name === 'Hematologi')?._id });
    expect(await app!.get(RevisionsRepository).find(hb!._id, 1)).toMatchObject({ editedBy: SEED_EDITOR, change: SEED_CHANGE, title: 'Hemoglobin (B-Hb)', status: 'published' });
    const history = await read(M.revisionsList, metaFor(actors.admin), { slug: 'hemoglobin-b-hb' });
    const hbCorrections = CORRECTIONS.filter((c) => c.article === 'hemoglobin-b-hb');
    expect(hbCorrections.map((c) => c.id)).toEqual(['hb-graviditet-who-2024', 'hb-larmgranser', 'hb-barnintervall']);
    expect(history.data.map(({ versionNumber, editedBy, changeDescription, change }) => ({ versionNumber, editedBy, changeDescription, change }))).toEqual([
      ...hbCorrections.map((c, i) => ({ versionNumber: 2 + i, editedBy: SEED_EDITOR, changeDescription: c.changeDescription, change: undefined })).reverse(),
      { versionNumber: 1, editedBy: SEED_EDITOR, changeDescription: undefined, change: SEED_CHANGE },
    ]);

    // A reader sees the corrected text and its English translation, linked and up to date.
    const hbPage = await read(M.articlesGet, metaFor(null), { slug: 'hemoglobin-b-hb' });
    expect(hbPage.clinicalSignificance).toContain('under 105 g/L i andra trimestern');
    expect(hbPage).toMatchObject({ language: 'sv', version: 4, translatedFrom: null, outdated: false });
    expect(hbPage.referenceRanges.find((row) => row.parameter === 'B-Hb, flickor 12–17 år')).toMatchObject({ sex: 'female', ageFrom: 12, ageTo: 18, lower: 116, upper: 149 });
    expect(hbPage.translations).toEqual([expect.objectContaining({ language: 'en', slug: 'haemoglobin-b-hb', title: 'Haemoglobin (B-Hb)', status: 'published', outdated: false })]);
    const haemoglobin = await read(M.articlesGet, metaFor(null), { slug: 'haemoglobin-b-hb' });
    expect(haemoglobin).toMatchObject({ language: 'en', translatedFrom: { slug: 'hemoglobin-b-hb', version: 4 }, outdated: false, category: { name: 'Hematologi', names: { sv: 'Hematologi', en: 'Haematology' } } });
    expect(haemoglobin.clinicalSignificance).toContain('105 g/L');
    // Where the English title makes a Swedish seed article's slug, the English version's has -en.
    const magnesium = await read(M.articlesGet, metaFor(null), { slug: 'magnesium-p-magnesium-en' });
    expect(magnesium).toMatchObject({ language: 'en', translatedFrom: { slug: 'magnesium-p-magnesium', version: 1 }, outdated: false });
    const english = await read(M.articlesList, metaFor(actors.admin), { articleLanguage: 'en', limit: 100 });
    expect(english.pagination.total).toBe(SEED_TRANSLATIONS.length);
    expect(english.data.filter((a) => a.outdated || !a.translatedFrom).map((a) => a.slug)).toEqual([]);
    const page = await read(M.articlesList, metaFor(null), { limit: 100, language: 'en' });
    expect(page.pagination.total).toBe(SEED_ARTICLES.length);
    expect(page.data.every((a) => a.language === 'en' && a.views === 0)).toBe(true);
    await stop();

    const service = await start();
    const second = await service.list();
    expect(second.map((c) => c._id).sort()).toEqual(first.map((c) => c._id).sort());
    expect(await app!.get(ArticlesRepository).countAll()).toBe(stored.length);
    expect((await app!.get(ArticlesRepository).findBySlug('hemoglobin-b-hb'))?.version).toBe(4);

    // What the admin removed stays removed: the seed runs only while there is nothing of its kind.
    const removed = second.find((c) => c.name === 'Urinanalys');
    const kemi = second.find((c) => c.name === 'Klinisk kemi');
    await service.call(M.categoriesDelete, metaFor(actors.admin), { id: removed?._id, moveToCategory: kemi?._id });
    await service.call(M.articlesDelete, metaFor(actors.admin), { slug: 'hemoglobin-b-hb' });
    await service.call(M.articlesDelete, metaFor(actors.admin), { slug: 'haemoglobin-b-hb' });
    await stop();
    const third = await (await start()).list();
    expect(third).toHaveLength(STANDARD_CATEGORIES.length - 1);
    expect(third.some((c) => c.name === 'Urinanalys')).toBe(false);
    expect(third.find((c) => c.name === 'Klinisk kemi')?.articleCount).toBe(versionCount('Klinisk kemi') + versionCount('Urinanalys'));
    expect(await app!.get(ArticlesRepository).countAll()).toBe(stored.length - 2);
    expect(await app!.get(ArticlesRepository).findBySlug('hemoglobin-b-hb')).toBeNull();
    expect(await app!.get(ArticlesRepository).findBySlug('haemoglobin-b-hb')).toBeNull();
  }, THREE_STARTS_MS);

  it('gives an installation seeded before each correction, the English names, descriptions and translations once at start, leaving what an editor changed', async () => {
    const before = await makeTempDir('content-seed-upgrade-');
    const warnings: string[] = [];
    const logger = { log: () => undefined, error: () => undefined, debug: () => undefined, verbose: () => undefined, warn: (message: unknown) => void warnings.push(String(message)) };
    try {
      const upgradeConfig = await testConfig(before.path);
      app = await NestFactory.createApplicationContext(AppModule.forRoot(upgradeConfig), { logger: false });
      await asSeededByEarlierRelease(app);
      const call = messageCaller(app, CONTENT_CONTROLLERS);
      const ldl = await app.get(ArticlesRepository).findBySlug('ldl-kolesterol-p-ldl-kolesterol');
      expect(ldl).toMatchObject({ version: 1 });
      expect(ldl?.referenceRanges.find((row) => row.parameter === 'Behandlingsmål, hög risk')?.range).toBe('<1,8');
      // Since then an editor rewrote the sentence the Hb correction replaces, and named a category in English.
      const hb = await call(M.articlesGet, metaFor(actors.admin), { slug: 'hemoglobin-b-hb' });
      const ownWords = '<p>Anemi definieras enligt lokala riktlinjer.</p>';
      const edited = hb.clinicalSignificance.replace(/<p>Anemi definieras av WHO[^<]*<\/p>/, ownWords);
      expect(edited).toContain(ownWords);
      await call(M.articlesUpdate, metaFor(actors.admin), { ...hb, category: hb.category!._id, clinicalSignificance: edited, baseVersion: 1, changeDescription: 'Egen formulering' });
      const hematologi = (await app.get(CategoriesRepository).findByName('Hematologi'))!;
      await call(M.categoriesUpdate, metaFor(actors.admin), { id: hematologi._id, name: 'Hematologi', nameEn: 'Blood', description: hematologi.description, color: hematologi.color });
      // And rewrote a category's Swedish description: its English one is left to them.
      const koagulation = (await app.get(CategoriesRepository).findByName('Koagulation'))!;
      await call(M.categoriesUpdate, metaFor(actors.admin), { id: koagulation._id, name: 'Koagulation', description: 'Egen beskrivning.', color: koagulation.color });
      await stop();

      // The release with corrections, English names and translations starts on it.
      app = await NestFactory.createApplicationContext(AppModule.forRoot(upgradeConfig), { logger });
      const read = messageCaller(app, CONTENT_CONTROLLERS);
      const categories = await read(M.categoriesList, metaFor(null), {});
      expect(categories.find((c) => c.name === 'Klinisk kemi')?.names).toEqual({ sv: 'Klinisk kemi', en: 'Clinical chemistry' });
      expect(categories.find((c) => c.name === 'Hematologi')?.names).toEqual({ sv: 'Hematologi', en: 'Blood' });
      const seeded = (name: string) => STANDARD_CATEGORIES.find((c) => c.name === name)!;
      expect(categories.find((c) => c.name === 'Klinisk kemi')?.descriptions).toEqual({ sv: seeded('Klinisk kemi').description, en: seeded('Klinisk kemi').descriptionEn });
      expect(categories.find((c) => c.name === 'Hematologi')?.descriptions).toEqual({ sv: seeded('Hematologi').description, en: seeded('Hematologi').descriptionEn });
      expect(categories.find((c) => c.name === 'Koagulation')?.descriptions).toEqual({ sv: 'Egen beskrivning.', en: '' });

      const ldlPage = await read(M.articlesGet, metaFor(null), { slug: 'ldl-kolesterol-p-ldl-kolesterol' });
      expect(ldlPage.version).toBe(2);
      expect(ldlPage.referenceRanges.find((row) => row.parameter === 'Behandlingsmål, hög risk')?.range).toBe('<1,8 och ≥50 % sänkning');
      const ldlHistory = await read(M.revisionsList, metaFor(actors.admin), { slug: 'ldl-kolesterol-p-ldl-kolesterol' });
      expect(ldlHistory.data[0]).toMatchObject({ versionNumber: 2, editedBy: SEED_EDITOR, changeDescription: CORRECTIONS.find((c) => c.article === 'ldl-kolesterol-p-ldl-kolesterol')!.changeDescription });
      // The editor's words stay; the log says which correction was left and why.
      // The corrections of what the editor left as the seed wrote it (critical limits, children's rows) are made.
      const hbPage = await read(M.articlesGet, metaFor(null), { slug: 'hemoglobin-b-hb' });
      expect(hbPage).toMatchObject({ version: 4, clinicalSignificance: expect.stringContaining(ownWords) });
      expect(hbPage.referenceRanges.find((row) => row.parameter === 'B-Hb, kvinnor ≥18 år')).toMatchObject({ criticalLow: 70, criticalHigh: 200 });
      expect(hbPage.clinicalSignificance).not.toContain('105 g/L');
      expect(warnings.filter((w) => w.includes('hb-graviditet-who-2024'))).toEqual([expect.stringContaining('skipped: hemoglobin-b-hb no longer holds the clinicalSignificance')]);

      // Each original has its English version, linked; translated from what the seed wrote, so
      // the one whose original an editor published since is outdated, and no other.
      const english = await read(M.articlesList, metaFor(actors.admin), { articleLanguage: 'en', limit: 100 });
      expect(english.pagination.total).toBe(SEED_TRANSLATIONS.length);
      expect(english.data.filter((a) => a.outdated).map((a) => a.slug)).toEqual(['haemoglobin-b-hb']);
      expect((await read(M.articlesGet, metaFor(null), { slug: 'glucose-p-glucose-fp-glucose' })).translatedFrom).toEqual({ slug: 'glukos-p-glukos-fp-glukos', version: seedRevisionsOf('glukos-p-glukos-fp-glukos') });
      // A translation follows only the seed's versions before an editor's: the Hb corrections made on the editor's words are not in it.
      expect((await read(M.articlesGet, metaFor(null), { slug: 'haemoglobin-b-hb' })).translatedFrom).toEqual({ slug: 'hemoglobin-b-hb', version: 1 });
      expect(hbPage.translations).toEqual([expect.objectContaining({ language: 'en', slug: 'haemoglobin-b-hb', outdated: true })]);
      const search = await read(M.articlesSearch, metaFor(null), { q: 'potassium', language: 'en' });
      expect(search.data.map((a: { slug: string }) => a.slug)).toContain('potassium-p-potassium');
      const counts = await countsOf(app);
      await stop();

      // Once: the next start changes nothing.
      app = await NestFactory.createApplicationContext(AppModule.forRoot(upgradeConfig), { logger: false });
      expect(await countsOf(app)).toEqual(counts);
    } finally {
      await stop();
      await before.remove();
    }
  }, THREE_STARTS_MS);

  it('makes a correction’s English changes in the translation an installation has, once, keeping it up to date, and leaves one an editor changed', async () => {
    const withTranslations = await makeTempDir('content-seed-translated-');
    const warnings: string[] = [];
    const logger = { log: () => undefined, error: () => undefined, debug: () => undefined, verbose: () => undefined, warn: (message: unknown) => void warnings.push(String(message)) };
    try {
      app = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(withTranslations.path)), { logger });
      const read = messageCaller(app, CONTENT_CONTROLLERS);
      const articles = app.get(ArticlesRepository);
      const kaliumBefore = (await articles.findBySlug('kalium-p-kalium'))!.version;
      const row = (parameter: string) => ({ parameter, range: 'Se text', unit: 'mmol/L', notes: 'Testrad' });
      const correction = (id: string, before: string): SeedCorrection => ({
        id,
        article: 'kalium-p-kalium',
        changeDescription: 'Testrättning',
        sources: ['Källa 2026'],
        changes: [{ addReferenceRanges: [row(`P-Kalium, ${id}`)], before: 'P-Kalium, vuxna' }],
        translation: [{ addReferenceRanges: [row(`P-Potassium, ${id}`)], before }],
      });
      // An installation whose translations exist when the correction comes: both are corrected, the translation stays up to date.
      const both = correction('test-both', 'P-Potassium, adults');
      await app.get(SeedCorrectionsService).apply([both]);
      await app.get(SeedCorrectionsService).apply([both]);
      const kalium = await read(M.articlesGet, metaFor(null), { slug: 'kalium-p-kalium' });
      const potassium = await read(M.articlesGet, metaFor(null), { slug: 'potassium-p-potassium' });
      expect(kalium.version).toBe(kaliumBefore + 1);
      expect(kalium.referenceRanges.map((r) => r.parameter)).toContain('P-Kalium, test-both');
      expect(potassium).toMatchObject({ version: 2, translatedFrom: { slug: 'kalium-p-kalium', version: kaliumBefore + 1 }, outdated: false });
      expect(potassium.referenceRanges.map((r) => r.parameter).slice(0, 2)).toEqual(['P-Potassium, test-both', 'P-Potassium, adults']);
      const history = await read(M.revisionsList, metaFor(actors.admin), { slug: 'potassium-p-potassium' });
      expect(history.data[0]).toMatchObject({ versionNumber: 2, editedBy: SEED_EDITOR, changeDescription: 'Testrättning' });

      // A translation that no longer holds what the English changes correct is left, and shows it is behind its original.
      await app.get(SeedCorrectionsService).apply([correction('test-left', 'P-Potassium, no such row')]);
      expect(await read(M.articlesGet, metaFor(null), { slug: 'kalium-p-kalium' })).toMatchObject({ version: kaliumBefore + 2 });
      expect(await read(M.articlesGet, metaFor(null), { slug: 'potassium-p-potassium' })).toMatchObject({ version: 2, translatedFrom: { version: kaliumBefore + 1 }, outdated: true });
      expect(warnings).toContainEqual(expect.stringContaining('Seed correction test-left left out of potassium-p-potassium: it no longer holds the reference range "P-Potassium, no such row"'));
    } finally {
      await stop();
      await withTranslations.remove();
    }
  });

  it('seeds no translation or correction into a store whose articles are an editor’s, even under a seed article’s slug', async () => {
    const own = await makeTempDir('content-seed-own-');
    const warnings: string[] = [];
    const logger = { log: () => undefined, error: () => undefined, debug: () => undefined, verbose: () => undefined, warn: (message: unknown) => void warnings.push(String(message)) };
    try {
      const ownConfig = await testConfig(own.path);
      app = await NestFactory.createApplicationContext(AppModule.forRoot(ownConfig), { logger: false });
      // A store the seed never filled: the editors wrote its articles before any seed ran.
      const store = app.get<DocumentStore>(DOCUMENT_STORE);
      for (const name of ['articles', 'revisions', 'seedProgress']) await store.collection(name).deleteMany({});
      const kemi = (await app.get(CategoriesRepository).findByName('Klinisk kemi'))!;
      const call = messageCaller(app, CONTENT_CONTROLLERS);
      const kalium = SEED_ARTICLES.find((seed) => seed.title === 'Kalium (P-Kalium)')!;
      await call(M.articlesCreate, metaFor(actors.admin), { ...kalium, category: kemi._id, status: 'published', content: `${kalium.content}<p>Vår egen text.</p>` });
      await stop();

      app = await NestFactory.createApplicationContext(AppModule.forRoot(ownConfig), { logger });
      const articles = await app.get(ArticlesRepository).all();
      expect(articles.map(({ slug, version, language }) => ({ slug, version, language }))).toEqual([{ slug: 'kalium-p-kalium', version: 1, language: 'sv' }]);
      expect(warnings).toContainEqual(expect.stringContaining('"Potassium (P-Potassium)" skipped: kalium-p-kalium is not the article the seed wrote'));
      expect(warnings).toContainEqual(expect.stringContaining('skipped: there is no article hemoglobin-b-hb'));
    } finally {
      await stop();
      await own.remove();
    }
  });

  it('finishes at the next start a seed that a stop or a crash cut off half way, storing nothing twice', async () => {
    const cutOff = await makeTempDir('content-seed-cut-');
    try {
      const cutConfig = await testConfig(cutOff.path);
      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      // What a seed cut off at its third article leaves: its record begun, not finished; the third
      // article's revision without its article; nothing of the articles after it, nor of what
      // follows the articles (corrections, translations).
      const store = app.get<DocumentStore>(DOCUMENT_STORE);
      await asSeededByEarlierRelease(app);
      await store.collection('seedProgress').updateMany({}, { $unset: { finishedAt: true } });
      const slugs = SEED_ARTICLES.map((seed) => slugify(seed.title)).sort();
      const [cutAt, ...notYet] = slugs.slice(2);
      const notYetIds = (await store.collection('articles').find({ slug: { $in: notYet } })).map((article) => article._id);
      await store.collection('articles').deleteMany({ slug: { $in: [cutAt, ...notYet] } });
      expect(await store.collection('revisions').deleteMany({ articleId: { $in: notYetIds } })).toBe(notYet.length);
      expect(await app.get(ArticlesRepository).countAll()).toBe(2);
      await stop();

      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      const articles = await app.get(ArticlesRepository).all();
      expect(articles.filter((a) => a.language === 'sv').map((a) => a.slug).sort()).toEqual(slugs);
      expect(articles.filter((a) => a.language === 'en')).toHaveLength(SEED_TRANSLATIONS.length);
      for (const { _id, slug } of articles) expect({ slug, revisions: (await app.get(RevisionsRepository).page(_id, 1, 10)).total }).toEqual({ slug, revisions: seedRevisionsOf(slug) });
      const search = await messageCaller(app, CONTENT_CONTROLLERS)(M.articlesSearch, metaFor(null), { q: SEED_ARTICLES.find((seed) => slugify(seed.title) === cutAt)!.title });
      expect(search.data.map((a: { slug: string }) => a.slug)).toContain(cutAt);
      await stop();

      // Finished now: an article an admin removes stays removed.
      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      await messageCaller(app, CONTENT_CONTROLLERS)(M.articlesDelete, metaFor(actors.admin), { slug: cutAt });
      await stop();
      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      expect(await app.get(ArticlesRepository).findBySlug(cutAt)).toBeNull();
    } finally {
      await stop();
      await cutOff.remove();
    }
  }, THREE_STARTS_MS);

  it('lets one replica at a time hold the seed, until it lets go or its hold runs out', async () => {
    const held = await makeTempDir('content-seed-hold-');
    try {
      app = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(held.path)), { logger: false });
      const progress = app.get(SeedProgressRepository);
      // The start has seeded and let go: the hold is free.
      expect(await progress.hold('first replica')).toBe(true);
      expect(await progress.hold('second replica')).toBe(false);
      expect(await progress.hold('first replica')).toBe(true);
      await progress.release('first replica');
      expect(await progress.hold('second replica')).toBe(true);
      // The second died holding it: once its time has run out, another takes it.
      expect(await progress.hold('first replica', new Date(Date.now() + SEED_HOLD_MS - 1000))).toBe(false);
      expect(await progress.hold('first replica', new Date(Date.now() + SEED_HOLD_MS + 1000))).toBe(true);
    } finally {
      await stop();
      await held.remove();
    }
  });

  it('seeds a new store once the replica holding the seed lets go, and in spite of one that died holding it', async () => {
    const waiting = await makeTempDir('content-seed-wait-');
    try {
      app = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(waiting.path)), { logger: false });
      const store = app.get<DocumentStore>(DOCUMENT_STORE);
      const progress = app.get(SeedProgressRepository);
      const articles = app.get(ArticlesRepository);
      const emptied = async () => {
        for (const name of ['articles', 'revisions', 'categories', 'seedProgress']) await store.collection(name).deleteMany({});
      };
      const seeded = SEED_ARTICLES.length + SEED_TRANSLATIONS.length;

      // Another replica holds the seed of an empty store: this one's start seeds only after it lets go.
      await emptied();
      await progress.hold('other replica');
      const said: string[] = [];
      app.useLogger({ log: (message: unknown) => void said.push(String(message)), error: () => undefined, warn: () => undefined });
      let finished = false;
      const starting = app.get(SeedService).onApplicationBootstrap().then(() => {
        finished = true;
      });
      const waitSaid = new Promise<void>((resolve) => {
        const look = () => (said.some((message) => message.includes('waiting for it')) ? resolve() : setImmediate(look));
        look();
      });
      await Promise.race([waitSaid, starting]);
      expect(finished).toBe(false);
      expect(await articles.countAll()).toBe(0);
      await progress.release('other replica');
      await starting;
      expect(await articles.countAll()).toBe(seeded);

      // One died holding the seed of an empty store: the next start takes the hold, its time run out.
      await emptied();
      await progress.hold('dead replica', new Date(Date.now() - SEED_HOLD_MS - 1000));
      await app.get(SeedService).onApplicationBootstrap();
      expect(await articles.countAll()).toBe(seeded);
    } finally {
      await stop();
      await waiting.remove();
    }
  }, THREE_STARTS_MS);

  it('stores each seed article once when replicas seed at the same moment', async () => {
    const seeded = await makeTempDir('content-seed-race-');
    try {
      app = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(seeded.path)), { logger: false });
      const articles = app.get(ArticlesRepository);
      const before = (await articles.all()).map((a) => ({ _id: a._id, slug: a.slug })).sort((a, b) => a.slug.localeCompare(b.slug));
      const hematologi = (await app.get(CategoriesRepository).findByName('Hematologi'))!._id;
      // Two more replicas seed the same articles at once, as they would on a first start together.
      const entries = SEED_ARTICLES.filter((seed) => seed.category === 'Hematologi').map((seed) => ({
        fields: storedFieldsOf(seedInputSchema.parse({ ...seed, category: hematologi, status: 'published' })),
        note: { change: SEED_CHANGE },
      }));
      const writer = app.get(ArticleWriter);
      await Promise.all([writer.createSeed(entries, SEED_EDITOR), writer.createSeed(entries, SEED_EDITOR)]);
      const after = (await articles.all()).map((a) => ({ _id: a._id, slug: a.slug })).sort((a, b) => a.slug.localeCompare(b.slug));
      expect(after).toEqual(before);
      for (const { _id, slug } of after) expect({ slug, revisions: (await app.get(RevisionsRepository).page(_id, 1, 10)).total }).toEqual({ slug, revisions: seedRevisionsOf(slug) });
    } finally {
      await stop();
      await seeded.remove();
    }
  });
});
