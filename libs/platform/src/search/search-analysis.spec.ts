import { stemmer as swedishStemmer } from '@orama/stemmers/swedish';
import { rememberingStems, stripSystemPrefixes, textAnalyzerFor, typoEditsFor } from './search-analysis';

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
  const terms = (text: string): (string | null)[] => swedish.tokenize(text).map(swedish.term);

  it('splits on anything that is not a letter or digit, keeping å, ä and ö', () => {
    expect(swedish.tokenize('P-PK(INR) 2,5; sköldkörteln/HbA1c')).toEqual(['PK', 'INR', '2', '5', 'sköldkörteln', 'HbA1c']);
  });

  it('lower-cases, drops stop words and stems with the Snowball Swedish stemmer', () => {
    expect(terms('Leverprover och njurarna i blodet')).toEqual(['leverprov', null, 'njur', null, 'blodet']);
  });

  it('stems English for an English index', () => {
    const english = textAnalyzerFor('en');
    expect(english.tokenize('The kidneys testing').map(english.term)).toEqual([null, 'kidnei', 'test']);
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
