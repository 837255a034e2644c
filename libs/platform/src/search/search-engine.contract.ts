import type { SearchDocument, SearchEngine, SearchIndex, SearchIndexSpec, SearchQuery } from './search-engine.port';

/**
 * The behaviour every search adapter owes the content service, on a small Swedish corpus of lab
 * test articles. Run by each adapter's spec: the in-process index always, Elasticsearch where
 * ELASTICSEARCH_URL is set.
 */

export const ARTICLE_INDEX_SPEC: SearchIndexSpec = {
  name: 'contract-articles',
  language: 'sv',
  fields: [
    { name: 'title', type: 'text', boost: 4 },
    { name: 'abbreviations', type: 'text', boost: 3 },
    { name: 'body', type: 'text' },
    { name: 'status', type: 'keyword' },
    { name: 'category', type: 'keyword' },
    { name: 'tags', type: 'keyword' },
    { name: 'updatedAt', type: 'date' },
  ],
};

const article = (
  id: string,
  title: string,
  abbreviations: string[],
  body: string,
  category: string,
  tags: string[],
  status = 'published',
): SearchDocument => ({ id, title, abbreviations, body, category, tags, status, updatedAt: '2025-03-01T10:00:00.000Z' });

/** Bodies avoid their own title word where a test must prove stemming, prefixes or boosts did the work. */
export const LAB_ARTICLES: SearchDocument[] = [
  article('hb', 'Hemoglobin', ['B-Hb', 'Hb'], 'Mäts i venöst eller kapillärt blod. Lågt värde talar för anemi, till exempel vid järnbrist eller blödning.', 'hematologi', ['anemi', 'blodstatus']),
  article('kreatinin', 'P-Kreatinin', ['Krea'], 'Bildas i musklerna och utsöndras av njuren. Förhöjt värde tyder på nedsatt njurfunktion; används för att beräkna eGFR.', 'njure', ['njurfunktion']),
  article('crp', 'CRP', ['S-CRP', 'C-reaktivt protein'], 'Stiger inom några timmar vid bakteriell infektion och annan inflammation.', 'inflammation', ['infektion']),
  article('leverprov', 'Leverprov', [], 'Samlingsnamn för P-ALAT, P-ALP, P-GT och P-Bilirubin, som speglar skador på leverceller och gallstas.', 'lever', ['lever', 'gallvägar']),
  article('tsh', 'TSH', ['S-TSH'], 'Tyreoideastimulerande hormon är förstahandsprov vid misstänkt sjukdom i sköldkörteln.', 'endokrinologi', ['tyreoidea']),
  article('hba1c', 'HbA1c', ['B-HbA1c'], 'Glykerat hemoglobin speglar medelglukos under de senaste sex till åtta veckorna och används vid diabetes.', 'endokrinologi', ['diabetes']),
  article('ferritin', 'S-Ferritin', [], 'Speglar kroppens järndepåer. Ett lågt värde bekräftar järnbrist; inflammation kan ge falskt normala värden.', 'hematologi', ['anemi', 'järn']),
  article('natrium', 'P-Natrium', ['Na'], 'Regleras av ADH och aldosteron. Bedöms ofta tillsammans med kreatinin och kalium vid vätskebrist.', 'elektrolyter', ['elektrolyter'], 'draft'),
  article('pk', 'PK(INR)', ['P-PK(INR)', 'INR'], 'Används för att styra behandling med warfarin och för att bedöma leverns syntesförmåga.', 'koagulation', ['koagulation', 'lever']),
  article('troponin', 'Troponin T', ['P-TnT'], 'Stiger vid hjärtmuskelskada, till exempel hjärtinfarkt, liksom P-ASAT. Njursvikt kan ge lätt förhöjda värden.', 'hjärta', ['hjärtinfarkt'], 'draft'),
];

/** Articles in two languages, linked in groups (the Swedish original's id), with versions. */
export const BILINGUAL_INDEX_SPEC: SearchIndexSpec = {
  name: 'contract-bilingual',
  language: 'sv',
  languageField: 'language',
  fields: [
    { name: 'title', type: 'text', boost: 4 },
    { name: 'body', type: 'text' },
    { name: 'language', type: 'keyword' },
    { name: 'group', type: 'keyword' },
    { name: 'category', type: 'keyword' },
  ],
  synonyms: ['waran, warfarin', 'sgpt => alat'],
  compoundParts: ['järn', 'brist', 'järnbrist', 'anemi', 'syra', 'bas'],
};

const version = (id: string, language: string, group: string, title: string, body: string, category: string, v = 1): SearchDocument => ({
  id, version: v, language, group, title, body, category,
});

const BILINGUAL_ARTICLES: SearchDocument[] = [
  version('kalium', 'sv', 'kalium', 'Kalium', 'Kaliumhalten stiger vid hemolys och njursvikt.', 'elektrolyter'),
  version('potassium', 'en', 'kalium', 'Potassium', 'Potassium levels rise with haemolysis and kidney failure.', 'elektrolyter'),
  version('kalcium', 'sv', 'kalcium', 'Kalcium', 'Kalciumhalten styrs av parathormon.', 'elektrolyter'),
  version('ferritin', 'sv', 'ferritin', 'Ferritin', 'Lågt ferritin bekräftar järnbrist.', 'hematologi'),
  version('hb', 'sv', 'hb', 'Hemoglobin', 'Lågt värde vid anemi.', 'hematologi'),
  version('blodgas', 'sv', 'blodgas', 'Blodgas och syra–basstatus', 'Bas och syra i artärblod.', 'blodgas'),
  version('pk', 'sv', 'pk', 'PK(INR)', 'Styr behandling med warfarin.', 'koagulation'),
  version('alat', 'sv', 'alat', 'ALAT', 'Leverenzym.', 'lever'),
  version('troponin', 'sv', 'troponin', 'Troponin', 'Stiger vid hjärtinfarkt.', 'hjärta'),
];

export function describeSearchEngineContract(name: string, makeEngine: () => Promise<SearchEngine>): void {
  describe(`search engine contract, two languages: ${name}`, () => {
    let engine: SearchEngine;
    let index: SearchIndex;
    const ids = async (text: string, more: Partial<SearchQuery> = {}): Promise<string[]> =>
      (await index.search({ text, limit: 50, ...more })).hits.map((hit) => hit.id);

    beforeAll(async () => {
      engine = await makeEngine();
      index = await engine.index(BILINGUAL_INDEX_SPEC);
    });
    afterAll(async () => {
      await engine.close();
    });
    beforeEach(async () => {
      await index.clear();
      await index.upsertMany(BILINGUAL_ARTICLES);
    });

    it("analyses each document in its own language and a query in both", async () => {
      // English stems: 'levels' and 'rises' are Porter's; Swedish 'halten' Snowball's.
      expect(await ids('potassium level')).toEqual(['potassium']);
      expect(await ids('kidneys')).toEqual(['potassium']);
      expect(await ids('kaliumhalt')).toEqual(['kalium']);
    });

    it('does not widen a word the index has to its neighbours, and does a misspelt one', async () => {
      expect(await ids('kalium')).toEqual(['kalium']);
      expect(await ids('troponn')).toEqual(['troponin']);
      expect((await ids('hemglobin'))[0]).toBe('hb');
    });

    it('splits Swedish compounds into the listed parts', async () => {
      expect((await ids('järnbristanemi')).sort()).toEqual(['ferritin', 'hb']);
      expect(await ids('syrabas')).toEqual(['blodgas']);
    });

    it('expands query words by the synonym rules', async () => {
      expect(await ids('Waran')).toEqual(['pk']);
      expect(await ids('SGPT')).toEqual(['alat']);
    });

    it('collapses hits by a keyword: one per group, the best; total and facets count groups', async () => {
      const result = await index.search({ text: 'kalium potassium', collapse: 'group', facets: ['category', 'language'] });
      expect(result.total).toBe(1);
      expect(result.hits).toHaveLength(1);
      expect(['kalium', 'potassium']).toContain(result.hits[0].id);
      expect(result.facets).toEqual({ category: { elektrolyter: 1 }, language: { sv: 1, en: 1 } });
      const all = await index.search({ text: '', collapse: 'group', facets: ['category'], limit: 3 });
      expect(all.total).toBe(BILINGUAL_ARTICLES.length - 1);
      expect(all.hits).toHaveLength(3);
      expect(all.facets.category).toEqual({ elektrolyter: 2, hematologi: 2, blodgas: 1, koagulation: 1, lever: 1, hjärta: 1 });
    });

    it('never replaces a document by an older version, by a write or a reconcile', async () => {
      await index.upsert(version('kalium', 'sv', 'kalium', 'Kalium', 'Version tre nämner pelikaner.', 'elektrolyter', 3));
      await index.upsertMany([version('kalium', 'sv', 'kalium', 'Kalium', 'Version två nämner zebror.', 'elektrolyter', 2)]);
      await index.upsert(version('kalium', 'sv', 'kalium', 'Kalium', 'Version ett nämner kolibrier.', 'elektrolyter', 1));
      expect(await ids('pelikaner')).toEqual(['kalium']);
      expect(await ids('zebror kolibrier')).toEqual([]);
      const store = BILINGUAL_ARTICLES.map((doc) => (doc.id === 'kalium' ? { ...doc, version: 2, body: 'Version två nämner zebror.' } : doc));
      await index.reconcile(store.length + 1, (async function* () {
        yield store;
      })());
      expect(await ids('pelikaner')).toEqual(['kalium']);
      // The same version is written again: a link or a category may change without a new version.
      await index.upsert(version('kalium', 'sv', 'kalium', 'Kalium', 'Version tre nämner pelikaner.', 'koagulation', 3));
      expect((await ids('', { filters: { category: 'koagulation' } })).sort()).toEqual(['kalium', 'pk']);
    });
  });

  describe(`search engine contract, exact codes: ${name}`, () => {
    // A keyword field with a boost: lab codes (NPU, LOINC) an analysis is known by.
    const spec: SearchIndexSpec = {
      name: 'contract-codes',
      language: 'sv',
      fields: [
        { name: 'title', type: 'text', boost: 4 },
        { name: 'body', type: 'text' },
        { name: 'codes', type: 'keyword', boost: 100 },
      ],
    };
    let engine: SearchEngine;
    let index: SearchIndex;
    const ids = async (text: string): Promise<string[]> => (await index.search({ text, limit: 50 })).hits.map((hit) => hit.id);

    beforeAll(async () => {
      engine = await makeEngine();
      index = await engine.index(spec);
      await index.clear();
      await index.upsertMany([
        { id: 'kalium', title: 'P-Kalium', body: 'Kalium i plasma.', codes: ['NPU03230', '2823-3'] },
        // Names the other's codes in its text: a text match must not outrank the exact code.
        { id: 'natrium', title: 'P-Natrium', body: 'Jämför med NPU03230 och 2823-3, kaliumets koder.', codes: ['NPU03429', '2951-2'] },
      ]);
    });
    afterAll(async () => {
      await engine.close();
    });

    it('ranks the document holding a code typed in whole first, whatever the case, alone or among words', async () => {
      for (const text of ['NPU03230', 'npu03230', '2823-3', 'natrium NPU03230']) expect((await ids(text))[0]).toBe('kalium');
      expect(await ids('NPU03429')).toEqual(['natrium']);
    });

    it('matches a code whole, never a part of it', async () => {
      expect(await ids('NPU0323')).not.toContain('kalium');
    });
  });

  describe(`search engine contract: ${name}`, () => {
    let engine: SearchEngine;
    let index: SearchIndex;
    const ids = async (text: string, filters?: Record<string, string | string[]>): Promise<string[]> =>
      (await index.search({ text, filters, limit: 50 })).hits.map((hit) => hit.id);

    beforeAll(async () => {
      engine = await makeEngine();
      await engine.ping();
      index = await engine.index(ARTICLE_INDEX_SPEC);
    });
    afterAll(async () => {
      await engine.close();
    });
    beforeEach(async () => {
      await index.clear();
      await index.upsertMany(LAB_ARTICLES);
    });

    describe('matching', () => {
      it('finds a word in any text field', async () => {
        expect(await ids('warfarin')).toEqual(['pk']);
        expect(await ids('kalium')).toEqual(['natrium']);
        expect(await ids('Krea')).toContain('kreatinin');
      });

      it('returns nothing for a word no document has', async () => {
        expect(await index.search({ text: 'pankreasamylas' })).toEqual({ total: 0, hits: [], facets: {} });
      });

      it('matches inflected Swedish forms through their stem', async () => {
        expect((await ids('leverprover'))[0]).toBe('leverprov');
        expect(await ids('njurarna')).toContain('kreatinin');
        expect(await ids('infektioner')).toContain('crp');
      });

      it('matches the beginning of a word', async () => {
        expect((await ids('kreat'))[0]).toBe('kreatinin');
        expect(await ids('tyreoidea')).toContain('tsh');
        expect(await ids('sköldkört')).toEqual(['tsh']);
      });

      it('finds words written without their å, ä, ö, as words and as beginnings', async () => {
        expect(await ids('jarnbrist')).toEqual(await ids('järnbrist'));
        expect(await ids('jarnbrist')).toContain('ferritin');
        expect(await ids('hjartinfarkt')).toEqual(['troponin']);
        expect(await ids('skoldkort')).toEqual(['tsh']);
      });

      it('ranks the spelling with diacritics above the folded one for a query that has them', async () => {
        await index.upsertMany([
          article('ascii', 'Provtagning', [], 'Vid jarnbrist tas ett prov.', 'hematologi', []),
          article('exact', 'Provtagning', [], 'Vid järnbrist tas ett prov.', 'hematologi', []),
        ]);
        const found = (await ids('järnbrist')).filter((id) => id === 'ascii' || id === 'exact');
        expect(found).toEqual(['exact', 'ascii']);
      });

      it('tolerates a one-letter typo in a longer word', async () => {
        expect((await ids('hemoglobn'))[0]).toBe('hb');
        expect((await ids('feritin'))[0]).toBe('ferritin');
        expect((await ids('warfarn'))[0]).toBe('pk');
      });

      it('keeps short words exact: no typo matches for abbreviations', async () => {
        const hb = await ids('hb');
        expect(hb[0]).toBe('hb');
        // Only Hb itself and HbA1c (whose name starts with hb) — not Na, TSH, CRP or the others.
        expect(hb.sort()).toEqual(['hb', 'hba1c']);
        expect(await ids('tsh')).toEqual(['tsh']);
        expect(await ids('na')).toEqual(['natrium']);
        // ALAT and ASAT differ by one letter and are different tests.
        expect(await ids('alat')).toEqual(['leverprov']);
        expect(await ids('ASAT')).toEqual(['troponin']);
        // A single letter is not a prefix of every word that starts with it.
        expect(await ids('T')).toEqual(['troponin']);
      });

      it('finds lab abbreviations with or without their system prefix', async () => {
        expect((await ids('Hb'))[0]).toBe('hb');
        expect((await ids('B-Hb'))[0]).toBe('hb');
        expect((await ids('P-Kreatinin'))[0]).toBe('kreatinin');
        expect((await ids('CRP'))[0]).toBe('crp');
        expect((await ids('S-Ferritin'))[0]).toBe('ferritin');
        expect((await ids('ferritin'))[0]).toBe('ferritin');
        expect((await ids('fP-Kreatinin'))[0]).toBe('kreatinin');
        expect(await ids('PK(INR)')).toEqual(['pk']);
      });

      it('does not let a system prefix match every test that has it', async () => {
        expect(await ids('P-Natrium')).toEqual(['natrium']);
        expect(await ids('S-TSH')).toEqual(['tsh']);
      });

      it('ignores Swedish stop words', async () => {
        expect(await ids('och')).toEqual([]);
        expect(await ids('vid och för warfarin')).toEqual(['pk']);
      });

      it('ranks a match in the title above a match only in the body', async () => {
        // 'kreatinin' is the title of one article and appears only in the body of P-Natrium.
        const hits = await ids('kreatinin');
        expect(hits.slice(0, 2)).toEqual(['kreatinin', 'natrium']);
      });

      it('takes the ranking from the field boosts of the spec', async () => {
        const bodyFirst = await engine.index({
          ...ARTICLE_INDEX_SPEC,
          name: 'contract-articles-body-first',
          fields: ARTICLE_INDEX_SPEC.fields.map((field) =>
            field.name === 'body' ? { ...field, boost: 8 } : field.type === 'text' ? { ...field, boost: 1 } : field,
          ),
        });
        await bodyFirst.clear();
        await bodyFirst.upsertMany(LAB_ARTICLES);
        const hits = (await bodyFirst.search({ text: 'kreatinin' })).hits.map((hit) => hit.id);
        expect(hits.slice(0, 2)).toEqual(['natrium', 'kreatinin']);
      });
    });

    describe('filters and facets', () => {
      it('filters on a keyword field, an array meaning any of', async () => {
        expect(await ids('kreatinin', { status: 'published' })).toEqual(['kreatinin']);
        expect((await ids('', { category: ['hematologi', 'njure'] })).sort()).toEqual(['ferritin', 'hb', 'kreatinin']);
        expect((await ids('', { tags: 'lever' })).sort()).toEqual(['leverprov', 'pk']);
        expect((await ids('', { tags: 'lever', status: 'draft' })).sort()).toEqual([]);
      });

      it('counts facet values of keyword fields, tags being an array', async () => {
        const result = await index.search({ text: '', filters: { status: 'published' }, facets: ['category', 'tags'], limit: 0 });
        expect(result.total).toBe(8);
        expect(result.hits).toEqual([]);
        expect(result.facets.category).toEqual({ hematologi: 2, njure: 1, inflammation: 1, lever: 1, endokrinologi: 2, koagulation: 1 });
        expect(result.facets.tags).toEqual({
          anemi: 2,
          blodstatus: 1,
          njurfunktion: 1,
          infektion: 1,
          lever: 2,
          gallvägar: 1,
          tyreoidea: 1,
          diabetes: 1,
          järn: 1,
          koagulation: 1,
        });
      });

      it('counts facets over the documents the text matched', async () => {
        const result = await index.search({ text: 'järnbrist', facets: ['category', 'status'] });
        expect(result.hits.map((hit) => hit.id).sort()).toEqual(['ferritin', 'hb']);
        expect(result.facets).toEqual({ category: { hematologi: 2 }, status: { published: 2 } });
      });

      it('refuses to filter or count a field that is not a keyword field', async () => {
        await expect(index.search({ text: '', filters: { body: 'x' } })).rejects.toThrow('"body", it is not a keyword field');
        await expect(index.search({ text: '', facets: ['unknown'] })).rejects.toThrow('"unknown", it is not a keyword field');
      });
    });

    describe('writes', () => {
      it('counts the documents and lists all of them for a blank text', async () => {
        expect(await index.count()).toBe(LAB_ARTICLES.length);
        expect((await index.search({ text: '  ' })).total).toBe(LAB_ARTICLES.length);
      });

      it('replaces a document on upsert', async () => {
        await index.upsert({ ...LAB_ARTICLES[2], title: 'Prokalcitonin', abbreviations: ['PCT'] });
        expect(await ids('CRP')).toEqual([]);
        expect(await ids('prokalcitonin')).toEqual(['crp']);
        expect(await index.count()).toBe(LAB_ARTICLES.length);
        const facets = (await index.search({ text: '', facets: ['category'] })).facets;
        expect(facets.category.inflammation).toBe(1);
      });

      it('keeps the last version when a batch holds one id twice', async () => {
        await index.upsertMany([
          { ...LAB_ARTICLES[4], title: 'Fritt T4', abbreviations: ['S-FT4'] },
          { ...LAB_ARTICLES[4], title: 'Fritt T3', abbreviations: ['S-FT3'], category: 'tyreoidea' },
        ]);
        expect(await ids('ft3')).toEqual(['tsh']);
        expect(await ids('ft4')).toEqual([]);
        expect(await ids('', { category: 'tyreoidea' })).toEqual(['tsh']);
        expect(await index.count()).toBe(LAB_ARTICLES.length);
      });

      it('removes a document, and removing a missing one is no error', async () => {
        await index.remove('pk');
        await index.remove('pk');
        expect(await ids('warfarin')).toEqual([]);
        expect(await ids('', { tags: 'lever' })).toEqual(['leverprov']);
        expect(await index.count()).toBe(LAB_ARTICLES.length - 1);
      });

      it('clears the index', async () => {
        await index.clear();
        expect(await index.count()).toBe(0);
        expect((await index.search({ text: '' })).total).toBe(0);
        await index.upsert(LAB_ARTICLES[0]);
        expect(await ids('hemoglobin')).toEqual(['hb']);
      });
    });

    describe('reconcile', () => {
      const albumin = article('albumin', 'P-Albumin', ['Alb'], 'Speglar leverns syntes och nutritionen; lågt vid nefrotiskt syndrom.', 'lever', ['lever']);
      const laktat = article('laktat', 'P-Laktat', [], 'Stiger vid vävnadshypoxi och sepsis.', 'akut', ['sepsis']);

      /** The store's documents, four at a time, running `between` after each batch was taken. */
      async function* batchesOf(store: SearchDocument[], between: (batch: number) => Promise<void> = async () => undefined) {
        for (let start = 0, batch = 0; start < store.length; start += 4, batch += 1) {
          yield store.slice(start, start + 4);
          await between(batch);
        }
      }

      it('makes the index hold the store: indexes new and changed documents, drops deleted ones, and answers searches all the while', async () => {
        const store = [
          ...LAB_ARTICLES.filter((doc) => doc.id !== 'pk').map((doc) => (doc.id === 'crp' ? { ...doc, title: 'Prokalcitonin', abbreviations: ['PCT'] } : doc)),
          albumin,
          laktat,
        ];
        const seenWhileRunning: string[][] = [];
        const report = await index.reconcile(
          store.length,
          batchesOf(store, async () => {
            seenWhileRunning.push([...(await ids('warfarin')), ...(await ids('tyreoideastimulerande'))]);
          }),
        );
        // A document the store no longer has goes only at the end; the others are never missing.
        expect(seenWhileRunning[0]).toEqual(['pk', 'tsh']);
        expect(seenWhileRunning.every((seen) => seen.includes('tsh'))).toBe(true);
        expect(report.removed).toBe(1);
        expect(report.indexed).toBeGreaterThanOrEqual(3);
        expect(await ids('warfarin')).toEqual([]);
        expect(await ids('prokalcitonin')).toEqual(['crp']);
        expect(await ids('CRP')).toEqual([]);
        expect(await ids('albumin')).toEqual(['albumin']);
        expect(await ids('sepsis')).toEqual(['laktat']);
        expect(await index.count()).toBe(store.length);
      });

      it('keeps a document another writer indexes while it runs', async () => {
        const store = [...LAB_ARTICLES, albumin];
        const report = await index.reconcile(
          store.length,
          batchesOf(store, async (batch) => {
            if (batch === 0) await index.upsert(laktat);
          }),
        );
        expect(report.removed).toBe(0);
        expect(await ids('sepsis')).toEqual(['laktat']);
        expect(await ids('albumin')).toEqual(['albumin']);
        expect(await index.count()).toBe(store.length + 1);
      });
    });

    describe('paging', () => {
      it('pages with offset and limit, the total counting every match', async () => {
        const pages = await Promise.all([0, 4, 8].map((offset) => index.search({ text: '', offset, limit: 4 })));
        expect(pages.map((page) => page.total)).toEqual([10, 10, 10]);
        expect(pages.map((page) => page.hits.length)).toEqual([4, 4, 2]);
        const seen = pages.flatMap((page) => page.hits.map((hit) => hit.id));
        expect(new Set(seen).size).toBe(LAB_ARTICLES.length);
      });

      it('keeps the total of a text query when the page is past its end', async () => {
        const result = await index.search({ text: 'järnbrist', offset: 5, limit: 5 });
        expect(result).toEqual({ total: 2, hits: [], facets: {} });
      });

      it('defaults to the first 20 hits', async () => {
        await index.upsertMany(
          Array.from({ length: 25 }, (_, n) => ({ id: `extra-${n}`, title: `Analys ${n}`, body: 'Referensintervall för vuxna.', status: 'published' })),
        );
        const result = await index.search({ text: 'referensintervall' });
        expect(result.total).toBe(25);
        expect(result.hits).toHaveLength(20);
      });
    });
  });
}
