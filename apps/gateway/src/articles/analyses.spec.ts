import { VALIDATION_MESSAGES, type Analysis, type AnalysisFormValues, type Article, type ArticleListItem, type RevisionComparison, type RevisionDetail } from '@labmedicin/contracts';
import { articleInput, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** P-Kalium as an editor enters it: NPU03230 and LOINC 2823-3 are potassium in plasma in both code systems. */
const potassium: AnalysisFormValues = {
  designation: 'P-Kalium',
  npuCodes: ['NPU03230'],
  loincCodes: ['2823-3'],
  otherNames: ['Kalium'],
  specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green', volumeMl: 4, minimumVolumeMl: 1 },
  preparation: { timeOfDay: 'Valfri tid' },
  handling: { centrifugeWithinMinutes: 60, transport: 'Rumstemperatur' },
  stability: [{ temperature: 'refrigerated', duration: 7, unit: 'd' }],
  rejection: [{ criterion: 'haemolysis', effect: 'Falskt högt kalium' }],
  turnaround: '1 timme',
};

/**
 * The lab handbook's analyses of an article through the real gateway and content (on both profiles:
 * gateway-production runs this file again on the engines): stored and answered whole, kept by every
 * revision, compared and restored, left out of lists, and refused with a code per field when a code
 * is malformed, the article then unchanged.
 */
describe('the analyses of an article', () => {
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
  });
  afterAll(() => stack?.close());

  async function create(analyses: AnalysisFormValues[]): Promise<Article> {
    const res = await admin.post('/api/articles').send(articleInput(categoryId, { analyses }));
    expect(res.status).toBe(201);
    return res.body.data as Article;
  }
  const read = async (slug: string) => (await admin.get(`/api/articles/${slug}`)).body.data as Article;
  const save = (article: Article, baseVersion: number, analyses: unknown) =>
    admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(categoryId, { title: article.title }), analyses, baseVersion });

  it('stores every field of an analysis and answers it, but leaves it out of lists', async () => {
    const article = await create([potassium]);
    expect(article.analyses).toEqual([
      {
        ...potassium,
        preparation: { timeOfDay: 'Valfri tid', doseTiming: '', notes: '' },
        handling: { centrifugeWithinMinutes: 60, protectFromLight: false, onIce: false, transport: 'Rumstemperatur' },
      },
    ]);
    expect((await read(article.slug)).analyses).toEqual(article.analyses);

    const list = await admin.get('/api/articles?limit=100&sort=updatedAt&order=desc');
    const item = (list.body.data as ArticleListItem[]).find((listed) => listed.slug === article.slug);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('analyses');
  });

  it('refuses a malformed NPU code and a LOINC code with a wrong check digit: 400 with the code on the field, and the article unchanged', async () => {
    const article = await create([potassium]);
    const badNpu = await save(article, 1, [{ ...potassium, npuCodes: ['NPU3230'] }]);
    expect(badNpu.status).toBe(400);
    expect(badNpu.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: { 'analyses.0.npuCodes.0': VALIDATION_MESSAGES.npuCodeInvalid },
      fieldCodes: { 'analyses.0.npuCodes.0': 'npuCodeInvalid' },
    });
    // 2823-3 with its check digit one off.
    const badLoinc = await save(article, 1, [{ ...potassium, loincCodes: ['2823-4'] }]);
    expect(badLoinc.status).toBe(400);
    expect(badLoinc.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { 'analyses.0.loincCodes.0': VALIDATION_MESSAGES.loincCodeInvalid },
      fieldCodes: { 'analyses.0.loincCodes.0': 'loincCodeInvalid' },
    });
    const onCreate = await admin.post('/api/articles').send(articleInput(categoryId, { analyses: [{ designation: 'P-Natrium', loincCodes: ['2951-1'] }] }));
    expect(onCreate.status).toBe(400);
    expect(onCreate.body.fieldCodes).toEqual({ 'analyses.0.loincCodes.0': 'loincCodeInvalid' });

    const after = await read(article.slug);
    expect(after.version).toBe(1);
    expect(after.analyses).toEqual(article.analyses);
    const revisions = await admin.get(`/api/articles/${article.slug}/revisions`);
    expect(revisions.body.pagination.total).toBe(1);
  });

  it('keeps the analyses in each revision: shown, compared and brought back by a restore', async () => {
    const article = await create([potassium]);
    const changed: Analysis = { ...article.analyses[0], turnaround: '30 minuter' };
    expect((await save(article, 1, [changed])).status).toBe(200);
    expect((await save(article, 2, [])).status).toBe(200);

    const first = await admin.get(`/api/articles/${article.slug}/revisions/1`);
    expect((first.body.data as RevisionDetail).analyses).toEqual(article.analyses);
    const compared = (await admin.get(`/api/articles/${article.slug}/compare?v1=1&v2=2`)).body.data as RevisionComparison;
    expect(compared.differences).toMatchObject({ analyses: true, title: false });
    expect(compared.version2.analyses[0].turnaround).toBe('30 minuter');
    const unchanged = (await admin.get(`/api/articles/${article.slug}/compare?v1=1&v2=1`)).body.data as RevisionComparison;
    expect(unchanged.differences.analyses).toBe(false);

    expect((await read(article.slug)).analyses).toEqual([]);
    const restored = await admin.post(`/api/articles/${article.slug}/restore/2`);
    expect(restored.status).toBe(200);
    expect((restored.body.data as Article).analyses).toEqual([changed]);
    expect(await read(article.slug)).toMatchObject({ version: 4, analyses: [changed] });
  });
});
