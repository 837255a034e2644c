import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { HEX_COLOR, categoryInputSchema, slugify } from '@labmedicin/contracts';
import type { PlatformConfig } from '@labmedicin/platform';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { actors, metaFor, testConfig } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { CategoriesService } from '../categories/categories.service';
import { STANDARD_CATEGORIES } from './categories.seed';

describe('first-start seed', () => {
  let dir: TempDir;
  let config: PlatformConfig;
  let app: INestApplicationContext | undefined;

  const start = async () => {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    return app.get(CategoriesService);
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
  };

  beforeAll(async () => {
    dir = await makeTempDir('content-seed-');
    config = await testConfig(dir.path);
  });
  afterAll(async () => {
    await stop();
    await dir?.remove();
  });

  it('is a sensible list: valid, distinct names, slugs and colours, Swedish descriptions of one sentence', () => {
    expect(STANDARD_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(STANDARD_CATEGORIES.length).toBeLessThanOrEqual(15);
    for (const category of STANDARD_CATEGORIES) {
      expect(categoryInputSchema.parse(category)).toEqual(category);
      expect(category.color).toMatch(HEX_COLOR);
      expect(category.description.length).toBeGreaterThan(40);
      expect(category.description).toMatch(/^[A-ZÅÄÖ][^.]*[^.\s]\.$/u);
    }
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.name.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => slugify(c.name)))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.color.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(STANDARD_CATEGORIES.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Klinisk kemi', 'Hematologi', 'Koagulation', 'Klinisk immunologi', 'Mikrobiologi', 'Transfusionsmedicin']),
    );
  });

  it('creates the standard categories on first start and never again', async () => {
    const first = await (await start()).list();
    expect(first.map((c) => c.name).sort()).toEqual(STANDARD_CATEGORIES.map((c) => c.name).sort());
    expect(first.find((c) => c.name === 'Klinisk kemi')).toMatchObject({ slug: 'klinisk-kemi', articleCount: 0 });
    expect(first.find((c) => c.name === 'Patologi och cytologi')?.slug).toBe('patologi-och-cytologi');
    await stop();

    const service = await start();
    const second = await service.list();
    expect(second.map((c) => c._id).sort()).toEqual(first.map((c) => c._id).sort());

    // A category the admin removed stays removed: the seed runs only while there are none.
    const removed = second.find((c) => c.name === 'Urinanalys');
    await service.delete(metaFor(actors.admin), { id: removed?._id, moveToCategory: null });
    await stop();
    const third = await (await start()).list();
    expect(third).toHaveLength(STANDARD_CATEGORIES.length - 1);
    expect(third.some((c) => c.name === 'Urinanalys')).toBe(false);
  });
});
