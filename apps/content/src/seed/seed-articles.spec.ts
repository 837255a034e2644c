import { CALCULATOR_IDS } from '@labmedicin/calculators';
import { LIMITS, articleInputSchema, bandIssues, formatRange, isStructured, matchingRow, slugify, toConventional, type ReferenceRange } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { STANDARD_CATEGORIES } from './categories.seed';
import { SEED_ARTICLES_DIR, SEED_TRANSLATIONS_DIR, loadSeedArticles, loadSeedTranslations, parseSeedArticle, parseSeedTranslation, seedFilesOf, type SeedArticle } from './seed-articles';
import { SEED_CORRECTIONS_FILE, corrected, loadSeedCorrections, type SeedCorrection } from './seed-corrections';

const SEED_ARTICLES = loadSeedArticles();
const CORRECTIONS = loadSeedCorrections();
const TRANSLATIONS = loadSeedTranslations();

/** The Swedish originals as a new installation ends up with them: each correction made. */
const CORRECTED = SEED_ARTICLES.map((article) =>
  CORRECTIONS.filter((correction) => correction.article === slugify(article.title)).reduce((fields, correction) => {
    const result = corrected(fields, correction);
    if ('missing' in result) throw new Error(`correction ${correction.id} does not apply to its seed file: no ${result.missing}`);
    return result.fields;
  }, article),
);
const ORIGINAL_OF = new Map(CORRECTED.map((article) => [slugify(article.title), article]));

const CATEGORY_NAMES = new Set(STANDARD_CATEGORIES.map((c) => c.name));
const ALLOWED_TAGS = new Set(['h2', 'p', 'ul', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div']);
const PAIRED_TAGS = ['h2', 'p', 'ul', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div'];
/** A div is only ever a calculator's place, naming one of ours. */
const CALCULATOR_PLACE = new RegExp(`^<div data-calculator="(${CALCULATOR_IDS.join('|')})"></div>$`);
const TITLES = { sv: new Set(SEED_ARTICLES.map((a) => a.title)), en: new Set(TRANSLATIONS.map((a) => a.title)) };

const htmlFields = (a: SeedArticle): [string, string][] => [
  ['content', a.content],
  ['clinicalSignificance', a.clinicalSignificance],
  ['interpretation', a.interpretation],
];

const wordCount = (html: string): number => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

const countOf = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

describe('the seed article files', () => {
  const kreatinin = readFileSync(join(SEED_ARTICLES_DIR, 'kreatinin-p-kreatinin.md'), 'utf8');

  it('reads every field of a file: front matter and the three HTML sections', () => {
    const article = parseSeedArticle('kreatinin-p-kreatinin.md', kreatinin);
    expect(article).toMatchObject({ title: 'Kreatinin (P-Kreatinin)', category: 'Klinisk kemi', tags: expect.arrayContaining(['kreatinin', 'egfr']) });
    expect(article.content).toMatch(/^<h2>Vad mäts\?<\/h2>/);
    expect(article.clinicalSignificance).toMatch(/^<p>Kreatinin används/);
    expect(article.interpretation).toMatch(/<strong>Högt kreatinin:<\/strong>/);
    expect(article.content).toContain('<div data-calculator="egfr-lmrev"></div>');
    expect(article.referenceRanges[0]).toEqual({
      parameter: 'P-Kreatinin, kvinnor ≥18 år',
      range: '45–90',
      unit: 'µmol/L',
      notes: 'NORIP, enzymatisk IDMS-spårbar metod',
      sex: 'female',
      ageFrom: 18,
      lower: 45,
      upper: 90,
      conversion: { unit: 'mg/dL', factor: 88.4, source: 'AMA Manual of Style, SI conversion table (JAMA): mg/dL × 88,4 = µmol/L' },
    });
  });

  it.each([
    ['a title over 200 characters', (text: string) => text.replace('title: Kreatinin (P-Kreatinin)', `title: ${'K'.repeat(201)}`), 'title: titleTooLong'],
    ['no summary', (text: string) => text.replace(/^summary: .*\n/m, ''), 'summary: summaryRequired'],
    ['no content section', (text: string) => text.replace('# content\n', ''), 'content: contentRequired'],
    ['eleven tags', (text: string) => text.replace('tags:\n', `tags:\n${Array.from({ length: 5 }, (_, i) => `  - extra${i}\n`).join('')}`), 'tags: tooManyTags'],
    ['no front matter', (text: string) => text.replace(/^---\n/, ''), 'no YAML front matter'],
  ])('refuses a file with %s, naming the file and the field', async (_case, broken, reason) => {
    const dir: TempDir = await makeTempDir('seed-files-');
    try {
      await writeFile(join(dir.path, 'trasig.md'), broken(kreatinin));
      expect(() => loadSeedArticles(dir.path)).toThrow(`trasig.md: ${reason}`);
    } finally {
      await dir.remove();
    }
  });
});

describe('SEED_ARTICLES', () => {
  it('has at least 40 articles', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique titles and slugs', () => {
    const titles = SEED_ARTICLES.map((a) => a.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const slugs = SEED_ARTICLES.map((a) => slugify(a.title));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('names each file as its article slug, so that corrections and translations can name their original by it', () => {
    expect(seedFilesOf(SEED_ARTICLES_DIR).map((name) => name.replace(/\.md$/, ''))).toEqual(SEED_ARTICLES.map((a) => slugify(a.title)));
  });
});

describe.each([
  ['Swedish', 'sv', CORRECTED],
  ['English', 'en', TRANSLATIONS],
] as const)('the %s seed articles (the Swedish as corrected)', (_language, language, articles) => {
  describe.each(articles.map((a) => [a.title, a] as const))('%s', (_title, article: SeedArticle) => {
    it('has a title of at most 200 characters', () => {
      expect(article.title.trim()).toBe(article.title);
      expect(article.title.length).toBeGreaterThan(0);
      expect(article.title.length).toBeLessThanOrEqual(200);
    });

    it('belongs to one of the standard categories', () => {
      expect(CATEGORY_NAMES.has(article.category)).toBe(true);
    });

    it('has a summary of 100–300 characters (within the 1–500 limit)', () => {
      expect(article.summary.length).toBeGreaterThanOrEqual(100);
      expect(article.summary.length).toBeLessThanOrEqual(300);
      expect(article.summary).not.toMatch(/[<>]/);
    });

    it('has 3–8 unique, lowercase, trimmed tags, an English article up to 10 with its Swedish analyte names', () => {
      expect(article.tags.length).toBeGreaterThanOrEqual(3);
      expect(article.tags.length).toBeLessThanOrEqual(language === 'sv' ? 8 : LIMITS.tagsPerArticle);
      for (const tag of article.tags) {
        expect(tag).toBe(tag.trim().toLowerCase());
        expect(tag.length).toBeGreaterThan(0);
      }
      expect(new Set(article.tags).size).toBe(article.tags.length);
    });

    it('has content of 250–600 words', () => {
      const words = wordCount(article.content);
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(600);
    });

    it('has non-empty clinical significance and interpretation', () => {
      expect(wordCount(article.clinicalSignificance)).toBeGreaterThan(20);
      expect(wordCount(article.interpretation)).toBeGreaterThan(20);
    });

    it('uses only safe, allowed and balanced HTML', () => {
      for (const [field, html] of htmlFields(article)) {
        expect({ field, script: /<\s*script/i.test(html) }).toEqual({ field, script: false });
        expect({ field, jsLink: /javascript:/i.test(html) }).toEqual({ field, jsLink: false });
        expect({ field, handler: /\son[a-z]+\s*=/i.test(html) }).toEqual({ field, handler: false });
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1].toLowerCase());
        expect({ field, disallowed: tags.filter((t) => !ALLOWED_TAGS.has(t)) }).toEqual({ field, disallowed: [] });
        const divs = html.match(/<div[^>]*>.*?<\/div>/g) ?? [];
        expect({ field, divs: divs.filter((div) => !CALCULATOR_PLACE.test(div)) }).toEqual({ field, divs: [] });
        for (const tag of PAIRED_TAGS) {
          const open = countOf(html, new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'));
          const close = countOf(html, new RegExp(`</${tag}>`, 'g'));
          expect({ field, tag, open }).toEqual({ field, tag, open: close });
        }
      }
    });

    it('has at least one reference range with a unit or an explanatory note', () => {
      expect(article.referenceRanges.length).toBeGreaterThanOrEqual(1);
      for (const r of article.referenceRanges) {
        expect(r.parameter.trim().length).toBeGreaterThan(0);
        expect(r.range.trim().length).toBeGreaterThan(0);
        expect(r.unit.trim().length + r.notes.trim().length).toBeGreaterThan(0);
      }
    });

    it('cites at least one reference', () => {
      expect(article.references.length).toBeGreaterThanOrEqual(1);
      for (const ref of article.references) expect(ref.trim().length).toBeGreaterThan(10);
      expect(new Set(article.references).size).toBe(article.references.length);
    });

    it('lists related tests that are other seed articles in its language', () => {
      expect(article.relatedTests.length).toBeGreaterThanOrEqual(1);
      expect(new Set(article.relatedTests).size).toBe(article.relatedTests.length);
      expect(article.relatedTests).not.toContain(article.title);
      expect(article.relatedTests.filter((t) => !TITLES[language].has(t))).toEqual([]);
    });

    it('is an article the editor would accept as it is', () => {
      const parsed = articleInputSchema.safeParse({ ...article, category: 'a00000000000000000000009', status: 'published', language });
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
  });
});

/** Numbers of a range text in Swedish notation, and the text with each number as #. */
const NUMBER = /[−-]?\d+(?:,\d+)?/g;
const numbersOf = (text: string) => (text.match(NUMBER) ?? []).map((n) => Number(n.replace('−', '-').replace(',', '.')));
const skeletonOf = (text: string) => text.replace(NUMBER, '#');

/**
 * The age band a row's parameter and notes state in words: "18–49 år" is 18 up to 50, "0,5–1 år" 0.5
 * up to 2, "3–8 mån" a quarter up to three quarters of a year, "9 mån–4 år" 0.75 up to 5, ">40 år"
 * from 41, "vuxna" from 18.
 */
function statedAges(text: string): Pick<ReferenceRange, 'ageFrom' | 'ageTo'> {
  const monthsToYears = /(\d+) mån–(\d+) år/.exec(text);
  if (monthsToYears) return { ageFrom: Number(monthsToYears[1]) / 12, ageTo: Number(monthsToYears[2]) + 1 };
  const months = /(\d+)–(\d+) mån/.exec(text);
  if (months) return { ageFrom: Number(months[1]) / 12, ageTo: (Number(months[2]) + 1) / 12 };
  const band = /(\d+(?:,\d+)?)–(\d+) år/.exec(text);
  if (band) return { ageFrom: Number(band[1].replace(',', '.')), ageTo: Number(band[2]) + 1 };
  const from = /≥(\d+) år/.exec(text);
  if (from) return { ageFrom: Number(from[1]) };
  const after = />(\d+) år/.exec(text);
  if (after) return { ageFrom: Number(after[1]) + 1 };
  const before = /<(\d+) år/.exec(text);
  if (before) return { ageTo: Number(before[1]) };
  return /vuxna/i.test(text) ? { ageFrom: 18 } : {};
}

describe('the structured reference ranges of the seed files', () => {
  // The rows as the files and the corrections write them (a structured row's range text as written, not generated).
  const files = readdirSync(SEED_ARTICLES_DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
  const written = files.map((name) => {
    const front = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(SEED_ARTICLES_DIR, name), 'utf8'));
    const article = SEED_ARTICLES.find((a) => slugify(a.title) === name.replace(/\.md$/, ''))!;
    const asWritten = { ...article, referenceRanges: (parseYaml(front?.[1] ?? '') as { referenceRanges: ReferenceRange[] }).referenceRanges };
    const rows = CORRECTIONS.filter((c) => `${c.article}.md` === name).reduce((fields, c) => {
      const result = corrected(fields, c);
      return 'fields' in result ? result.fields : fields;
    }, asWritten).referenceRanges;
    return [name, rows] as const;
  });

  it('structure the numeric intervals of at least 30 articles', () => {
    expect(written.filter(([, rows]) => rows.some(isStructured)).length).toBeGreaterThanOrEqual(30);
  });

  describe.each(written.filter(([, rows]) => rows.some(isStructured)))('%s', (_name, rows) => {
    it.each(rows.filter(isStructured).map((row) => [row.parameter, row] as const))('%s: numbers, sex and ages say what its text says', (_parameter, row) => {
      const generated = formatRange(row, 'sv') ?? '';
      expect(numbersOf(generated)).toEqual(numbersOf(row.range));
      expect(skeletonOf(generated)).toBe(skeletonOf(row.range));
      expect(row.sex).toBe(/kvinnor|flickor/.test(row.parameter) ? 'female' : / män|pojkar/.test(row.parameter) ? 'male' : undefined);
      expect({ ageFrom: row.ageFrom, ageTo: row.ageTo }).toEqual({ ageFrom: undefined, ageTo: undefined, ...statedAges(`${row.parameter} ${row.notes}`) });
      if (row.conversion) expect(row.conversion.source).toMatch(/\S{3}/);
    });

    it('leaves no overlap or gap between the age bands of an analyte', () => {
      expect(bandIssues(rows)).toEqual([]);
    });
  });
});

describe.each([
  ['Swedish', CORRECTED],
  ['English', TRANSLATIONS],
] as const)('the %s structured rows, for who they apply to', (_language, articles) => {
  const structured = articles.flatMap((article) => article.referenceRanges.filter(isStructured).map((row) => ({ article: article.title, row })));

  it('each state from what age they apply, so that no adult interval is applied to a child', () => {
    expect(structured.filter(({ row }) => row.ageFrom === undefined).map(({ article, row }) => `${article}: ${row.parameter}`)).toEqual([]);
  });

  it('leave no overlap or gap between the age bands of an analyte, for either sex', () => {
    expect(articles.map((article) => ({ article: article.title, issues: bandIssues(article.referenceRanges) })).filter(({ issues }) => issues.length)).toEqual([]);
  });
});

describe('the children’s intervals, critical limits and conventional units of the seed rows', () => {
  const rowsOf = (slug: string) => ORIGINAL_OF.get(slug)!.referenceRanges;
  const rowFor = (slug: string, analyte: string, sex: 'female' | 'male', age: number) => {
    const at = matchingRow(rowsOf(slug), analyte, sex, age);
    return at === undefined ? undefined : rowsOf(slug)[at];
  };

  it.each([
    ['alkaliskt-fosfatas-p-alp', 'P-ALP (µkat/L)', 'female', 4, 'P-ALP, 2–5 år', 5.2],
    ['alkaliskt-fosfatas-p-alp', 'P-ALP (µkat/L)', 'male', 13, 'P-ALP, pojkar 12–13 år', 9.5],
    ['hemoglobin-b-hb', 'B-Hb (g/L)', 'female', 17, 'B-Hb, flickor 12–17 år', 149],
    ['hemoglobin-b-hb', 'B-Hb (g/L)', 'male', 6, 'B-Hb, 5–7 år', 137],
    ['fosfat-p-fosfat', 'P-Fosfat (mmol/L)', 'male', 10, 'P-Fosfat, pojkar 8–12 år', 1.99],
    ['fosfat-p-fosfat', 'P-Fosfat (mmol/L)', 'female', 0.5, 'P-Fosfat, 6–11 mån', 2.13],
    ['differentialrakning-av-leukocyter-b-diff', 'B-Neutrofila (×10⁹/L)', 'female', 2, 'B-Neutrofila, 9 mån–4 år', 8.5],
    ['kreatinin-p-kreatinin', 'P-Kreatinin (µmol/L)', 'male', 12.5, 'P-Kreatinin, pojkar 11–14 år', 90],
    ['kreatinin-p-kreatinin', 'P-Kreatinin (µmol/L)', 'female', 1, 'P-Kreatinin, 6 mån–1 år', 48],
    ['leukocyter-b-lpk', 'B-LPK (×10⁹/L)', 'male', 1.5, 'B-LPK, 18 mån–2 år', 17],
    ['trombocyter-b-tpk', 'B-TPK (×10⁹/L)', 'female', 0.2, 'B-TPK, 2–5 mån', 702],
  ] as const)('give a child its own interval: %s, %s, %s aged %s', (slug, analyte, sex, age, parameter, upper) => {
    expect(rowFor(slug, analyte, sex, age)).toMatchObject({ parameter, upper });
    expect(rowFor(slug, analyte, sex, 18)?.parameter).not.toBe(parameter);
  });

  it('leave an age no published interval covers without one, rather than give it an adult’s', () => {
    expect(rowFor('hemoglobin-b-hb', 'B-Hb (g/L)', 'female', 0.3)).toBeUndefined();
    expect(rowFor('hemoglobin-b-hb', 'B-Hb (g/L)', 'female', 4)).toMatchObject({ parameter: 'B-Hb, 13 mån–4 år', lower: 107 });
    expect(rowFor('kreatinin-p-kreatinin', 'P-Kreatinin (µmol/L)', 'male', 0.3)).toBeUndefined();
    expect(rowFor('leukocyter-b-lpk', 'B-LPK (×10⁹/L)', 'male', 0.2)).toBeUndefined();
  });

  it.each([
    ['kalium-p-kalium', 'P-Kalium, vuxna', 2.5, 6],
    ['natrium-p-natrium', 'P-Natrium, vuxna', 120, 160],
    ['kalcium-p-kalcium', 'P-Kalcium (totalt), vuxna', 1.8, 3],
    ['joniserat-kalcium-p-kalcium-fritt', 'Kalcium, fritt (pH 7,40), vuxna', 0.8, 1.6],
    ['glukos-p-glukos-fp-glukos', 'fP-Glukos, vuxna', 2.5, 25],
    ['hemoglobin-b-hb', 'B-Hb, kvinnor ≥18 år', 70, 200],
    ['trombocyter-b-tpk', 'B-TPK, män ≥18 år', 20, undefined],
    ['differentialrakning-av-leukocyter-b-diff', 'B-Neutrofila', 0.5, undefined],
  ] as const)('carry the published critical limits: %s, %s', (slug, parameter, criticalLow, criticalHigh) => {
    const row = rowsOf(slug).find((r) => r.parameter === parameter);
    expect({ criticalLow: row?.criticalLow, criticalHigh: row?.criticalHigh }).toEqual({ criticalLow, criticalHigh });
    expect(ORIGINAL_OF.get(slug)!.references.some((ref) => ref.startsWith('Region Halland, Laboratoriemedicin, Klinisk kemi. Larmgränser ('))).toBe(true);
  });

  it.each([
    ['jarn-transferrin-och-transferrinmattnad-p-jarn-p-transferrin', 'P-Järn, vuxna', 'µg/dL', 0.1791, 9, 50.3],
    ['urea-p-urea', 'P-Urea, män ≥50 år', 'mg/dL BUN', 0.357, 8.1, 22.7],
    ['alat-p-alat', 'P-ALAT, män ≥18 år', 'U/L', 0.01667, 1.1, 66],
    ['kreatinkinas-p-ck', 'P-CK, män 18–49 år', 'U/L', 0.01667, 6.7, 402],
  ] as const)('convert to conventional units with a sourced factor: %s, %s', (slug, parameter, unit, factor, value, conventional) => {
    const row = rowsOf(slug).find((r) => r.parameter === parameter)!;
    expect(row.conversion).toMatchObject({ unit, factor });
    expect(toConventional({ ...row, upper: value }).upper).toBe(conventional);
  });
});

describe('the corrections of the Swedish seed articles', () => {
  const byArticle = (slug: string) => CORRECTED.find((a) => slugify(a.title) === slug)!;
  const rowOf = (slug: string, parameter: string) => byArticle(slug).referenceRanges.find((row) => row.parameter === parameter);

  it('each name a seed file and apply to it, in files the seed itself leaves as they were first published', () => {
    expect(CORRECTIONS.length).toBe(39);
    expect(CORRECTIONS.filter((c) => !ORIGINAL_OF.has(c.article)).map((c) => c.id)).toEqual([]);
    // The seed files stay revision 1: the corrections are the revisions after it.
    expect(SEED_ARTICLES.find((a) => slugify(a.title) === 'hemoglobin-b-hb')?.clinicalSignificance).toContain('under 110 g/L under graviditet');
  });

  it('say what they corrected in Swedish within the length of a change description, and name their sources', () => {
    for (const correction of CORRECTIONS) {
      expect(correction.changeDescription.length).toBeLessThanOrEqual(LIMITS.changeDescriptionMax);
      expect(correction.changeDescription).toMatch(/[åäö]/);
      // A year, or a laboratory's directory as it reads now.
      expect(correction.sources.filter((source) => !/\d{4}|aktuell version/.test(source))).toEqual([]);
    }
  });

  it('set the published values: LDL target at high risk, gestational diabetes, non-fasting triglycerides, trauma fibrinogen, EVF, Hb in pregnancy', () => {
    expect(rowOf('ldl-kolesterol-p-ldl-kolesterol', 'Behandlingsmål, hög risk')?.range).toBe('<1,8 och ≥50 % sänkning');
    expect(byArticle('ldl-kolesterol-p-ldl-kolesterol').clinicalSignificance).toContain('under 1,8 mmol/L och minst 50 % sänkning från utgångsvärdet vid hög risk');
    expect(rowOf('glukos-p-glukos-fp-glukos', 'Graviditetsdiabetes')).toMatchObject({ range: 'fP ≥5,1, 1 h ≥10,0 eller 2 h ≥8,5', unit: 'mmol/L' });
    expect(byArticle('glukos-p-glukos-fp-glukos').clinicalSignificance).toContain('fasteglukos minst 5,1 mmol/L, 1-timmesvärde minst 10,0 mmol/L eller 2-timmarsvärde minst 8,5 mmol/L');
    expect(rowOf('triglycerider-p-triglycerider', 'Icke-fastande, förhöjt')?.range).toBe('≥2,0');
    expect(byArticle('triglycerider-p-triglycerider').content).toContain('Icke-fastande värden på 2,0 mmol/L eller mer');
    expect(rowOf('fibrinogen-p-fibrinogen', 'Substitutionsgräns vid massiv traumablödning')?.range).toBe('≤1,5');
    expect(byArticle('fibrinogen-p-fibrinogen').clinicalSignificance).toContain('fibrinogen på högst 1,5 g/L');
    expect(byArticle('erytrocytindex-och-evf-b-mcv-b-mch-b-mchc-b-evf').content).toContain('andra mäter EVF direkt');
    const hb = byArticle('hemoglobin-b-hb');
    expect(hb.clinicalSignificance).toContain('under graviditet under 110 g/L i första och tredje trimestern och under 105 g/L i andra trimestern');
    expect(hb.references).toContain('World Health Organization. Guideline on haemoglobin cutoffs to define anaemia in individuals and populations. Geneva: WHO; 2024.');
    expect(hb.references.some((ref) => ref.includes('2011'))).toBe(false);
  });

  it('make the same change in the English translation, which the English seed file holds already', () => {
    const withTranslation = CORRECTIONS.filter((c) => c.translation);
    expect(withTranslation.length).toBeGreaterThanOrEqual(28);
    for (const correction of withTranslation) {
      const english = TRANSLATIONS.find((t) => t.translationOf === correction.article)!;
      const rowOf = (parameter: string) => english.referenceRanges.find((r) => r.parameter === parameter);
      for (const change of correction.translation!) {
        const where = { correction: correction.id, change: JSON.stringify(change).slice(0, 80) };
        if ('addReferenceRanges' in change) {
          for (const row of change.addReferenceRanges) expect({ ...where, row: rowOf(row.parameter) && numbersOfRow(rowOf(row.parameter)!) }).toEqual({ ...where, row: numbersOfRow(row) });
        } else if ('referenceRange' in change) {
          const row = rowOf(change.to.parameter ?? change.referenceRange);
          expect({ ...where, row: row && Object.fromEntries(Object.keys(change.to).map((key) => [key, row[key as keyof ReferenceRange]])) }).toEqual({ ...where, row: change.to });
        } else if ('add' in change) expect({ ...where, there: english.references.includes(change.add) }).toEqual({ ...where, there: true });
        else if ('analyses' in change) expect({ ...where, analyses: english.analyses }).toEqual({ ...where, analyses: change.analyses });
        else if (change.field === 'references') expect({ ...where, there: english.references.includes(change.to) }).toEqual({ ...where, there: true });
        else expect({ ...where, there: english[change.field].includes(change.to) }).toEqual({ ...where, there: true });
      }
    }
  });

  it('add rows before the row they name and references at the end, once', () => {
    const added = { parameter: 'Ny rad', range: '1–2', unit: 'mmol/L', notes: '' };
    const fields = article();
    const once = corrected(fields, correction([{ addReferenceRanges: [added], before: 'Icke-fastande, förhöjt' }, { field: 'references', add: 'Ny källa 2026' }]));
    if (!('fields' in once)) throw new Error(once.missing);
    expect(once.fields.referenceRanges.map((row) => row.parameter).slice(-2)).toEqual(['Ny rad', 'Icke-fastande, förhöjt']);
    expect(once.fields.references.at(-1)).toBe('Ny källa 2026');
    expect(corrected(once.fields, correction([{ addReferenceRanges: [added], before: 'Icke-fastande, förhöjt' }]))).toEqual({ missing: 'reference range "Ny rad" absent (it is there already)' });
    expect(corrected(once.fields, correction([{ field: 'references', add: 'Ny källa 2026' }]))).toEqual({ missing: 'reference "Ny källa 2026" absent (it is there already)' });
    expect(corrected(fields, correction([{ addReferenceRanges: [added], before: 'Finns inte' }]))).toEqual({ missing: 'reference range "Finns inte"' });
  });

  const article = () => ({ ...byArticle('triglycerider-p-triglycerider') });
  const correction = (changes: SeedCorrection['changes']): SeedCorrection => ({ id: 'test', article: 'triglycerider-p-triglycerider', changeDescription: 'Rättat', sources: ['Källa 2016'], changes });

  it('is not made where the text, row or reference it corrects is no longer there, or not once', () => {
    const fields = article();
    expect(corrected(fields, correction([{ field: 'content', from: 'finns inte', to: 'x' }]))).toEqual({ missing: 'content: "finns inte"' });
    expect(corrected(fields, correction([{ field: 'content', from: 'mmol/L', to: 'x' }]))).toMatchObject({ missing: expect.stringContaining('content') });
    expect(corrected(fields, correction([{ referenceRange: 'Icke-fastande, förhöjt', from: { range: '>2,5' }, to: { range: '≥2,0' } }]))).toMatchObject({ missing: expect.stringContaining('Icke-fastande') });
    expect(corrected(fields, correction([{ referenceRange: 'Finns inte', from: { range: '>2,0' }, to: { range: '≥2,0' } }]))).toMatchObject({ missing: expect.stringContaining('Finns inte') });
    expect(corrected(fields, correction([{ field: 'references', from: 'Ingen sådan källa', to: 'x' }]))).toMatchObject({ missing: expect.stringContaining('Ingen sådan källa') });
    // All or nothing: the first change alone is not made when the second cannot be.
    const half = corrected(fields, correction([{ field: 'content', from: 'Alkohol dagen före höjer värdet.', to: 'Ändrat.' }, { field: 'content', from: 'finns inte', to: 'x' }]));
    expect('fields' in half).toBe(false);
    expect(fields).toEqual(article());
  });

  it('refuses a corrections file with an unknown field, a description over the limit or an id used twice', async () => {
    const dir: TempDir = await makeTempDir('seed-corrections-');
    const file = join(dir.path, 'corrections.yaml');
    const entry = (extra: string, id = 'a') => `- id: ${id}\n  article: kalium-p-kalium\n  changeDescription: Rättat${extra}\n  sources: [Källa 2020]\n  changes:\n    - { field: content, from: a, to: b }\n`;
    try {
      await writeFile(file, entry('') + entry('', 'a'));
      expect(() => loadSeedCorrections(file)).toThrow('the id a is used twice');
      await writeFile(file, entry('x'.repeat(LIMITS.changeDescriptionMax)));
      expect(() => loadSeedCorrections(file)).toThrow('0.changeDescription');
      await writeFile(file, entry('').replace('field: content', 'field: tags'));
      expect(() => loadSeedCorrections(file)).toThrow('0.changes.0');
      expect(loadSeedCorrections(SEED_CORRECTIONS_FILE)).toEqual(CORRECTIONS);
    } finally {
      await dir.remove();
    }
  });
});

/**
 * The numbers of a range or unit text in either notation: a decimal comma or point, thousands
 * apart by a space ("1 800") or not. Its words are translated ("kIE/L" is "kIU/L" in English).
 */
const numbersIn = (text: string) =>
  (text.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1').match(/[−-]?\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace('−', '-').replace(',', '.')));

/** The fields of a structured row that carry its numbers: the same in every language. */
const numbersOfRow = ({ unit, sex, ageFrom, ageTo, lower, upper, lowerExclusive, upperExclusive, criticalLow, criticalHigh, conversion }: ReferenceRange) => ({
  unit: numbersIn(unit),
  sex,
  ageFrom,
  ageTo,
  lower,
  upper,
  lowerExclusive,
  upperExclusive,
  criticalLow,
  criticalHigh,
  conversion: conversion && { unit: conversion.unit, factor: conversion.factor },
});
describe('the English seed articles', () => {
  it('translate every Swedish original exactly once', () => {
    const originals = TRANSLATIONS.map((t) => t.translationOf).sort();
    expect(originals.filter((slug, i) => originals.indexOf(slug) !== i)).toEqual([]);
    expect(originals.filter((slug) => !ORIGINAL_OF.has(slug))).toEqual([]);
    expect([...ORIGINAL_OF.keys()].filter((slug) => !originals.includes(slug))).toEqual([]);
  });

  it('have unique titles', () => {
    expect(new Set(TRANSLATIONS.map((t) => t.title.toLowerCase())).size).toBe(TRANSLATIONS.length);
  });

  describe.each(TRANSLATIONS.map((t) => [t.title, t] as const))('%s', (_title, translation) => {
    const original = () => ORIGINAL_OF.get(translation.translationOf)!;

    it('has its original’s category, references and reference rows, with the numbers of each structured row unchanged', () => {
      expect(translation.category).toBe(original().category);
      expect(translation.references).toEqual(original().references);
      expect(translation.referenceRanges.length).toBe(original().referenceRanges.length);
      translation.referenceRanges.forEach((row, i) => {
        const source = original().referenceRanges[i];
        expect({ row: i, structured: isStructured(row) }).toEqual({ row: i, structured: isStructured(source) });
        if (isStructured(row)) expect({ row: i, ...numbersOfRow(row) }).toEqual({ row: i, ...numbersOfRow(source) });
        else expect({ row: i, unit: numbersIn(row.unit), numbers: numbersIn(row.range) }).toEqual({ row: i, unit: numbersIn(source.unit), numbers: numbersIn(source.range) });
      });
    });

    it('keeps a Swedish analyte name of its original among its tags, so that a Swedish search finds it', () => {
      const analyteTags = original().tags.filter((tag) => /^(f?p|b|s|u|ab)-/.test(tag));
      expect(analyteTags.filter((tag) => translation.tags.includes(tag)).length).toBeGreaterThanOrEqual(Math.min(1, analyteTags.length));
    });

    it('relates the translations of its original’s related tests', () => {
      const related = original().relatedTests.map((title) => TRANSLATIONS.find((t) => ORIGINAL_OF.get(t.translationOf)?.title === title)?.title);
      expect(translation.relatedTests).toEqual(related);
    });
  });

  it.each([
    ['no language', (text: string) => text.replace(/^language: en\n/m, ''), 'language: languageMustBeEn'],
    ['no translationOf', (text: string) => text.replace(/^translationOf: .*\n/m, ''), 'translationOf: translationOfRequired'],
  ])('refuses a translation file with %s, naming the file and the field', (_case, broken, reason) => {
    const text = `---\ntitle: Potassium (P-Potassium)\ncategory: Klinisk kemi\nlanguage: en\ntranslationOf: kalium-p-kalium\nsummary: ${'s'.repeat(120)}\ntags: [potassium, p-kalium, kalium]\nreferences: [A reference of some length]\nrelatedTests: [Sodium (P-Sodium)]\n---\n# content\n<p>Potassium.</p>\n`;
    expect(parseSeedTranslation('en/potassium-p-potassium.md', text)).toMatchObject({ language: 'en', translationOf: 'kalium-p-kalium' });
    expect(() => parseSeedTranslation('en/potassium-p-potassium.md', broken(text))).toThrow(`en/potassium-p-potassium.md: ${reason}`);
  });

  it('refuses a Swedish file that calls itself a translation', () => {
    const kalium = readFileSync(join(SEED_ARTICLES_DIR, 'kalium-p-kalium.md'), 'utf8');
    expect(() => parseSeedArticle('kalium-p-kalium.md', kalium.replace('---\n', '---\ntranslationOf: natrium-p-natrium\n'))).toThrow('kalium-p-kalium.md');
  });

  it('are read from their own folder, which a seed without translations may lack', () => {
    expect(loadSeedTranslations(join(SEED_TRANSLATIONS_DIR, 'absent'))).toEqual([]);
  });
});
