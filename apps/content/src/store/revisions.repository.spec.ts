import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { CONTENT_MESSAGES as M, type Article } from '@labmedicin/contracts';
import type { PlatformConfig } from '@labmedicin/platform';
import { actors, makeTempDir, messageCaller, metaFor, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { CONTENT_CONTROLLERS, articleInput } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { CategoriesRepository } from './categories.repository';

const admin = metaFor(actors.admin);
const BODY = '<h2>Vad mäts?</h2><p>Fritt T3 mäter det obundna trijodtyroninet; referensintervall 3,1–6,8 pmol/L för vuxna (≥ 18 år).</p>';

type StoredLine = Record<string, unknown>;

describe('revisions on disk (NeDB files in a temp dir)', () => {
  let dir: TempDir;
  let config: PlatformConfig;
  let app: INestApplicationContext | undefined;
  const revisionsFile = () => join(config.dataDir, 'content', 'revisions.db');
  const storedLines = async (): Promise<StoredLine[]> =>
    (await readFile(revisionsFile(), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as StoredLine)
      .filter((line) => typeof line.articleId === 'string');

  const start = async () => {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    return messageCaller(app, CONTENT_CONTROLLERS);
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
  };

  let article: Article;
  let written: unknown[];
  const readAll = async (call: Awaited<ReturnType<typeof start>>) => [
    await call(M.revisionsGet, admin, { slug: article.slug, versionNumber: 1 }),
    await call(M.revisionsGet, admin, { slug: article.slug, versionNumber: 2 }),
    await call(M.revisionsCompare, admin, { slug: article.slug, v1: 1, v2: 2 }),
  ];

  beforeAll(async () => {
    dir = await makeTempDir('content-revisions-disk-');
    config = await testConfig(dir.path);
    const call = await start();
    const category = (await app!.get(CategoriesRepository).findByName('Hematologi'))!._id;
    const created = await call(M.articlesCreate, admin, articleInput(category, { title: 'Fritt T3', content: BODY, tags: ['tyreoidea', 'T3'] }));
    article = await call(M.articlesUpdate, admin, {
      ...articleInput(category, { title: 'Fritt T3 (S-T3)', content: `${BODY}<p>Ändrad.</p>`, tags: ['tyreoidea'] }),
      baseVersion: created.version,
      slug: created.slug,
      changeDescription: 'Förtydligad',
    });
    written = await readAll(call);
    await stop();
  });
  afterAll(async () => {
    await stop();
    await dir?.remove();
  });

  it('stores the article fields of each revision packed, and reads them back the same after a restart', async () => {
    const lines = await storedLines();
    expect(lines.filter((line) => line.articleId === article._id).map((line) => line.versionNumber)).toEqual([1, 2]);
    for (const line of lines) {
      expect(line).toEqual(expect.objectContaining({ versionNumber: expect.any(Number), packedFields: expect.any(String) }));
      expect(line).not.toHaveProperty('content');
      expect(line).not.toHaveProperty('title');
    }
    const call = await start();
    expect(await readAll(call)).toEqual(written);
    expect((written[1] as { content: string }).content).toBe(`${BODY}<p>Ändrad.</p>`);
    await stop();
  });

  it('reads revisions stored before packing (all or some), and packs them at the next start', async () => {
    // The file as an earlier version wrote it: every field as it is; the second revision already
    // packed, as a start stopped half way through packing leaves it.
    const lines = await storedLines();
    const old = lines.map((line, index) => {
      if (index === lines.length - 1) return line;
      const { packedFields, ...record } = line;
      return { ...record, ...(JSON.parse(inflateRawSync(Buffer.from(packedFields as string, 'base64')).toString('utf8')) as StoredLine) };
    });
    expect(old[0]).toHaveProperty('content');
    await writeFile(revisionsFile(), old.map((line) => JSON.stringify(line)).join('\n') + '\n');

    const call = await start();
    expect(await readAll(call)).toEqual(written);
    await stop();
    for (const line of await storedLines()) {
      expect(line).toHaveProperty('packedFields');
      expect(line).not.toHaveProperty('content');
    }
    expect(await readAll(await start())).toEqual(written);
    await stop();
  });

  it('loses none of the stored revisions when a crash cut off the write of the next one half way', async () => {
    const file = await readFile(revisionsFile(), 'utf8');
    const lastLine = file.trimEnd().split('\n').at(-1)!;
    await writeFile(revisionsFile(), `${file}${lastLine.slice(0, Math.floor(lastLine.length / 2))}`);

    const call = await start();
    expect(await readAll(call)).toEqual(written);
    expect((await call(M.revisionsList, admin, { slug: article.slug })).pagination.total).toBe(2);
    await stop();
  });
});
