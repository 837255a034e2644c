import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@elastic/elasticsearch';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CONTENT_MESSAGES, type ArticleLanguage } from '@labmedicin/contracts';
import { makeTempDir, messageCaller, metaFor, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { CONTENT_CONTROLLERS } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { SEED_ARTICLES_DIR } from '../seed/seed-articles';

/**
 * The graded query set (apps/content/test/search/graded-queries.json) on both engines over the
 * seed articles, Swedish originals and English translations linked as the first start seeds them:
 * each query, asked in its reader's language, must find one of its expected articles (by the slug
 * of the group's Swedish original) first, or near it: MRR@10 at least 0.95 on each engine, and
 * the same first result on both for every query.
 */
interface GradedQuery {
  q: string;
  language: ArticleLanguage;
  kind: string;
  expect: string[];
}

const GRADED: GradedQuery[] = (
  JSON.parse(readFileSync(join(__dirname, '../../test/search/graded-queries.json'), 'utf8')) as { queries: GradedQuery[] }
).queries;

const RANKS_COUNTED = 10;
const REQUIRED_MRR = 0.95;
const SEED_ON_ELASTICSEARCH_MS = 300_000;

/** Each query's results, as the Swedish originals' slugs of their groups, best first. */
type Answers = Map<GradedQuery, string[]>;

async function answersOf(env: Record<string, string>): Promise<Answers> {
  const dir: TempDir = await makeTempDir('content-search-quality-');
  const app: INestApplicationContext = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(dir.path, env)), { logger: false });
  try {
    const call = messageCaller(app, CONTENT_CONTROLLERS);
    const answers: Answers = new Map();
    for (const query of GRADED) {
      const found = await call(CONTENT_MESSAGES.articlesSearch, metaFor(null), { q: query.q, language: query.language, limit: RANKS_COUNTED });
      answers.set(query, found.data.map((article) => article.translatedFrom?.slug ?? article.slug));
    }
    return answers;
  } finally {
    await app.close();
    await dir.remove();
  }
}

/** MRR@10 and the queries whose expected article is not first, with what came first. */
function gradeOf(answers: Answers) {
  let sum = 0;
  const notFirst: string[] = [];
  for (const [query, slugs] of answers) {
    const rank = slugs.findIndex((slug) => query.expect.includes(slug)) + 1;
    sum += rank === 0 ? 0 : 1 / rank;
    if (rank !== 1) notFirst.push(`${query.q} (${query.language}, ${query.kind}): rank ${rank || 'none'}, first ${slugs[0] ?? 'nothing'}`);
  }
  const mrr = sum / answers.size;
  return { mrr: Math.round(mrr * 1000) / 1000, atLeastRequired: mrr >= REQUIRED_MRR, notFirst };
}

describe('the graded query set', () => {
  it('holds at least 80 queries of both languages, each expecting seed articles that exist', () => {
    const slugs = new Set(readdirSync(SEED_ARTICLES_DIR).filter((file) => file.endsWith('.md') && file !== 'README.md').map((file) => file.slice(0, -3)));
    expect(GRADED.length).toBeGreaterThanOrEqual(80);
    expect(new Set(GRADED.map((query) => query.language))).toEqual(new Set(['sv', 'en']));
    for (const query of GRADED) for (const slug of query.expect) expect(slugs).toContain(slug);
  });
});

describe('search quality on the seed articles', () => {
  let inProcess: Answers;

  beforeAll(async () => {
    inProcess = await answersOf({});
  });

  it(`ranks the expected articles first on the in-process index: MRR@${RANKS_COUNTED} at least ${REQUIRED_MRR}`, () => {
    expect(gradeOf(inProcess)).toMatchObject({ atLeastRequired: true });
  });

  const liveUrl = process.env.ELASTICSEARCH_URL;
  // The machine's Elasticsearch is the integ-test distribution with the test-only stand-ins of
  // scripts/engines/elasticsearch-stand-ins (stemmer, synonym_graph, dictionary_decompounder and the
  // language analyzers, built from the same Lucene classes as the full distribution's).
  (liveUrl ? describe : describe.skip)(
    `on Elasticsearch${liveUrl ? ' (integ-test distribution with the test-only analysis stand-ins)' : ' (skipped: ELASTICSEARCH_URL is not set)'}`,
    () => {
      const prefix = `quality-${randomUUID().slice(0, 8)}`;
      let elasticsearch: Answers;

      beforeAll(async () => {
        elasticsearch = await answersOf({ ELASTICSEARCH_URL: liveUrl as string, SEARCH_INDEX_PREFIX: prefix });
        // The first start seeds about 120 writes, each waiting for the index's refresh (1 s).
      }, SEED_ON_ELASTICSEARCH_MS);
      afterAll(async () => {
        const client = new Client({ node: liveUrl as string });
        for (const index of Object.keys(await client.indices.get({ index: `${prefix}-*` }))) await client.indices.delete({ index });
        await client.close();
      });

      it(`ranks the expected articles first: MRR@${RANKS_COUNTED} at least ${REQUIRED_MRR}`, () => {
        expect(gradeOf(elasticsearch)).toMatchObject({ atLeastRequired: true });
      });

      it('gives the same first result as the in-process index for every query', () => {
        const differing = GRADED.filter((query) => inProcess.get(query)?.[0] !== elasticsearch.get(query)?.[0]).map(
          (query) => `${query.q} (${query.language}): in-process ${inProcess.get(query)?.[0]}, Elasticsearch ${elasticsearch.get(query)?.[0]}`,
        );
        expect(differing).toEqual([]);
      });
    },
  );
});
