import { freeSlug, slugify } from './slug';

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

describe('freeSlug', () => {
  it('keeps the base while it is free, else numbers it from 2', () => {
    expect(freeSlug('crp', () => false)).toBe('crp');
    const taken = new Set(['crp', 'crp-2']);
    expect(freeSlug('crp', (slug) => taken.has(slug))).toBe('crp-3');
  });
});
