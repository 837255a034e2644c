import { ARCHIVE_BATCH_MAX, type RequestMeta } from '@labmedicin/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storedCollection, type ArchiveSection } from '../archive';
import { NedbDocumentStore } from '../documents/nedb-document-store';
import { ServiceError } from '../errors';
import { ArchiveEndpoint } from './archive-endpoint';

const admin: RequestMeta = { requestId: 'r', actor: { id: 'a1', username: 'admin', role: 'admin' } } as RequestMeta;
const contributor: RequestMeta = { requestId: 'r', actor: { id: 'c1', username: 'writer', role: 'contributor' } } as RequestMeta;
const anonymous: RequestMeta = { requestId: 'r', actor: null } as RequestMeta;
const ALL = { withoutAccounts: false };

/** A section of one collection of `count` notes, in a store of its own. */
async function notesSection(dir: string, count: number): Promise<{ section: ArchiveSection; store: NedbDocumentStore }> {
  const store = await NedbDocumentStore.open(dir);
  const notes = storedCollection(store, 'notes');
  // Ids as the stores make them: 24 hex characters, here in the order they are inserted.
  const ids = Array.from({ length: count }, (_, i) => i.toString(16).padStart(24, '0'));
  if (count > 0) await notes.insertBatch(ids.map((_id) => ({ _id, text: `note ${_id}` })));
  return { section: { service: 'notes', collections: [notes], count: notes.count, clear: notes.clear }, store };
}

describe('ArchiveEndpoint: a service part of the archive over the transport', () => {
  let dir: string;
  let store: NedbDocumentStore | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'archive-endpoint-'));
  });
  afterEach(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a collection page by page, each page after the last _id of the one before, so any replica can answer the next', async () => {
    const opened = await notesSection(dir, ARCHIVE_BATCH_MAX * 2 + 7);
    store = opened.store;
    // Two endpoints over the same store stand for two replicas: nothing is kept between pages.
    const replicas = [new ArchiveEndpoint(opened.section), new ArchiveEndpoint(opened.section)];
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; ; page++) {
      const answer = await replicas[page % 2].read(admin, { collection: 'notes', after, skip: 0, withoutAccounts: false });
      seen.push(...answer.records.map((record) => String((record as { _id: string })._id)));
      if (!answer.more) break;
      after = seen[seen.length - 1];
    }
    expect(seen).toHaveLength(ARCHIVE_BATCH_MAX * 2 + 7);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
  });

  it('says what the section holds, fresh only when empty unless the service says otherwise', async () => {
    const opened = await notesSection(dir, 3);
    store = opened.store;
    expect(await new ArchiveEndpoint(opened.section).state(admin, ALL)).toEqual({ records: 3, fresh: false, collections: ['notes'], files: false, accounts: false });
    expect((await new ArchiveEndpoint(opened.section, { fresh: async () => true }).state(admin, ALL)).fresh).toBe(true);
    await new ArchiveEndpoint(opened.section).clear(admin, ALL);
    expect((await new ArchiveEndpoint(opened.section).state(admin, ALL)).fresh).toBe(true);
  });

  it('stores a batch, and refuses a collection the section does not have', async () => {
    const opened = await notesSection(dir, 0);
    store = opened.store;
    const endpoint = new ArchiveEndpoint(opened.section);
    expect(await endpoint.insert(admin, { collection: 'notes', records: [{ _id: 'f'.repeat(24), text: 'a' }] })).toEqual({ inserted: 1 });
    expect((await endpoint.state(admin, ALL)).records).toBe(1);
    await expect(endpoint.insert(admin, { collection: 'other', records: [{ _id: 'e'.repeat(24) }] })).rejects.toMatchObject({ body: { code: 'VALIDATION_FAILED' } });
  });

  it('answers admins only: NOT_LOGGED_IN without a session, ADMIN_REQUIRED for anyone else, and changes nothing', async () => {
    const opened = await notesSection(dir, 2);
    store = opened.store;
    const endpoint = new ArchiveEndpoint(opened.section);
    for (const [meta, code] of [
      [anonymous, 'NOT_LOGGED_IN'],
      [contributor, 'ADMIN_REQUIRED'],
    ] as const) {
      await expect(endpoint.read(meta, { collection: 'notes', skip: 0, withoutAccounts: false })).rejects.toMatchObject({ body: { code } });
      await expect(endpoint.clear(meta, ALL)).rejects.toBeInstanceOf(ServiceError);
    }
    expect((await endpoint.state(admin, ALL)).records).toBe(2);
  });
});
