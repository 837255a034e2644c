import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import {
  CATEGORY_MESSAGES,
  CONTENT_PATTERNS,
  HEALTH_PATTERN,
  VALIDATION_MESSAGES,
  type Category,
  type CategoryArticles,
  type CategoryDeleteResult,
  type ServiceHealth,
} from '@labmedicin/contracts';
import { bootstrapService, createTransportClients, type TransportClients } from '@labmedicin/platform';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { AppModule } from '../src/app.module';
import { STANDARD_CATEGORIES } from '../src/seed/categories.seed';
import { actors, metaFor, startEventRecorder, testConfig, unknownId, type EventRecorder } from './fixtures';

/** The content service started as in production (its main), called over TCP the way the gateway calls it. */
describe('content service over the TCP transport', () => {
  let dir: TempDir;
  let service: INestMicroservice;
  let events: EventRecorder;
  let clients: TransportClients;

  beforeAll(async () => {
    dir = await makeTempDir('content-transport-');
    const config = await testConfig(dir.path);
    events = await startEventRecorder(config);
    service = await bootstrapService('content', config, AppModule.forRoot(config));
    clients = createTransportClients(config, 'gateway');
  });

  afterAll(async () => {
    await clients?.close();
    await service?.close();
    await events?.close();
    await dir?.remove();
  });

  const send = <R>(pattern: string, data: unknown, actor: (typeof actors)[keyof typeof actors] | null = actors.admin) =>
    clients.send<R, unknown>('content', pattern, data, metaFor(actor));

  it('answers its health pattern with the document store ok', async () => {
    const health = await send<ServiceHealth>(HEALTH_PATTERN.content, undefined, null);
    expect(health).toEqual({ status: 'ok', checks: { documents: 'ok' } });
  });

  it('serves the category lifecycle and keeps error statuses intact', async () => {
    const seeded = await send<Category[]>(CONTENT_PATTERNS.categoriesList, undefined, null);
    expect(seeded).toHaveLength(STANDARD_CATEGORIES.length);

    const created = await send<Category>(CONTENT_PATTERNS.categoriesCreate, { name: 'Blodgas', description: '', color: '#112233' });
    expect(created).toMatchObject({ name: 'Blodgas', slug: 'blodgas', articleCount: 0 });

    await expect(send(CONTENT_PATTERNS.categoriesCreate, { name: 'klinisk KEMI', color: '#112233' })).rejects.toEqual({
      status: 409,
      message: CATEGORY_MESSAGES.nameTaken,
      errors: { name: CATEGORY_MESSAGES.nameTaken },
    });
    await expect(send(CONTENT_PATTERNS.categoriesCreate, { name: '', color: 'blue' })).rejects.toEqual({
      status: 400,
      message: 'Validation failed',
      errors: { name: VALIDATION_MESSAGES.categoryNameRequired, color: VALIDATION_MESSAGES.colorInvalid },
    });
    await expect(
      send(CONTENT_PATTERNS.categoriesUpdate, { id: unknownId, input: { name: 'X', color: '#112233' } }),
    ).rejects.toEqual({ status: 404, message: CATEGORY_MESSAGES.notFound });
    await expect(send(CONTENT_PATTERNS.categoriesCreate, { name: 'Y', color: '#112233' }, actors.contributor)).rejects.toEqual({
      status: 403,
      message: 'Admin privileges required',
    });

    const updated = await send<Category>(CONTENT_PATTERNS.categoriesUpdate, {
      id: created._id,
      input: { name: 'Blodgaser', description: 'Syra-basstatus.', color: '#445566' },
    });
    expect(updated).toMatchObject({ _id: created._id, slug: 'blodgaser', description: 'Syra-basstatus.' });

    const articles = await send<CategoryArticles>(CONTENT_PATTERNS.categoriesArticles, { id: created._id }, actors.contributor);
    expect(articles).toMatchObject({ count: 0, articles: [], category: { _id: created._id, name: 'Blodgaser' } });

    await expect(send(CONTENT_PATTERNS.categoriesDelete, { id: created._id, moveToCategory: unknownId })).rejects.toEqual({
      status: 404,
      message: CATEGORY_MESSAGES.moveTargetNotFound,
    });
    const deleted = await send<CategoryDeleteResult>(CONTENT_PATTERNS.categoriesDelete, { id: created._id, moveToCategory: null });
    expect(deleted).toMatchObject({ deleted: { _id: created._id, name: 'Blodgaser' }, movedArticles: 0 });
    expect(await send<Category[]>(CONTENT_PATTERNS.categoriesList, undefined, null)).toHaveLength(STANDARD_CATEGORIES.length);

    expect(await events.waitFor(3)).toEqual([
      { id: created._id, kind: 'created' },
      { id: created._id, kind: 'updated' },
      { id: created._id, kind: 'deleted' },
    ]);
  });
});
