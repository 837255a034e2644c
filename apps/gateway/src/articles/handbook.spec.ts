import { VALIDATION_MESSAGES, type AnalysisFormValues, type Article, type ArticleFormValues, type ArticleListItem } from '@labmedicin/contracts';
import request from 'supertest';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** A seeded article's fields as the editor sends them back, with its analyses replaced. */
function inputWith(article: Article, analyses: AnalysisFormValues[]): ArticleFormValues & { baseVersion: number } {
  const { title, summary, content, status, tags, referenceRanges, clinicalSignificance, interpretation, relatedTests, references, images, language } = article;
  const category = article.category?._id ?? '';
  return { title, category, summary, content, status, tags, referenceRanges, analyses, clinicalSignificance, interpretation, relatedTests, references, images, language, baseVersion: article.version };
}

/**
 * The lab handbook's codes and specimens through the real gateway and content, on the seeded
 * articles: an NPU or LOINC code typed into search finds its analysis's article first, and the
 * list narrows to the articles with an analysis on a specimen material or in a tube. On the
 * embedded profile and again on the production engines (Elasticsearch, MongoDB).
 */
describe('the handbook in search and the article list', () => {
  let stack: Stack;
  let admin: Agent;
  const anonymous = () => request(stack.server);

  async function writeAnalyses(slug: string, analyses: AnalysisFormValues[]): Promise<void> {
    const article = (await admin.get(`/api/articles/${slug}`).expect(200)).body.data as Article;
    const saved = await admin.put(`/api/articles/${slug}`).send(inputWith(article, analyses));
    expect([saved.status, saved.body.errors]).toEqual([200, undefined]);
  }

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    // The codes of P-Kalium as the issue's examples give them: NPU03230, LOINC 2823-3 (Potassium [Moles/volume] in Serum or Plasma).
    await writeAnalyses('kalium-p-kalium', [
      { designation: 'P-Kalium', npuCodes: ['NPU03230'], loincCodes: ['2823-3'], specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green' } },
    ]);
    await writeAnalyses('erytrocytindex-och-evf-b-mcv-b-mch-b-mchc-b-evf', [
      { designation: 'B-MCV', specimen: { material: 'venous-blood', additive: 'k2edta', capColour: 'lavender' } },
    ]);
  });
  afterAll(() => stack?.close());

  const firstHits = async (q: string, language?: string) => {
    const res = await anonymous().get(`/api/articles/search?q=${encodeURIComponent(q)}${language ? `&language=${language}` : ''}`);
    expect(res.status).toBe(200);
    return (res.body.data as ArticleListItem[]).map((item) => item.slug);
  };

  it.each(['NPU03230', '2823-3', 'npu03230'])('finds P-Kalium first for the code %s', async (code) => {
    // Both language versions hold the codes (the seed's handbook data); a reader's search names its language.
    expect((await firstHits(code, 'sv'))[0]).toBe('kalium-p-kalium');
    // A reader of English is given the article's English version, found through its group.
    expect((await firstHits(code, 'en'))[0]).toBe('potassium-p-potassium');
  });

  it('finds no article for a code no analysis has, and a code inside a sentence still ranks its article first', async () => {
    expect(await firstHits('NPU99999')).toEqual([]);
    expect((await firstHits('kalium NPU03230', 'sv'))[0]).toBe('kalium-p-kalium');
  });

  it('lists the articles with an analysis on a specimen material, in a tube with an additive, or both', async () => {
    const slugs = async (query: string) => {
      const res = await anonymous().get(`/api/articles?limit=100&${query}`);
      expect(res.status).toBe(200);
      return (res.body.data as ArticleListItem[]).map((item) => item.slug);
    };
    expect(await slugs('material=plasma')).toContain('kalium-p-kalium');
    expect(await slugs('material=plasma')).not.toContain('erytrocytindex-och-evf-b-mcv-b-mch-b-mchc-b-evf');
    expect(await slugs('additive=k2edta')).toContain('erytrocytindex-och-evf-b-mcv-b-mch-b-mchc-b-evf');
    expect(await slugs('additive=k2edta')).not.toContain('kalium-p-kalium');
    expect(await slugs('material=plasma&additive=lithium-heparin-gel')).toContain('kalium-p-kalium');
    expect(await slugs('material=plasma&additive=k2edta')).toEqual([]);
    // Blank is no filter.
    expect((await slugs('material=&additive=')).length).toBeGreaterThan(2);
  });

  it('refuses a material or additive the handbook does not know with 400 and the field named', async () => {
    for (const [field, value] of [['material', 'blood'], ['additive', 'heparin']]) {
      const res = await anonymous().get(`/api/articles?${field}=${value}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: VALIDATION_MESSAGES.invalidValue }, fieldCodes: { [field]: 'invalidValue' } });
    }
  });
});
