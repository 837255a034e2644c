import { CALCULATOR_IDS } from '@labmedicin/calculators';
import { bandIssues, formatRange, isStructured, slugify, type ReferenceRange } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { STANDARD_CATEGORIES } from './categories.seed';
import { SEED_ARTICLES_DIR, loadSeedArticles, parseSeedArticle, type SeedArticle } from './seed-articles';

const SEED_ARTICLES = loadSeedArticles();

const CATEGORY_NAMES = new Set(STANDARD_CATEGORIES.map((c) => c.name));
const ALLOWED_TAGS = new Set(['h2', 'p', 'ul', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div']);
const PAIRED_TAGS = ['h2', 'p', 'ul', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div'];
/** A div is only ever a calculator's place, naming one of ours. */
const CALCULATOR_PLACE = new RegExp(`^<div data-calculator="(${CALCULATOR_IDS.join('|')})"></div>$`);
const TITLES = new Set(SEED_ARTICLES.map((a) => a.title));

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

  describe.each(SEED_ARTICLES.map((a) => [a.title, a] as const))('%s', (_title, article) => {
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

    it('has 3–8 unique, lowercase, trimmed tags (max 10 allowed)', () => {
      expect(article.tags.length).toBeGreaterThanOrEqual(3);
      expect(article.tags.length).toBeLessThanOrEqual(8);
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

    it('lists related tests that are other seed articles', () => {
      expect(article.relatedTests.length).toBeGreaterThanOrEqual(1);
      expect(new Set(article.relatedTests).size).toBe(article.relatedTests.length);
      expect(article.relatedTests).not.toContain(article.title);
      expect(article.relatedTests.filter((t) => !TITLES.has(t))).toEqual([]);
    });
  });
});

/** Numbers of a range text in Swedish notation, and the text with each number as #. */
const NUMBER = /[−-]?\d+(?:,\d+)?/g;
const numbersOf = (text: string) => (text.match(NUMBER) ?? []).map((n) => Number(n.replace('−', '-').replace(',', '.')));
const skeletonOf = (text: string) => text.replace(NUMBER, '#');

/** The age band a row's parameter and notes state in words: "18–49 år" is 18 up to 50, ">40 år" from 41, "vuxna" from 18. */
function statedAges(text: string): Pick<ReferenceRange, 'ageFrom' | 'ageTo'> {
  const band = /(\d+)–(\d+) år/.exec(text);
  if (band) return { ageFrom: Number(band[1]), ageTo: Number(band[2]) + 1 };
  const from = /≥(\d+) år/.exec(text);
  if (from) return { ageFrom: Number(from[1]) };
  const after = />(\d+) år/.exec(text);
  if (after) return { ageFrom: Number(after[1]) + 1 };
  const before = /<(\d+) år/.exec(text);
  if (before) return { ageTo: Number(before[1]) };
  return /vuxna/i.test(text) ? { ageFrom: 18 } : {};
}

describe('the structured reference ranges of the seed files', () => {
  const files = readdirSync(SEED_ARTICLES_DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
  const written = files.map((name) => {
    const front = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(SEED_ARTICLES_DIR, name), 'utf8'));
    return [name, (parseYaml(front?.[1] ?? '') as { referenceRanges: ReferenceRange[] }).referenceRanges] as const;
  });

  it('structure the numeric intervals of at least 30 articles', () => {
    expect(written.filter(([, rows]) => rows.some(isStructured)).length).toBeGreaterThanOrEqual(30);
  });

  describe.each(written.filter(([, rows]) => rows.some(isStructured)))('%s', (_name, rows) => {
    it.each(rows.filter(isStructured).map((row) => [row.parameter, row] as const))('%s: numbers, sex and ages say what its text says', (_parameter, row) => {
      const generated = formatRange(row, 'sv') ?? '';
      expect(numbersOf(generated)).toEqual(numbersOf(row.range));
      expect(skeletonOf(generated)).toBe(skeletonOf(row.range));
      expect(row.sex).toBe(/kvinnor/.test(row.parameter) ? 'female' : / män/.test(row.parameter) ? 'male' : undefined);
      expect({ ageFrom: row.ageFrom, ageTo: row.ageTo }).toEqual({ ageFrom: undefined, ageTo: undefined, ...statedAges(`${row.parameter} ${row.notes}`) });
      if (row.conversion) expect(row.conversion.source).toMatch(/\S{3}/);
    });

    it('leaves no overlap or gap between the age bands of an analyte', () => {
      expect(bandIssues(rows)).toEqual([]);
    });
  });
});
