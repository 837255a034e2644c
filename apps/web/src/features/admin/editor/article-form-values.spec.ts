import { anArticle, HEMATOLOGI } from '@labmedicin/contracts/testing';
import { translationDraft } from './article-form-values';

describe("a translation's first values", () => {
  it('copies what needs no translating (not the images the original’s text shows), names its original, and leaves the texts, the tags and the rows’ words to write', () => {
    const original = anArticle({
      slug: 'kalium',
      status: 'published',
      clinicalSignificance: '<p>Arytmier.</p>',
      interpretation: '<p>Högt vid hemolys.</p>',
      content: '<p>Kurva:</p><img src="/uploads/fedcba9876543210fedcba9876543210.png" alt="Kurva">',
      referenceRanges: [
        { parameter: 'P-Kalium', range: '3,5–4,4', unit: 'mmol/L', notes: 'Vuxna', lower: 3.5, upper: 4.4, sex: 'female', ageFrom: 18 },
        { parameter: 'Hemolys', range: 'Negativ', unit: '', notes: '' },
      ],
      references: ['NORIP.'],
      relatedTests: ['Natrium (P-Natrium)'],
      images: ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/fedcba9876543210fedcba9876543210.png'],
    });
    expect(translationDraft(original)).toEqual({
      title: '',
      summary: '',
      content: '',
      clinicalSignificance: '',
      interpretation: '',
      changeDescription: '',
      status: 'draft',
      tags: [],
      language: 'en',
      translationOf: 'kalium',
      category: HEMATOLOGI._id,
      referenceRanges: [
        { parameter: '', range: '3,5–4,4', unit: 'mmol/L', notes: '', lower: 3.5, upper: 4.4, sex: 'female', ageFrom: 18 },
        { parameter: '', range: 'Negativ', unit: '', notes: '' },
      ],
      references: ['NORIP.'],
      relatedTests: ['Natrium (P-Natrium)'],
      images: ['/uploads/0123456789abcdef0123456789abcdef.png'],
    });
  });

  it('translates an English original into Swedish', () => {
    expect(translationDraft(anArticle({ language: 'en' })).language).toBe('sv');
  });
});
