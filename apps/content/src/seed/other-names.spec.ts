import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { SEED_HANDBOOK_DIR, SEED_OTHER_NAMES_FILE, seedAnalyses } from './seed-handbook';

/** The seed's other names: every analysis of every seed article has some in both languages, and each names an analysis that exists. */
describe('the other names of the seed analyses', () => {
  const slugs = readdirSync(SEED_HANDBOOK_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length));
  const names = parseYaml(readFileSync(SEED_OTHER_NAMES_FILE, 'utf8')) as Record<string, Record<string, { sv: string[]; en: string[] }>>;

  it('names only seed articles and analyses the handbook data has', () => {
    for (const [slug, analyses] of Object.entries(names)) {
      expect(slugs).toContain(slug);
      const designations = seedAnalyses(slug, 'sv').map((analysis) => analysis.designation);
      expect(designations).toEqual(expect.arrayContaining(Object.keys(analyses)));
    }
  });

  it.each(slugs)('gives every analysis of %s other names in Swedish and in English', (slug) => {
    const handbook = parseYaml(readFileSync(join(SEED_HANDBOOK_DIR, `${slug}.yaml`), 'utf8')) as { analyses: unknown[] };
    expect(seedAnalyses(slug, 'sv')).toHaveLength(handbook.analyses.length);
    for (const language of ['sv', 'en'] as const) {
      const without = seedAnalyses(slug, language).filter((analysis) => analysis.otherNames.length === 0);
      expect(without.map((analysis) => `${analysis.designation} (${language})`)).toEqual([]);
    }
  });

  it("puts each language's names into that language's version of the article", () => {
    const [plasma] = seedAnalyses('glukos-p-glukos-fp-glukos', 'sv');
    expect(plasma).toMatchObject({ designation: 'P-Glukos', otherNames: expect.arrayContaining(['blodsocker']) });
    expect(seedAnalyses('glukos-p-glukos-fp-glukos', 'en')[0].otherNames).toEqual(expect.arrayContaining(['blood sugar']));
    expect(seedAnalyses('sankningsreaktion-b-sr', 'sv')[0].otherNames).toEqual(expect.arrayContaining(['sänka', 'ESR']));
    expect(seedAnalyses('trombocyter-b-tpk', 'en')[0].otherNames).toEqual(expect.arrayContaining(['PLT', 'TPK']));
  });
});
