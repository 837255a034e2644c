import { fieldErrors, validationFailure } from '../field-errors';
import { LIMITS } from '../limits';
import { articleInputSchema, articleListQuerySchema, articleSlugSchema, hasVisibleContent, htmlNestingDepth } from './article.schema';
import { revisionCompareSchema } from './revision.schema';
import { normaliseTags, tagMergeSchema, tagNameSchema } from './tag.schema';

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
      analyses: [],
      clinicalSignificance: '',
      interpretation: '',
      relatedTests: ['Ferritin'],
      references: [],
      images: [],
      changeDescription: undefined,
    });
  });

  it('answers with the validation codes', () => {
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

  it('measures how deeply HTML nests, not counting void or self-closed elements', () => {
    expect(htmlNestingDepth('plain text')).toBe(0);
    expect(htmlNestingDepth('<p>a<br>b<img src="/uploads/a.png"/></p><p>c</p>')).toBe(1);
    expect(htmlNestingDepth('<table><tbody><tr><td><ul><li><ul><li>x</li></ul></li></ul></td></tr></tbody></table>')).toBe(8);
    expect(htmlNestingDepth('<DIV class="a>b"><Span>x</SPAN></div>')).toBe(2);
    expect(htmlNestingDepth('</p></p><p>x</p>')).toBe(1);
    expect(htmlNestingDepth('<div>x'.repeat(300))).toBe(300);
  });

  it('refuses article HTML nested deeper than any editor makes it (sanitizing it would stall the service)', () => {
    const nested = (depth: number) => `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
    const base = { title: 'Hb', category, summary: 'Anemi.', content: '<p>Hb</p>' };
    expect(articleInputSchema.safeParse({ ...base, content: nested(LIMITS.htmlNestingMax) }).success).toBe(true);
    const result = articleInputSchema.safeParse({
      ...base,
      content: nested(LIMITS.htmlNestingMax + 1),
      clinicalSignificance: nested(15_000),
      interpretation: nested(LIMITS.htmlNestingMax + 1),
    });
    expect(result.success || fieldErrors(result.error)).toEqual({
      content: 'Invalid value',
      clinicalSignificance: 'Invalid value',
      interpretation: 'Invalid value',
    });
  });

  it('takes article HTML up to its size limit and refuses more with 413 ARTICLE_TOO_LARGE, naming the field', () => {
    const base = { title: 'Hb', category, summary: 'Anemi.', content: '<p>Hb</p>' };
    const atLimit = `<p>${'x'.repeat(LIMITS.articleHtmlMax - 7)}</p>`;
    expect(atLimit).toHaveLength(LIMITS.articleHtmlMax);
    expect(articleInputSchema.safeParse({ ...base, content: atLimit, clinicalSignificance: atLimit, interpretation: atLimit }).success).toBe(true);

    const overLimit = `<p>${'x'.repeat(LIMITS.articleHtmlMax - 6)}</p>`;
    const result = articleInputSchema.safeParse({ ...base, content: overLimit, interpretation: overLimit });
    expect(result.success || validationFailure(result.error)).toEqual({
      status: 413,
      code: 'ARTICLE_TOO_LARGE',
      message: 'The article is too long: each of its texts can have at most 200,000 characters, markup included',
      errors: { content: 'The text cannot exceed 200,000 characters, markup included', interpretation: 'The text cannot exceed 200,000 characters, markup included' },
      fieldCodes: { content: 'articleTooLarge', interpretation: 'articleTooLarge' },
    });
    // Other faults are still named beside it; without an oversized field they are a 400.
    const mixed = articleInputSchema.safeParse({ ...base, title: '', content: overLimit });
    expect(mixed.success || validationFailure(mixed.error)).toMatchObject({ status: 413, fieldCodes: { title: 'titleRequired', content: 'articleTooLarge' } });
    const small = articleInputSchema.safeParse({ ...base, title: '' });
    expect(small.success || validationFailure(small.error)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
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

  it('takes as a slug what slugify makes, and refuses what names no article: too long, a slash, a control character', () => {
    expect(articleSlugSchema.parse({ slug: ' kalium-p-kalium-2 ' })).toEqual({ slug: 'kalium-p-kalium-2' });
    expect(articleSlugSchema.safeParse({ slug: 'a'.repeat(LIMITS.slugMax) }).success).toBe(true);
    for (const slug of ['a'.repeat(LIMITS.slugMax + 1), '../../etc/passwd', 'a\u0000b', 'a\u001fb', '']) {
      expect(fieldErrors(articleSlugSchema.safeParse({ slug }).error!)).toEqual({ slug: 'Invalid value' });
    }
  });

  it('takes a tag with a slash or in any script, and refuses one with a control character', () => {
    expect(tagNameSchema.parse(' T3/T4 ')).toBe('t3/t4');
    expect(tagNameSchema.parse('Sällsynt')).toBe('sällsynt');
    expect(tagNameSchema.safeParse('a\u0000b').success).toBe(false);
  });
});
