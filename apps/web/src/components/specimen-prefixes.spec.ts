import en from '../locales/en/article-content.json';
import sv from '../locales/sv/article-content.json';
import { specimenParts } from './specimen-prefixes';

const TITLES = { sv: sv.specimens, en: en.specimens };

/** The parts as text, each marked prefix as [prefix: what it stands for]. */
const marked = (text: string, language: 'sv' | 'en') =>
  specimenParts(text, TITLES[language])
    .map((part) => (typeof part === 'string' ? part : `[${part.prefix}: ${part.title}]`))
    .join('');

describe('specimen prefixes', () => {
  it('marks each prefix that starts an analysis name, explained in the text\'s language', () => {
    expect(marked('Glukos (P-Glukos, fP-Glukos)', 'sv')).toBe('Glukos ([P: Plasma]-Glukos, [fP: Fasteplasma]-Glukos)');
    expect(marked('B-Hb, S-TSH, U-Albumin, aB-pH, cB-pH', 'en')).toBe(
      '[B: Whole blood]-Hb, [S: Serum]-TSH, [U: Urine]-Albumin, [aB: Arterial blood]-pH, [cB: Capillary blood]-pH',
    );
    expect(marked('P-25-OH-vitamin D', 'sv')).toBe('[P: Plasma]-25-OH-vitamin D');
  });

  it('leaves letters that are no specimen prefix alone: inside a word or a hyphenated name, before a lower-case word or a bare number', () => {
    for (const text of ['N-terminal pro-B-type natriuretic peptide', 'B-cell lymphoma', 'apolipoprotein B-100', 'B-typ natriuretisk peptid', 'Fibrinogen P- (aktuell version)', 'NT-proBNP']) {
      expect(marked(text, 'en')).toBe(text);
    }
  });
});
