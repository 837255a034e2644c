import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CONTENT_MESSAGES as M, NPU_CODE, isLoincCode, slugify, type Analysis } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentStore } from '@labmedicin/platform';
import { makeTempDir, messageCaller, metaFor, testConfig, actors, type TempDir } from '@labmedicin/platform/testing';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONTENT_CONTROLLERS } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { loadSeedArticles, loadSeedTranslations } from './seed-articles';
import { corrected } from './seed-corrections';
import { handbookCorrections, seedAnalyses, SEED_HANDBOOK_DIR } from './seed-handbook';
import { SEED_EDITOR } from './seed.service';

/** Starting the content service twice on a new store, each seeding 110 articles into its search index. */
const TWO_STARTS_MS = 90_000;

/** The loader's default folder, read here as the files on disk. */
const FILES = readdirSync(SEED_HANDBOOK_DIR).filter((file) => file.endsWith('.yaml'));
const SLUGS = FILES.map((file) => file.replace(/\.yaml$/, ''));
type RawAnalysis = Record<string, unknown> & { designation: string; sources?: Record<string, string> };
const RAW = Object.fromEntries(FILES.map((file) => [file.replace(/\.yaml$/, ''), (parseYaml(readFileSync(join(SEED_HANDBOOK_DIR, file), 'utf8')) as { analyses: RawAnalysis[] }).analyses]));
/** The fields of an analysis that hold handbook values (each needs its source). */
const VALUE_FIELDS = ['npuCodes', 'loincCodes', 'specimen', 'preparation', 'handling', 'stability', 'rejection', 'turnaround'] as const;

describe('the seed articles’ lab handbook data', () => {
  it('has a file for every seed article, and every file parses into valid analyses in both languages', () => {
    expect(SLUGS).toEqual(loadSeedArticles().map((article) => slugify(article.title)).sort());
    for (const slug of SLUGS) {
      const sv = seedAnalyses(slug, 'sv');
      const en = seedAnalyses(slug, 'en');
      expect({ slug, count: sv.length > 0 }).toEqual({ slug, count: true });
      // Codes and numbers are shared; only the texts differ between the language versions.
      expect(en.map(shared)).toEqual(sv.map(shared));
    }
  });

  it('gives every Swedish seed article and every English translation at least one analysis', () => {
    const articles = [...loadSeedArticles(), ...loadSeedTranslations()];
    expect(articles).toHaveLength(2 * SLUGS.length);
    for (const article of articles) expect({ title: article.title, analyses: article.analyses.length > 0 }).toEqual({ title: article.title, analyses: true });
  });

  it('holds NPU codes of NPU + 5 digits and LOINC codes whose check digit is right', () => {
    const analyses = SLUGS.flatMap((slug) => seedAnalyses(slug, 'sv'));
    const npu = analyses.flatMap((a) => a.npuCodes);
    const loinc = analyses.flatMap((a) => a.loincCodes);
    expect(npu.length).toBeGreaterThan(50);
    expect(loinc.length).toBeGreaterThan(30);
    for (const code of npu) expect(code).toMatch(NPU_CODE);
    for (const code of loinc) expect({ code, valid: isLoincCode(code) }).toEqual({ code, valid: true });
    // One code names one analysis: a search for a code finds its analysis.
    expect(new Set(npu).size).toBe(npu.length);
    expect(new Set(loinc).size).toBe(loinc.length);
  });

  it('names the source of every value it holds', () => {
    for (const [slug, analyses] of Object.entries(RAW)) {
      for (const analysis of analyses) {
        const held = VALUE_FIELDS.filter((field) => analysis[field] !== undefined);
        const unsourced = held.filter((field) => !analysis.sources?.[field]?.trim());
        expect({ slug, designation: analysis.designation, unsourced }).toEqual({ slug, designation: analysis.designation, unsourced: [] });
      }
    }
  });

  it('codes P-Kalium NPU03230 and LOINC 2823-3, as the NPU list and LOINC value sets it names give them', () => {
    const [potassium] = seedAnalyses('kalium-p-kalium', 'sv');
    expect(potassium).toMatchObject({ designation: 'P-Kalium', npuCodes: ['NPU03230'], loincCodes: ['2823-3'], specimen: { material: 'plasma', additive: 'lithium-heparin-gel' } });
    const sources = RAW['kalium-p-kalium'][0].sources!;
    expect(sources.npuCodes).toContain('NPU03230 "P—Potassium ion; subst.c. = ? mmol/L"');
    expect(sources.loincCodes).toContain('2823-3 "Potassium [Moles/volume] in Serum or Plasma"');
    // The texts are the article's language.
    expect(seedAnalyses('kalium-p-kalium', 'en')[0].rejection[0].effect).toMatch(/^Haemolysis above 0\.5 g\/L/);
  });

  it('adds an article’s analyses as a correction only where it has none, and leaves another’s', () => {
    const [correction] = handbookCorrections().filter((c) => c.article === 'kalium-p-kalium');
    const [article] = loadSeedArticles().filter((a) => slugify(a.title) === 'kalium-p-kalium');
    const before = { ...article, analyses: undefined };
    expect(corrected(before, correction)).toEqual({ fields: { ...article, analyses: seedAnalyses('kalium-p-kalium', 'sv') } });
    expect(corrected(article, correction)).toEqual({ fields: article });
    const editors: Analysis[] = [{ ...seedAnalyses('kalium-p-kalium', 'sv')[0], designation: 'P-K' }];
    expect(corrected({ ...article, analyses: editors }, correction)).toEqual({ missing: 'empty analyses (it has others)' });
  });
});

describe('an installation seeded before articles had analyses', () => {
  let dir: TempDir;
  let app: INestApplicationContext | undefined;
  const stop = async () => {
    await app?.close();
    app = undefined;
  };
  beforeAll(async () => {
    dir = await makeTempDir('content-seed-handbook-');
  });
  afterAll(async () => {
    await stop();
    await dir?.remove();
  });

  it('gets each article’s analyses as its next revision, in Swedish and English, once', async () => {
    const config = await testConfig(dir.path);
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    const call = messageCaller(app, CONTENT_CONTROLLERS);
    const seededSv = await call(M.articlesGet, metaFor(null), { slug: 'kalium-p-kalium' });
    const seededEn = await call(M.articlesGet, metaFor(null), { slug: 'potassium-p-potassium' });
    expect(seededSv.analyses[0].npuCodes).toEqual(['NPU03230']);
    // What a release before analyses left: no article, and no revision, holds any; the handbook corrections never ran.
    const store = app.get<DocumentStore>(DOCUMENT_STORE);
    await store.collection('articles').updateMany({}, { $unset: { analyses: true } });
    await store.collection('revisions').updateMany({}, { $unset: { analyses: true } });
    const progressIds = handbookCorrections().map((c) => createHash('sha1').update(`seed:correction:${c.id}`).digest('hex').slice(0, 24));
    expect(await store.collection('seedProgress').deleteMany({ _id: { $in: progressIds } })).toBe(SLUGS.length);
    expect((await call(M.articlesGet, metaFor(null), { slug: 'kalium-p-kalium' })).analyses).toEqual([]);
    await stop();

    const warnings: string[] = [];
    const logger = { log: () => undefined, error: () => undefined, debug: () => undefined, verbose: () => undefined, warn: (message: unknown) => void warnings.push(String(message)) };
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger });
    const read = messageCaller(app, CONTENT_CONTROLLERS);
    const sv = await read(M.articlesGet, metaFor(null), { slug: 'kalium-p-kalium' });
    expect(sv.version).toBe(seededSv.version + 1);
    expect(sv.analyses).toEqual(seedAnalyses('kalium-p-kalium', 'sv'));
    const history = await read(M.revisionsList, metaFor(actors.admin), { slug: 'kalium-p-kalium' });
    expect(history.data[0]).toMatchObject({ versionNumber: sv.version, editedBy: SEED_EDITOR, changeDescription: handbookCorrections()[0].changeDescription });
    // The translation gets the English texts, and stays up to date with its original.
    const en = await read(M.articlesGet, metaFor(null), { slug: 'potassium-p-potassium' });
    expect(en.version).toBe(seededEn.version + 1);
    expect(en.analyses).toEqual(seedAnalyses('kalium-p-kalium', 'en'));
    expect(en.translatedFrom).toEqual({ slug: 'kalium-p-kalium', version: sv.version });
    const english = await read(M.articlesList, metaFor(actors.admin), { articleLanguage: 'en', limit: 100 });
    expect(english.data.filter((a) => a.outdated)).toEqual([]);
    expect(warnings.filter((w) => w.includes('handbook-analyses'))).toEqual([]);
    // Every version of every seed article has its analyses again.
    for (const slug of SLUGS) expect((await read(M.articlesGet, metaFor(null), { slug })).analyses.length).toBeGreaterThan(0);
    await stop();

    // Once: the next start writes no revision.
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    expect((await messageCaller(app, CONTENT_CONTROLLERS)(M.articlesGet, metaFor(null), { slug: 'kalium-p-kalium' })).version).toBe(sv.version);
  }, TWO_STARTS_MS);
});

/** What both language versions of an analysis share: everything but its texts. */
function shared(analysis: Analysis) {
  return {
    designation: analysis.designation,
    npuCodes: analysis.npuCodes,
    loincCodes: analysis.loincCodes,
    specimen: analysis.specimen,
    preparation: { fastingHours: analysis.preparation.fastingHours, restMinutes: analysis.preparation.restMinutes },
    handling: { ...analysis.handling, transport: undefined },
    stability: analysis.stability,
    rejection: analysis.rejection.map((row) => row.criterion),
  };
}
