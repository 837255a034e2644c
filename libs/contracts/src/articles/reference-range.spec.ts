import { fieldCodes } from '../field-errors';
import { articleInputSchema, referenceRangeSchema } from './article.schema';
import { allowsNegative, bandIssues, formatRange, matchingRow, rangeText, toConventional, verdictOf, type ReferenceRange } from './reference-range.constants';

const row = (fields: Partial<ReferenceRange>): ReferenceRange => referenceRangeSchema.parse({ parameter: 'P-Urea', unit: 'mmol/L', ...fields });

const codesOf = (value: unknown) => {
  const result = referenceRangeSchema.safeParse(value);
  return result.success ? {} : fieldCodes(result.error);
};

describe('structured reference ranges', () => {
  it('writes the range text of a structured row from its numbers, with a decimal comma, whatever was typed', () => {
    const parsed = row({ range: '2,6 - 6,4 (old text)', lower: 2.6, upper: 6.4, sex: 'female', ageFrom: 18, ageTo: 50 });
    expect(parsed.range).toBe('2,6–6,4');
    expect(rangeText(parsed, 'en')).toBe('2.6–6.4');
    expect(rangeText(parsed, 'sv')).toBe('2,6–6,4');
  });

  it('keeps the text of a row without numbers as written', () => {
    const parsed = row({ range: 'Metodberoende' });
    expect(parsed.range).toBe('Metodberoende');
    expect(rangeText(parsed, 'en')).toBe('Metodberoende');
  });

  it('writes one-sided limits with their sign, exclusive or not', () => {
    expect(row({ upper: 5, upperExclusive: true }).range).toBe('<5');
    expect(formatRange(row({ upper: 0.05, upperExclusive: true }), 'en')).toBe('<0.05');
    expect(row({ upper: 15 }).range).toBe('≤15');
    expect(row({ lower: 50 }).range).toBe('≥50');
    expect(row({ lower: 30, lowerExclusive: true }).range).toBe('>30');
    expect(row({ lower: -3, upper: 3 }).range).toBe('−3 till +3');
    expect(formatRange(row({ lower: -3, upper: 3 }), 'en')).toBe('-3 to +3');
  });

  it('judges a value against one-sided and two-sided limits, and critical limits first', () => {
    const crp = row({ upper: 5, upperExclusive: true });
    expect(verdictOf(crp, 4.9)).toBe('within');
    expect(verdictOf(crp, 5)).toBe('above');
    const sr = row({ upper: 15 });
    expect(verdictOf(sr, 15)).toBe('within');
    const potassium = row({ lower: 3.5, upper: 4.4, criticalLow: 2.5, criticalHigh: 6.5 });
    expect([2.4, 2.5, 3.4, 3.5, 4.4, 4.5, 6.4, 6.5].map((value) => verdictOf(potassium, value))).toEqual(['criticalLow', 'criticalLow', 'below', 'within', 'within', 'above', 'above', 'criticalHigh']);
  });

  it('refuses a lower limit above the upper, an age band that ends before it starts, and numbers that are not finite', () => {
    expect(codesOf({ lower: 90, upper: 45 })).toEqual({ upper: 'rangeLowerAboveUpper' });
    expect(codesOf({ lower: 1, ageFrom: 50, ageTo: 50 })).toEqual({ ageTo: 'rangeAgeOrder' });
    expect(codesOf({ lower: Infinity })).toEqual({ lower: 'rangeNumberInvalid' });
    expect(codesOf({ upper: '5' })).toEqual({ upper: 'rangeNumberInvalid' });
    expect(codesOf({ lower: 1, ageFrom: -1 })).toEqual({ ageFrom: 'rangeAgeNegative' });
    expect(codesOf({ lower: 3.5, upper: 4.4, criticalLow: 3.6 })).toEqual({ criticalLow: 'rangeCriticalInside' });
    expect(codesOf({ criticalHigh: 7 })).toEqual({ lower: 'rangeLimitRequired' });
    expect(codesOf({ lower: 45, conversion: { unit: 'mg/dL', factor: 0, source: 'x' } })).toEqual({ 'conversion.factor': 'rangeConversionIncomplete' });
    expect(codesOf({ lower: 45, conversion: { unit: 'mg/dL', factor: 88.4, source: '' } })).toEqual({ 'conversion.source': 'rangeConversionIncomplete' });
  });

  it('accepts decimal ages for infants and keeps rows written before the structured fields as they were', () => {
    expect(row({ lower: 1, ageFrom: 0.25, ageTo: 1.5 })).toMatchObject({ ageFrom: 0.25, ageTo: 1.5 });
    expect(referenceRangeSchema.parse({ parameter: 'B-Hb', range: '134–170', unit: 'g/L', notes: '' })).toEqual({ parameter: 'B-Hb', range: '134–170', unit: 'g/L', notes: '' });
  });

  it('drops an empty row of the editor, unset numbers and boxes included', () => {
    const input = articleInputSchema.parse({
      title: 'Urea',
      category: 'a00000000000000000000001',
      summary: 'Urea.',
      content: '<p>Urea</p>',
      referenceRanges: [{ parameter: '', lower: undefined, upperExclusive: false }, { parameter: 'P-Urea', ageFrom: 18, lower: 2.6, upper: 6.4 }],
    });
    expect(input.referenceRanges).toEqual([expect.objectContaining({ parameter: 'P-Urea', range: '2,6–6,4' })]);
  });

  describe("the rules between an article's rows", () => {
    const article = (referenceRanges: Partial<ReferenceRange>[]) => ({
      title: 'Urea',
      category: 'a00000000000000000000001',
      summary: 'Urea.',
      content: '<p>Urea</p>',
      referenceRanges: referenceRanges.map((fields) => ({ parameter: 'P-Urea', unit: 'mmol/L', ...fields })),
    });
    const articleCodes = (referenceRanges: Partial<ReferenceRange>[]) => {
      const result = articleInputSchema.safeParse(article(referenceRanges));
      return result.success ? {} : fieldCodes(result.error);
    };
    const women = { parameter: 'P-Urea, kvinnor 18–49 år', sex: 'female' as const, ageFrom: 18, ageTo: 50, lower: 2.6, upper: 6.4 };
    const olderWomen = { parameter: 'P-Urea, kvinnor ≥50 år', sex: 'female' as const, ageFrom: 50, lower: 3.1, upper: 7.9 };

    it('refuses a structured row that does not state the age it applies from, and takes a text row without ages', () => {
      expect(articleCodes([{ range: 'Metodberoende' }, { lower: 2.6, upper: 6.4 }])).toEqual({ 'referenceRanges.1.ageFrom': 'rangeAgeRequired' });
      expect(articleCodes([{ ageTo: 18, upper: 5 }])).toEqual({ 'referenceRanges.0.ageFrom': 'rangeAgeRequired' });
      expect(articleCodes([{ ageFrom: 0, upper: 5 }, { range: 'Metodberoende' }])).toEqual({});
    });

    it('refuses age bands of one analyte, sex and unit that overlap or leave a gap, on both rows, numbered as the editor shows them', () => {
      expect(articleCodes([women, olderWomen])).toEqual({});
      expect(articleCodes([women, { parameter: '' }, { ...olderWomen, ageFrom: 40 }])).toEqual({
        'referenceRanges.0.ageTo': 'rangeBandOverlap',
        'referenceRanges.2.ageFrom': 'rangeBandOverlap',
      });
      expect(articleCodes([{ ...olderWomen, ageFrom: 55 }, women])).toEqual({
        'referenceRanges.1.ageTo': 'rangeBandGap',
        'referenceRanges.0.ageFrom': 'rangeBandGap',
      });
      // Another sex, another unit or another analyte is another set of bands.
      expect(articleCodes([women, { ...women, parameter: 'P-Urea, män 18–49 år', sex: 'male', ageFrom: 20 }])).toEqual({});
      expect(articleCodes([women, { ...olderWomen, unit: 'mg/dL', ageFrom: 40 }])).toEqual({});
      expect(articleCodes([women, { ...olderWomen, parameter: 'P-Kreatinin, kvinnor', ageFrom: 40 }])).toEqual({});
    });
  });

  it('reports bands of one analyte and sex that overlap or leave a gap, and not the bands of other analytes', () => {
    const urea = [
      row({ parameter: 'P-Urea, kvinnor 18–49 år', sex: 'female', ageFrom: 18, ageTo: 50, lower: 2.6, upper: 6.4 }),
      row({ parameter: 'P-Urea, kvinnor ≥50 år', sex: 'female', ageFrom: 50, lower: 3.1, upper: 7.9 }),
      row({ parameter: 'P-Urea, män 18–49 år', sex: 'male', ageFrom: 18, ageTo: 50, lower: 3.2, upper: 8.1 }),
      row({ parameter: 'P-Urea, män ≥50 år', sex: 'male', ageFrom: 50, lower: 3.5, upper: 8.1 }),
      row({ parameter: 'P-Kreatinin, vuxna', unit: 'µmol/L', ageFrom: 18, lower: 45, upper: 105 }),
    ];
    expect(bandIssues(urea)).toEqual([]);
    const gapped = urea.map((band, index) => (index === 1 ? { ...band, ageFrom: 55 } : band));
    expect(bandIssues(gapped)).toEqual([{ kind: 'gap', rows: [0, 1], sex: 'female' }]);
    const overlapping = urea.map((band, index) => (index === 3 ? { ...band, ageFrom: 40 } : band));
    expect(bandIssues(overlapping)).toEqual([{ kind: 'overlap', rows: [2, 3], sex: 'male' }]);
    // A row for both sexes overlaps each sex's own rows of the same ages: one issue per pair.
    const both = [row({ parameter: 'P-Urea', ageFrom: 18, lower: 3, upper: 8 }), row({ parameter: 'P-Urea, kvinnor', sex: 'female', ageFrom: 18, lower: 2.6, upper: 6.4 })];
    expect(bandIssues(both)).toEqual([{ kind: 'overlap', rows: [0, 1], sex: 'female' }]);
  });

  it('finds the row for a sex and an age, ages up to the end of a band excluded', () => {
    const rows = [
      row({ parameter: 'P-Kreatinin, kvinnor ≥18 år', unit: 'µmol/L', sex: 'female', ageFrom: 18, lower: 45, upper: 90 }),
      row({ parameter: 'P-Kreatinin, män 18–49 år', unit: 'µmol/L', sex: 'male', ageFrom: 18, ageTo: 50, lower: 60, upper: 105 }),
      row({ parameter: 'P-Kreatinin, män ≥50 år', unit: 'µmol/L', sex: 'male', ageFrom: 50, lower: 60, upper: 105 }),
    ];
    const analyte = 'P-Kreatinin (µmol/L)';
    expect(matchingRow(rows, analyte, 'female', 40)).toBe(0);
    expect(matchingRow(rows, analyte, 'male', 49.9)).toBe(1);
    expect(matchingRow(rows, analyte, 'male', 50)).toBe(2);
    expect(matchingRow(rows, analyte, 'female', 12)).toBeUndefined();
  });

  it('lets results below zero only for an analyte whose own rows reach below zero (base excess)', () => {
    const rows = [row({ parameter: 'aB-Basöverskott', ageFrom: 18, lower: -3, upper: 3 }), row({ parameter: 'P-Urea', ageFrom: 18, lower: 2.6, upper: 6.4 })];
    expect(allowsNegative(rows, 'aB-Basöverskott (mmol/L)')).toBe(true);
    expect(allowsNegative(rows, 'P-Urea (mmol/L)')).toBe(false);
  });

  it('converts a row to its conventional unit by the stated factor', () => {
    const creatinine = row({ unit: 'µmol/L', lower: 45, upper: 90, conversion: { unit: 'mg/dL', factor: 88.4, source: 'AMA' } });
    const conventional = toConventional(creatinine);
    expect(conventional).toMatchObject({ unit: 'mg/dL', lower: 0.509, upper: 1.02 });
    expect(rangeText(conventional, 'en')).toBe('0.509–1.02');
    expect(toConventional(row({ lower: 1 }))).toEqual(row({ lower: 1 }));
  });
});
