import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases, hyphenates and turns å, ä, ö into a, a, o', () => {
    expect(slugify('Hemoglobin (Hb) – Blodstatus')).toBe('hemoglobin-hb-blodstatus');
    expect(slugify('Järn och ferritin')).toBe('jarn-och-ferritin');
    expect(slugify('Blodgas, översikt')).toBe('blodgas-oversikt');
    expect(slugify('  Klinisk   kemi  ')).toBe('klinisk-kemi');
  });
  it('gives an empty slug for a title of only special characters', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});
