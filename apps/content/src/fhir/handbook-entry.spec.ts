import { FHIR_ID } from '@labmedicin/contracts';
import { entryId } from './handbook-entry';

describe('entryId', () => {
  it('is the slug and the designation, in the characters FHIR allows', () => {
    expect(entryId('kalium-p-kalium', 'P-Kalium')).toBe('kalium-p-kalium.p-kalium');
    expect(entryId('blodgas-och-syrabasstatus', 'aB-pCO2')).toBe('blodgas-och-syrabasstatus.ab-pco2');
    expect(entryId('joniserat-kalcium', 'P-Kalcium, fritt (joniserat)')).toBe('joniserat-kalcium.p-kalcium-fritt-joniserat');
    expect(entryId('glukos', 'fP-Glukos')).not.toBe(entryId('glukos', 'P-Glukos'));
  });

  it('keeps a long one within 64 characters, still unique and stable', () => {
    const slug = 'albuminkreatinin-kvot-i-urin-u-albuminkreatinin-med-en-mycket-lang-titel';
    const first = entryId(slug, 'U-Albumin/Kreatinin');
    const second = entryId(slug, 'U-Albumin');
    for (const id of [first, second]) {
      expect(id.length).toBeLessThanOrEqual(64);
      expect(id).toMatch(FHIR_ID);
    }
    expect(first).not.toBe(second);
    expect(entryId(slug, 'U-Albumin/Kreatinin')).toBe(first);
  });
});
