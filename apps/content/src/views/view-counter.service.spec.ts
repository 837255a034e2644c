import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { PlatformConfig } from '@labmedicin/platform';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { actors, articleInput, metaFor, testConfig } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { ArticlesRepository } from '../articles/articles.repository';
import { ArticlesService } from '../articles/articles.service';
import { CategoriesRepository } from '../categories/categories.repository';
import { ViewCounter } from './view-counter.service';

describe('ViewCounter (NeDB files in a temp dir)', () => {
  let dir: TempDir;
  let config: PlatformConfig;
  let app: INestApplicationContext | undefined;

  const start = async () => {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    return app;
  };

  beforeAll(async () => {
    dir = await makeTempDir('content-views-');
    config = await testConfig(dir.path);
  });
  afterAll(async () => {
    await app?.close();
    await dir?.remove();
  });

  it('writes many reads of an article as one batch, not a write per read, and writes what is left on shutdown', async () => {
    const first = await start();
    const articles = first.get(ArticlesService);
    const category = (await first.get(CategoriesRepository).findByName('Klinisk kemi'))!._id;
    const one = await articles.create(metaFor(actors.admin), articleInput(category, { title: 'Laktat i plasma', status: 'published' }));
    const two = await articles.create(metaFor(actors.admin), articleInput(category, { title: 'Ammoniak i plasma', status: 'published' }));
    const counter = first.get(ViewCounter);
    for (let i = 0; i < 25; i++) await articles.get(metaFor(null), { slug: one.slug });
    for (let i = 0; i < 3; i++) await articles.get(metaFor(actors.user), { slug: two.slug });
    expect(counter.pendingFor(one._id)).toBe(25);
    expect((await first.get(ArticlesRepository).findById(one._id))?.views).toBe(0);

    await counter.flush();
    expect(counter.pendingFor(one._id)).toBe(0);
    expect((await first.get(ArticlesRepository).findById(one._id))?.views).toBe(25);

    await articles.get(metaFor(null), { slug: one.slug });
    await articles.get(metaFor(null), { slug: two.slug });
    await first.close();

    const second = await start();
    const repository = second.get(ArticlesRepository);
    expect((await repository.findById(one._id))?.views).toBe(26);
    expect((await repository.findById(two._id))?.views).toBe(4);
  });
});
