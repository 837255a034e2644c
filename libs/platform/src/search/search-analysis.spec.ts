import { stemmer as swedishStemmer } from '@orama/stemmers/swedish';
import { compoundPartsOf, foldDiacritics, rememberingStems, stripSystemPrefixes, synonymMapOf, textAnalyzerFor, tokenize, typoEditsFor } from './search-analysis';

describe('stripSystemPrefixes', () => {
  it.each([
    ['B-Hb', 'Hb'],
    ['P-Kreatinin', 'Kreatinin'],
    ['fP-Glukos', 'Glukos'],
    ['u-albumin/kreatinin-kvot', 'albumin/kreatinin-kvot'],
    ['Ery-MCV och Pt-Blodgrupp', 'MCV och Blodgrupp'],
    ['S/P-Kreatinin', 'Kreatinin'],
    ['aB-pH, vB-Laktat', 'pH, Laktat'],
    ['(P-ALAT)', '(ALAT)'],
  ])('strips the specimen from %s', (text, stripped) => {
    expect(stripSystemPrefixes(text)).toBe(stripped);
  });

  it.each(['HbA1c-värde', 'C-reaktivt', 'eGFR', 'T-celler', 'PK(INR)', 'Cys-C', 'P-', 'ABP-mätning'])(
    'leaves %s as it is',
    (text) => {
      expect(stripSystemPrefixes(text)).toBe(text);
    },
  );
});

describe('rememberingStems', () => {
  it('gives the stemmer’s stem for every word, asked once or again, also past its bound', () => {
    const stemmed: string[] = [];
    const stem = rememberingStems((word) => {
      stemmed.push(word);
      return swedishStemmer(word);
    }, 3);
    const words = ['kreatininet', 'njurarna', 'kreatininet', 'proverna', 'analyserna', 'njurarna', 'kreatininet'];
    expect(words.map(stem)).toEqual(words.map((word) => swedishStemmer(word)));
    // Asked again within the bound: from memory. Past it (a fourth word), the memory starts again.
    expect(stemmed).toEqual(['kreatininet', 'njurarna', 'proverna', 'analyserna', 'njurarna', 'kreatininet']);
  });
});

describe('textAnalyzerFor', () => {
  const swedish = textAnalyzerFor('sv');
  const terms = (text: string): string[][] => tokenize(text).map(swedish.indexTerms);

  it('splits on anything that is not a letter or digit, keeping å, ä and ö', () => {
    expect(tokenize('P-PK(INR) 2,5; sköldkörteln/HbA1c')).toEqual(['PK', 'INR', '2', '5', 'sköldkörteln', 'HbA1c']);
  });

  it('lower-cases, drops stop words and stems with the Snowball Swedish stemmer', () => {
    expect(terms('Leverprover och njurarna i blodet')).toEqual([['leverprov'], [], ['njur'], [], ['blodet']]);
  });

  it('stems English for an English index', () => {
    const english = textAnalyzerFor('en');
    expect(tokenize('The kidneys testing').map(english.indexTerms)).toEqual([[], ['kidnei'], ['test']]);
  });

  it('splits Swedish compounds into the listed parts, in texts and queries, and leaves English words whole', () => {
    const data = { compoundParts: ['järn', 'brist', 'järnbrist', 'anemi', 'syra', 'bas'] };
    const sv = textAnalyzerFor('sv', data);
    expect(sv.indexTerms('Järnbristanemi')).toEqual(['järnbristanemi', 'järn', 'järnbrist', 'brist', 'anemi', 'jarnbristanemi', 'jarn', 'jarnbrist']);
    expect(sv.queryTerms('syrabas')).toEqual({ plain: ['syrab'], parts: ['syr', 'bas'] });
    // Shorter than five letters: never split.
    expect(sv.queryTerms('bas')).toEqual({ plain: ['bas'], parts: [] });
    expect(textAnalyzerFor('en', data).queryTerms('anaemia')).toEqual({ plain: ['anaemia'], parts: [] });
  });

  it('folds diacritics as Elasticsearch\'s asciifolding does, keeping the original term beside the folded one', () => {
    expect(['järnbrist', 'sköldkörtel', 'Åre', 'café', 'über', 'ørsted', 'straße', 'µmol', 'kalium'].map(foldDiacritics)).toEqual([
      'jarnbrist', 'skoldkortel', 'Are', 'cafe', 'uber', 'orsted', 'strasse', 'µmol', 'kalium',
    ]);
    const sv = textAnalyzerFor('sv');
    expect(sv.indexTerms('Järnbrist')).toEqual(['järnbrist', 'jarnbrist']);
    expect(sv.indexTerms('kalium')).toEqual(['kalium']);
    // A query with diacritics looks for both; one without them for the folded term, which texts with them also hold.
    expect(sv.queryTerms('järnbrist').plain).toEqual(['järnbrist', 'jarnbrist']);
    expect(sv.queryTerms('jarnbrist').plain).toEqual(['jarnbrist']);
  });

  it('expands query words by synonym rules, never the indexed text', () => {
    const sv = textAnalyzerFor('sv', { synonyms: ['waran, warfarin', 'sgpt => alat', '# a comment', ''] });
    expect(sv.queryTerms('Waran').plain).toEqual(['waran', 'warfarin']);
    expect(sv.queryTerms('warfarin').plain).toEqual(['waran', 'warfarin']);
    expect(sv.queryTerms('SGPT').plain).toEqual(['alat']);
    expect(sv.indexTerms('Waran')).toEqual(['waran']);
  });
});

describe('synonymMapOf', () => {
  it('refuses a rule whose entry is not one word', () => {
    expect(() => synonymMapOf(['vitamin b12, kobalamin'])).toThrow('"vitamin b12" is not one word');
    expect(() => synonymMapOf(['a => b => c'])).toThrow('more than one =>');
  });
});

describe('compoundPartsOf', () => {
  it('finds every listed part anywhere in a word of five letters or more, as Lucene does', () => {
    const parts = new Set(['syra', 'bas', 'status']);
    expect(compoundPartsOf('syrabasstatus', parts)).toEqual(['syra', 'bas', 'status']);
    expect(compoundPartsOf('basen', parts)).toEqual(['bas']);
    expect(compoundPartsOf('syra', parts)).toEqual([]);
  });
});

describe('typoEditsFor', () => {
  it.each([
    ['hb', 0],
    ['alat', 0],
    ['crpx', 0],
    ['natri', 1],
    ['warfarn', 1],
    ['hemoglobn', 2],
  ])('allows %s %i edits', (term, edits) => {
    expect(typoEditsFor(term)).toBe(edits);
  });
});
