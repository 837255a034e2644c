import { anArticle } from '../../../test/fixtures';
import { matchesSearch } from './saved-articles';

/** As the API answers the seeded TSH article (apps/content/seed/articles/tsh-s-tsh.md), cut to what the search reads. */
const TSH = anArticle({
  slug: 'tsh-s-tsh',
  title: 'TSH (S-TSH)',
  tags: ['tsh', 's-tsh', 'tyreotropin', 'sköldkörtel'],
  referenceRanges: [{ parameter: 'S-TSH, vuxna', range: 'Metodberoende', unit: 'mIE/L', notes: '' }],
  relatedTests: ['Fritt T4 (S-T4, fritt)'],
});

describe('the search of the saved articles', () => {
  it('finds an article by its title, a tag or an analyte, whatever the case and accents', () => {
    expect(matchesSearch(TSH, 'tsh')).toBe(true);
    expect(matchesSearch(TSH, 'Tyreotropin')).toBe(true);
    expect(matchesSearch(TSH, 'skoldkortel')).toBe(true);
    expect(matchesSearch(TSH, 's-tsh, VUXNA')).toBe(true);
  });

  it('needs every word of the query, and shows everything for a blank one', () => {
    expect(matchesSearch(TSH, 'tsh kreatinin')).toBe(false);
    expect(matchesSearch(TSH, 'metodberoende')).toBe(false);
    // A related test is another article's analyte, not this one's.
    expect(matchesSearch(TSH, 'fritt t4')).toBe(false);
    expect(matchesSearch(TSH, '   ')).toBe(true);
  });
});
