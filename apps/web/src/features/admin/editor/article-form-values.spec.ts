import { analysisSchema } from '@labmedicin/contracts';
import { anArticle, HEMATOLOGI } from '@labmedicin/contracts/testing';
import { translationDraft } from './article-form-values';

describe("a translation's first values", () => {
  it('copies what needs no translating (not the images the original’s text shows), names its original, and leaves the texts, the tags and the rows’ words to write', () => {
    const potassium = analysisSchema.parse({
      designation: 'P-Kalium',
      npuCodes: ['NPU03230'],
      loincCodes: ['2823-3'],
      otherNames: ['Kalium'],
      specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green', volumeMl: 4 },
      preparation: { fastingHours: 0, timeOfDay: 'Valfri', doseTiming: 'Före dos', notes: 'Ingen stas' },
      handling: { centrifugeWithinMinutes: 60, onIce: true, transport: 'Rumstemperatur' },
      stability: [{ temperature: 'refrigerated', duration: 7, unit: 'd' }],
      rejection: [{ criterion: 'haemolysis', effect: 'Falskt högt' }],
      turnaround: '1 timme',
    });
    const original = anArticle({
      analyses: [potassium],
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
      analyses: [
        {
          ...potassium,
          otherNames: [],
          preparation: { fastingHours: 0, timeOfDay: '', doseTiming: '', notes: '' },
          handling: { centrifugeWithinMinutes: 60, onIce: true, protectFromLight: false, transport: '' },
          rejection: [{ criterion: 'haemolysis', effect: '' }],
          turnaround: '',
        },
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
