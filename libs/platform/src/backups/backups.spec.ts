import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesystemObjectStore } from '../objects/filesystem-object-store';
import { backupKeyOf, listBackups, pruneBackups, storeBackup } from './backups';

const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date('2026-11-29T02:30:00Z');

describe('backups in the object store', () => {
  let dataDir: string;
  let objects: FilesystemObjectStore;
  let archive: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backups-'));
    objects = await FilesystemObjectStore.open(dataDir);
    archive = join(dataDir, 'export.tar.gz');
    await writeFile(archive, Buffer.from('an archive'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** Archives made 0, 1, 2 ... days before NOW, each dated as the store would date it then. */
  async function nightly(days: number): Promise<string[]> {
    const keys: string[] = [];
    for (let day = 0; day < days; day++) {
      const at = new Date(NOW.getTime() - day * DAY_MS);
      const { key } = await storeBackup(objects, archive, at);
      await utimes(join(dataDir, 'uploads', key), at, at);
      keys.push(key);
    }
    return keys;
  }

  it('stores an archive under its time, and lists the archives newest first', async () => {
    const keys = await nightly(3);
    expect(keys[0]).toBe('backups/labmedicin-2026-11-29T02-30-00-000Z.tar.gz');
    expect((await listBackups(objects)).map((info) => [info.key, info.size, info.contentType])).toEqual(keys.map((key) => [key, 10, 'application/gzip']));
  });

  it('keeps the newest `keep` archives and removes the rest', async () => {
    const keys = await nightly(5);
    expect(await pruneBackups(objects, { keep: 2, maxAgeDays: 365 }, NOW)).toEqual(keys.slice(2));
    expect((await listBackups(objects)).map((info) => info.key)).toEqual(keys.slice(0, 2));
  });

  it('removes archives older than maxAgeDays even when fewer than `keep` are left', async () => {
    const keys = await nightly(5);
    expect(await pruneBackups(objects, { keep: 14, maxAgeDays: 2.5 }, NOW)).toEqual(keys.slice(3));
    expect((await listBackups(objects)).map((info) => info.key)).toEqual(keys.slice(0, 3));
  });

  it('never removes the newest archive, however old', async () => {
    const [only] = await nightly(1);
    expect(await pruneBackups(objects, { keep: 1, maxAgeDays: 1 }, new Date(NOW.getTime() + 30 * DAY_MS))).toEqual([]);
    expect((await listBackups(objects)).map((info) => info.key)).toEqual([only]);
  });

  it('leaves objects outside backups/ alone', async () => {
    await objects.put('images/a.png', Buffer.from('png'), 'image/png');
    await nightly(3);
    await pruneBackups(objects, { keep: 1, maxAgeDays: 1 }, NOW);
    expect(await objects.stat('images/a.png')).not.toBeNull();
    expect(backupKeyOf(NOW)).toMatch(/^backups\//);
  });
});
