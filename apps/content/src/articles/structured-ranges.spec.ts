import 'reflect-metadata';
import { CONTENT_MESSAGES as M, VALIDATION_MESSAGES, articleUpdateInputSchema, errorBody, type Article, type ArticleFormValues } from '@labmedicin/contracts';
import { actors, failureOf, metaFor } from '@labmedicin/platform/testing';
import { articleDocument, articleInput, startContent, type ContentContext } from '../../test/fixtures';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';

const admin = metaFor(actors.admin);
const anonymous = metaFor(null);

const CREATININE_WOMEN = {
  parameter: 'P-Kreatinin, kvinnor ≥18 år',
  range: 'skrivs om',
  unit: 'µmol/L',
  notes: 'NORIP',
  sex: 'female' as const,
  ageFrom: 18,
  lower: 45,
  upper: 90,
  criticalHigh: 500,
  conversion: { unit: 'mg/dL', factor: 88.4, source: 'AMA Manual of Style, SI conversion table' },
};

describe('structured reference ranges in the content service (NeDB files in a temp dir)', () => {
  let content: ContentContext;
  let store: ArticlesRepository;
  let revisions: RevisionsRepository;
  let kemi: string;

  beforeAll(async () => {
    content = await startContent('content-ranges-');
    store = content.app.get(ArticlesRepository);
    revisions = content.app.get(RevisionsRepository);
    kemi = (await content.app.get(CategoriesRepository).findByName('Klinisk kemi'))!._id;
  });

  afterAll(async () => {
    await content?.close();
  });

  const create = (overrides: Partial<ArticleFormValues>) => content.call(M.articlesCreate, admin, articleInput(kemi, { status: 'published', ...overrides }));
  const update = (article: Article, overrides: Partial<ArticleFormValues>) =>
    content.call(M.articlesUpdate, admin, { ...articleInput(kemi, { title: article.title, status: article.status }), baseVersion: article.version, ...overrides, slug: article.slug });

  it('stores a structured row with its numbers and its range text written from them, and answers it back the same', async () => {
    const created = await create({ title: 'Kreatinin strukturerat', referenceRanges: [CREATININE_WOMEN] });
    const expected = { ...CREATININE_WOMEN, range: '45–90' };
    expect(created.referenceRanges).toEqual([expected]);
    expect((await store.findById(created._id))?.referenceRanges).toEqual([expected]);
    const read = await content.call(M.articlesGet, anonymous, { slug: created.slug });
    expect(read.referenceRanges).toEqual([expected]);
    // The answer sent back unchanged, as the gateway reads a PUT body, is a valid save that keeps every field.
    const saved = await content.call(M.articlesUpdate, admin, { ...articleUpdateInputSchema.parse(read), slug: read.slug });
    expect(saved).toMatchObject({ version: 2, referenceRanges: [expected] });
  });

  it('refuses a row whose lower limit is above its upper with 400 VALIDATION_FAILED naming the field, and changes nothing', async () => {
    const created = await create({ title: 'Urea strukturerat', referenceRanges: [{ parameter: 'P-Urea', unit: 'mmol/L', ageFrom: 18, lower: 2.6, upper: 6.4 }] });
    const before = await store.findById(created._id);
    const body = await failureOf(update(created, { referenceRanges: [{ parameter: 'P-Urea', unit: 'mmol/L', ageFrom: 18, lower: 6.4, upper: 2.6 }] }));
    expect(body).toEqual(
      errorBody('VALIDATION_FAILED', {
        errors: { 'referenceRanges.0.upper': VALIDATION_MESSAGES.rangeLowerAboveUpper },
        fieldCodes: { 'referenceRanges.0.upper': 'rangeLowerAboveUpper' },
      }),
    );
    expect(await store.findById(created._id)).toEqual(before);
    expect((await revisions.page(created._id, 1, 20)).total).toBe(1);
  });

  it('refuses a structured row without an age from, and age bands that overlap, with 400 VALIDATION_FAILED naming the rows, and changes nothing', async () => {
    const adults = { parameter: 'P-Urea, vuxna', unit: 'mmol/L', ageFrom: 18, lower: 2.6, upper: 6.4 };
    const created = await create({ title: 'Urea i åldersband', referenceRanges: [adults] });
    const before = await store.findById(created._id);

    const ageless = await failureOf(update(created, { referenceRanges: [adults, { parameter: 'P-Urea, barn', unit: 'mmol/L', upper: 6 }] }));
    expect(ageless).toEqual(
      errorBody('VALIDATION_FAILED', {
        errors: { 'referenceRanges.1.ageFrom': VALIDATION_MESSAGES.rangeAgeRequired },
        fieldCodes: { 'referenceRanges.1.ageFrom': 'rangeAgeRequired' },
      }),
    );
    const overlapping = await failureOf(update(created, { referenceRanges: [adults, { parameter: 'P-Urea, ≥50 år', unit: 'mmol/L', ageFrom: 50, lower: 3.1, upper: 7.9 }] }));
    expect(overlapping).toEqual(
      errorBody('VALIDATION_FAILED', {
        errors: { 'referenceRanges.1.ageFrom': VALIDATION_MESSAGES.rangeBandOverlap, 'referenceRanges.0.ageTo': VALIDATION_MESSAGES.rangeBandOverlap },
        fieldCodes: { 'referenceRanges.1.ageFrom': 'rangeBandOverlap', 'referenceRanges.0.ageTo': 'rangeBandOverlap' },
      }),
    );
    const creating = await failureOf(create({ title: 'Urea utan ålder', referenceRanges: [{ parameter: 'P-Urea', unit: 'mmol/L', lower: 2.6, upper: 6.4 }] }));
    expect(creating).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { 'referenceRanges.0.ageFrom': 'rangeAgeRequired' } });

    expect(await store.findById(created._id)).toEqual(before);
    expect((await revisions.page(created._id, 1, 20)).total).toBe(1);
    expect(await store.findBySlug('urea-utan-alder')).toBeNull();
  });

  it('reads and saves an article stored before rows had numbers, its rows kept as written', async () => {
    const rows = [{ parameter: 'P-Natrium, vuxna', range: '137–145', unit: 'mmol/L', notes: 'NORIP' }];
    await store.insert(articleDocument({ categoryId: kemi, slug: 'natrium-som-text', title: 'Natrium som text', status: 'published', referenceRanges: rows }));
    const read = await content.call(M.articlesGet, anonymous, { slug: 'natrium-som-text' });
    expect(read.referenceRanges).toEqual(rows);
    const saved = await content.call(M.articlesUpdate, admin, { ...articleUpdateInputSchema.parse({ ...read, summary: 'Ny sammanfattning.' }), slug: read.slug });
    expect(saved.referenceRanges).toEqual(rows);
  });
});
