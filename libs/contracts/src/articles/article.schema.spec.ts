import { fieldErrors } from '../field-errors';
import { articleInputSchema, articleListQuerySchema, hasVisibleContent } from './article.schema';
import { revisionCompareSchema } from './revision.schema';
import { normaliseTags, tagMergeSchema } from './tag.schema';

const category = 'a00000000000000000000001';

describe('article contracts', () => {
  it('fills the optional fields of an article and normalises its lists', () => {
    const input = articleInputSchema.parse({
      title: '  Hemoglobin (B-Hb) ',
      category,
      summary: 'Anemi.',
      content: '<p>Hb</p>',
      tags: [' Anemi', 'ANEMI', '', 'Blodstatus'],
      relatedTests: ['Ferritin', ' Ferritin ', ''],
      referenceRanges: [{ parameter: 'B-Hb, män', range: '134–170', unit: 'g/L' }, { parameter: '' }],
      changeDescription: '  ',
    });
    expect(input).toEqual({
      title: 'Hemoglobin (B-Hb)',
      category,
      summary: 'Anemi.',
      content: '<p>Hb</p>',
      status: 'draft',
      tags: ['anemi', 'blodstatus'],
      referenceRanges: [{ parameter: 'B-Hb, män', range: '134–170', unit: 'g/L', notes: '' }],
      clinicalSignificance: '',
      interpretation: '',
      relatedTests: ['Ferritin'],
      references: [],
      images: [],
      changeDescription: undefined,
    });
  });

  it('answers with the codes of SPEC §5', () => {
    const result = articleInputSchema.safeParse({ title: '', category: 'x', summary: '', content: '<p></p>', images: ['javascript:x'] });
    expect(result.success || fieldErrors(result.error)).toEqual({
      title: 'Title is required',
      category: 'Invalid id',
      summary: 'Summary is required',
      content: 'Content is required',
      'images.0': 'Invalid value',
    });
  });

  it('sees content in text, images, embeds and tables, not in empty paragraphs', () => {
    expect(hasVisibleContent('<p><br></p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleContent('<p><img src="/uploads/a.png"></p>')).toBe(true);
    expect(hasVisibleContent('<table><tr><td></td></tr></table>')).toBe(true);
    expect(hasVisibleContent('<p>Hb</p>')).toBe(true);
  });

  it('reads list and compare queries as they arrive in a URL', () => {
    expect(articleListQuerySchema.parse({ status: '', limit: '100', tag: ' Anemi ' })).toEqual({
      page: 1,
      limit: 100,
      status: undefined,
      category: undefined,
      tag: 'anemi',
      sort: 'updatedAt',
      order: 'desc',
    });
    expect(revisionCompareSchema.parse({ slug: 'hb', v1: '1', v2: '3' })).toEqual({ slug: 'hb', v1: 1, v2: 3 });
  });

  it('normalises tag names in merges', () => {
    expect(tagMergeSchema.parse({ sourceTags: [' Hb ', 'HB'], targetTag: 'Hemoglobin' })).toEqual({ sourceTags: ['hb', 'hb'], targetTag: 'hemoglobin' });
    expect(normaliseTags(['Ä', 'ä', ' ö '])).toEqual(['ä', 'ö']);
  });
});
