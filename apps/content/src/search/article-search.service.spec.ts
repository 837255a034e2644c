import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CONTENT_MESSAGES, type ArticleSearchResult } from '@labmedicin/contracts';
import { SEARCH_ENGINE, type InProcessSearchEngine, type PlatformConfig } from '@labmedicin/platform';
import { actors, makeTempDir, messageCaller, metaFor, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { CONTENT_CONTROLLERS, articleInput } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { CategoriesRepository } from '../store/categories.repository';
import { abbreviationsOf } from './article-search.service';

/** The liver tests that the query 'leverprover' is about. */
const LIVER_TESTS: string[] = ['ALAT (P-ALAT)', 'ASAT (P-ASAT)', 'Alkaliskt fosfatas (P-ALP)', 'Gamma-glutamyltransferas (P-GT)', 'Bilirubin (P-Bilirubin)', 'Albumin (P-Albumin)'];

describe('article search on the seed articles (in-process index)', () => {
  let dir: TempDir;
  let config: PlatformConfig;
  let app: INestApplicationContext | undefined;
  let search: (payload: { q: string; limit?: number }) => Promise<ArticleSearchResult>;

  const start = async () => {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    const call = messageCaller(app, CONTENT_CONTROLLERS);
    // A Swedish reader: one version per article, the Swedish one.
    search = (payload) => call(CONTENT_MESSAGES.articlesSearch, metaFor(null), { language: 'sv', ...payload });
  };
  const titlesFor = async (q: string) => (await search({ q })).data.map((a) => a.title);

  beforeAll(async () => {
    dir = await makeTempDir('content-search-');
    config = await testConfig(dir.path);
    await start();
  });
  afterAll(async () => {
    await app?.close();
    await dir?.remove();
  });

  it.each([
    ['kreat', 'a prefix', 'Kreatinin (P-Kreatinin)'],
    ['hemoglobn', 'a typo', 'Hemoglobin (B-Hb)'],
    ['Hb', 'an abbreviation', 'Hemoglobin (B-Hb)'],
    ['B-Hb', 'an abbreviation with its system prefix', 'Hemoglobin (B-Hb)'],
    ['P-Kreatinin', 'a name with its system prefix', 'Kreatinin (P-Kreatinin)'],
    ['CRP', 'an abbreviation that is the title', 'CRP (P-CRP)'],
    ['TSH', 'an abbreviation that is the title', 'TSH (S-TSH)'],
    ['ALAT', 'a short name that differs from ASAT by one letter', 'ALAT (P-ALAT)'],
    ['eGFR', 'the name in brackets', 'Estimerad GFR (eGFR)'],
    ['kolesterol', 'a title word shared by several titles', 'Kolesterol (P-Kolesterol)'],
  ])('ranks the expected article first for %s (%s)', async (q, _kind, expected) => {
    expect((await titlesFor(q))[0]).toBe(expected);
  });

  it("finds an article through either version, in the reader's language, one entry per article", async () => {
    const call = messageCaller(app as INestApplicationContext, CONTENT_CONTROLLERS);
    const asEnglishReader = (q: string) => call(CONTENT_MESSAGES.articlesSearch, metaFor(null), { q, language: 'en' });
    expect((await titlesFor('potassium'))[0]).toBe('Kalium (P-Kalium)');
    expect((await asEnglishReader('kalium')).data[0].title).toBe('Potassium (P-Potassium)');
    expect((await asEnglishReader('platelets')).data[0].title).toBe('Platelets (B-PLT)');
    const english = await asEnglishReader('anaemia');
    const groups = english.data.map((article) => article.translatedFrom?.slug ?? article.slug);
    expect(new Set(groups).size).toBe(groups.length);
    expect(english.data.every((article) => article.language === 'en')).toBe(true);
    expect(english.categories.reduce((sum, c) => sum + c.count, 0)).toBe(english.pagination.total);
    // Without a reader's language every version is listed.
    const every = await call(CONTENT_MESSAGES.articlesSearch, metaFor(null), { q: 'kalium' });
    expect(every.data.map((article) => article.title)).toEqual(expect.arrayContaining(['Kalium (P-Kalium)', 'Potassium (P-Potassium)']));
  });

  it('does not widen a correctly spelled word to its neighbours, and does a misspelt one', async () => {
    const kalium = await titlesFor('kalium');
    for (const neighbour of ['Kalcium (P-Kalcium)', 'Fosfat (P-Fosfat)', 'Albumin (P-Albumin)', 'Alkaliskt fosfatas (P-ALP)', 'PK(INR) (P-PK)']) {
      expect(kalium).not.toContain(neighbour);
    }
    expect((await titlesFor('troponn'))[0]).toBe('Troponin T och troponin I (P-TnT, P-TnI)');
    expect((await titlesFor('hemglobin'))[0]).toBe('Hemoglobin (B-Hb)');
  });

  it('splits Swedish compounds and reads brand names through the synonym list', async () => {
    expect((await titlesFor('järnbristanemi')).slice(0, 3)).toEqual(
      expect.arrayContaining(['Ferritin (P-Ferritin)', 'Järn, transferrin och transferrinmättnad (P-Järn, P-Transferrin)']),
    );
    expect((await titlesFor('syrabas'))[0]).toBe('Blodgas och syra–basstatus (aB-pH, pCO2, pO2, base excess)');
    expect((await titlesFor('Waran'))[0]).toBe('PK(INR) (P-PK)');
  });

  it("finds liver tests for the inflected 'leverprover'", async () => {
    const top = (await titlesFor('leverprover')).slice(0, 3);
    expect(top).toHaveLength(3);
    for (const title of top) expect(LIVER_TESTS).toContain(title);
  });

  it('finds by words of the summary and body, and counts hits per category', async () => {
    expect((await titlesFor('järnbrist')).slice(0, 3)).toContain('Ferritin (P-Ferritin)');
    expect((await titlesFor('hjärtinfarkt'))[0]).toBe('Troponin T och troponin I (P-TnT, P-TnI)');
    const result = await search({ q: 'anemi', limit: 5 });
    expect(result.data).toHaveLength(5);
    expect(result.pagination.total).toBeGreaterThan(5);
    expect(result.categories.map((c) => c.name)).toContain('Hematologi');
    expect(result.categories.every((c, i) => i === 0 || result.categories[i - 1].count >= c.count)).toBe(true);
    expect(result.categories.reduce((sum, c) => sum + c.count, 0)).toBe(result.pagination.total);
  });

  it('restores the in-process index from the snapshot of a clean stop, and keeps the snapshot for a crash later', async () => {
    const snapshot = join(dir.path, 'content', 'search', 'articles.json');
    await app?.close();
    expect(existsSync(snapshot)).toBe(true);
    await start();
    expect(existsSync(snapshot)).toBe(true);
    expect((await titlesFor('B-Hb'))[0]).toBe('Hemoglobin (B-Hb)');
    expect(LIVER_TESTS).toEqual(expect.arrayContaining((await titlesFor('leverprover')).slice(0, 3)));
  });

  it('indexes every article from the store at start-up when no snapshot is there', async () => {
    await app?.close();
    await rm(join(dir.path, 'content', 'search'), { recursive: true });
    await start();
    expect((await titlesFor('B-Hb'))[0]).toBe('Hemoglobin (B-Hb)');
    expect(LIVER_TESTS).toEqual(expect.arrayContaining((await titlesFor('leverprover')).slice(0, 3)));
  });

  it('after a crash, finds what was written since the last snapshot and nothing deleted since', async () => {
    const running = app as INestApplicationContext;
    const call = messageCaller(running, CONTENT_CONTROLLERS);
    const admin = metaFor(actors.admin);
    const hematologi = (await running.get(CategoriesRepository).findByName('Hematologi'))!._id;
    const changed = await call(
      CONTENT_MESSAGES.articlesCreate,
      admin,
      articleInput(hematologi, { title: 'Haptoglobin', status: 'published', summary: 'Sjunker vid zebrafinkfjäder.' }),
    );
    await (running.get(SEARCH_ENGINE) as InProcessSearchEngine).saveSnapshots();

    // Written after the snapshot: an update, a new article and a deletion.
    await call(CONTENT_MESSAGES.articlesUpdate, admin, {
      ...articleInput(hematologi, { title: 'Haptoglobin', status: 'published', summary: 'Sjunker vid pelikanfjäder.' }),
      baseVersion: changed.version,
      slug: changed.slug,
    });
    await call(
      CONTENT_MESSAGES.articlesCreate,
      admin,
      articleInput(hematologi, { title: 'Orosomukoid', status: 'published', summary: 'Stiger vid kolibrinäbb.' }),
    );
    const hemoglobin = (await search({ q: 'B-Hb' })).data[0];
    expect(hemoglobin.title).toBe('Hemoglobin (B-Hb)');
    await call(CONTENT_MESSAGES.articlesDelete, admin, { slug: hemoglobin.slug });

    // The crash: the data folder as it is on disk now, started without closing the running service.
    const crashed = await makeTempDir('content-search-crash-');
    try {
      await cp(dir.path, crashed.path, { recursive: true });
      const restarted = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(crashed.path)), { logger: false });
      try {
        const callRestarted = messageCaller(restarted, CONTENT_CONTROLLERS);
        const titles = async (q: string) =>
          (await callRestarted(CONTENT_MESSAGES.articlesSearch, metaFor(null), { q, language: 'sv' })).data.map((article) => article.title);
        expect(await titles('pelikanfjäder')).toEqual(['Haptoglobin']);
        expect(await titles('zebrafinkfjäder')).toEqual([]);
        expect(await titles('kolibrinäbb')).toEqual(['Orosomukoid']);
        expect(await titles('B-Hb')).not.toContain('Hemoglobin (B-Hb)');
        // The same answers, totals and category counts as the service that never crashed (words of
        // the invented articles above are compounds of no listed part, so they find only those).
        for (const q of ['anemi', 'kreatinin', 'hemolys']) {
          expect(await callRestarted(CONTENT_MESSAGES.articlesSearch, metaFor(null), { q, language: 'sv' })).toEqual(await search({ q }));
        }
      } finally {
        await restarted.close();
      }
    } finally {
      await crashed.remove();
    }
  });

  it('takes the abbreviations in a title’s brackets, with and without their system prefix', () => {
    expect(abbreviationsOf('Hemoglobin (B-Hb)')).toEqual(['B-Hb', 'Hb']);
    expect(abbreviationsOf('Troponin T och troponin I (P-TnT, P-TnI)')).toEqual(['P-TnT', 'TnT', 'P-TnI', 'TnI']);
    expect(abbreviationsOf('Glukos (P-Glukos, fP-Glukos)')).toEqual(['P-Glukos', 'Glukos', 'fP-Glukos']);
    expect(abbreviationsOf('CRP')).toEqual([]);
  });
});
