import type { SearchDocument, SearchEngine, SearchIndex, SearchIndexSpec } from './search-engine.port';

/** "Did you mean" (SearchIndex.didYouMean) as every adapter owes it: run by each adapter's spec, Elasticsearch where ELASTICSEARCH_URL is set. */

const SPELLING_SPEC: SearchIndexSpec = {
  name: 'contract-spelling',
  language: 'sv',
  languageField: 'language',
  spellingFields: ['title'],
  fields: [
    { name: 'title', type: 'text', boost: 4 },
    { name: 'body', type: 'text' },
    { name: 'language', type: 'keyword' },
  ],
};

const doc = (id: string, language: string, title: string, body: string): SearchDocument => ({ id, version: 1, language, title, body });

const SPELLING_ARTICLES = [
  doc('kalium', 'sv', 'Kalium', 'Halten stiger vid hemolys.'),
  doc('kalcium', 'sv', 'Kalcium', 'Styrs av parathormon.'),
  doc('potassium', 'en', 'Potassium', 'Rises with haemolysis.'),
  doc('warfarin', 'sv', 'Warfarin', 'Antikoagulantia kontrolleras med PK(INR).'),
];

export function describeSpellingContract(name: string, makeEngine: () => Promise<SearchEngine>): void {
  describe(`did you mean: ${name}`, () => {
    let engine: SearchEngine;
    let index: SearchIndex;

    beforeAll(async () => {
      engine = await makeEngine();
      index = await engine.index(SPELLING_SPEC);
      await index.clear();
      await index.upsertMany(SPELLING_ARTICLES);
    });
    afterAll(() => engine?.close());

    it('replaces a word no title holds by the nearest one that does, in either language, lower-cased', async () => {
      // Two letters changed: more than a search forgives in a word of six.
      expect(await index.didYouMean('kalxxm')).toBe('kalium');
      expect(await index.didYouMean('KALXXM')).toBe('kalium');
      expect(await index.didYouMean('potasium')).toBe('potassium');
      // A swap of two letters is one edit.
      expect(await index.didYouMean('wrafarin')).toBe('warfarin');
    });

    it('keeps the words the titles hold and corrects only the others; the specimen prefix is left out', async () => {
      expect(await index.didYouMean('kalxxm warfarin')).toBe('kalium warfarin');
      expect(await index.didYouMean('P-Kalxxm')).toBe('kalium');
    });

    it('offers nothing for a known word, a short word, a word whose first letter differs, three edits away, or a word only a body holds', async () => {
      expect(await index.didYouMean('kalium')).toBeNull();
      expect(await index.didYouMean('kax')).toBeNull();
      expect(await index.didYouMean('xalium')).toBeNull();
      expect(await index.didYouMean('kaxxxm')).toBeNull();
      expect(await index.didYouMean('antikoagulantja')).toBeNull();
      expect(await index.didYouMean('   ')).toBeNull();
    });

    it('forgets the words of a removed document', async () => {
      await index.remove('kalium');
      // Kalcium is three edits from it: nothing is near any more.
      expect(await index.didYouMean('kalxxm')).toBeNull();
      await index.upsert(SPELLING_ARTICLES[0]);
      expect(await index.didYouMean('kalxxm')).toBe('kalium');
    });
  });
}
