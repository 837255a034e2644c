import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { NedbDocumentStore } from '../documents/nedb-document-store';
import { FilesystemObjectStore } from '../objects/filesystem-object-store';
import { makeTempDir, type TempDir } from '../testing/temp-dir';
import { pngImage } from '../testing/sample-images';
import { ArchiveError, importArchive, storedCollection, undoInterruptedImport, verifyArchive, writeArchive, type ArchiveSection } from './index';

/** An installation of one service: two collections and files, as a service's archive part builds it. */
async function installation(dir: string): Promise<{ section: ArchiveSection; store: NedbDocumentStore; objects: FilesystemObjectStore }> {
  const store = await NedbDocumentStore.open(join(dir, 'notes'));
  const objects = await FilesystemObjectStore.open(dir);
  const notes = storedCollection(store, 'notes');
  const pages = storedCollection(store, 'pages');
  const section: ArchiveSection = {
    service: 'notes',
    collections: [notes, pages],
    files: {
      async *list() {
        for (const info of await objects.list()) yield info;
      },
      read: async (key) => (await objects.get(key))!.body,
      write: async (key, bytes, contentType) => {
        await objects.put(key, bytes, contentType);
      },
    },
    count: async (options) => (await notes.count(options)) + (await pages.count(options)) + (await objects.list()).length,
    clear: async (options) => {
      await notes.clear(options);
      await pages.clear(options);
      for (const file of await objects.list()) await objects.delete(file.key);
    },
  };
  return { section, store, objects };
}

interface Page {
  _id: string;
  title: string;
  body?: string;
}

const OPTIONS = { withoutAccounts: false, productVersion: 'test' };
const IMPORT = { replace: false, productVersion: 'test' };

async function exportTo(section: ArchiveSection, file: string): Promise<void> {
  await writeArchive(createWriteStream(file), [section], OPTIONS);
}

/** Rewrites one byte range of the tar inside a .tar.gz, as damage or a hand would. */
async function alterTar(file: string, out: string, change: (tar: Buffer) => void): Promise<void> {
  const tar = gunzipSync(await readFile(file));
  change(tar);
  await writeFile(out, gzipSync(tar));
}

describe('the archive format', () => {
  let dir: TempDir;
  let source: Awaited<ReturnType<typeof installation>>;
  let archive: string;
  const image = pngImage(8, 8, [10, 20, 30], 3000);

  beforeEach(async () => {
    dir = await makeTempDir();
    source = await installation(join(dir.path, 'source'));
    // More than one part's worth of notes, so parts are split and read back in order.
    await source.store.collection('notes').insertMany(Array.from({ length: 2500 }, (_, i) => ({ text: `anteckning ${i}`, nested: { n: i, list: [i, 'å'] } })));
    await source.store.collection<Page>('pages').insertOne({ title: 'Sida', body: '<p>ä</p>' });
    await source.objects.put('bild.png', image, 'image/png');
    archive = join(dir.path, 'archive.tar.gz');
    await exportTo(source.section, archive);
  });

  afterEach(async () => {
    await source.store.close();
    await dir.remove();
  });

  it('carries every document with its id and every file byte for byte into an empty installation', async () => {
    const manifest = await verifyArchive(archive);
    expect(manifest.counts).toEqual({ 'notes/notes': 2500, 'notes/pages': 1, 'notes/files': 1 });
    expect(manifest.entries.map((entry) => entry.name)).toEqual(['notes/notes/000001.jsonl', 'notes/notes/000002.jsonl', 'notes/notes/000003.jsonl', 'notes/pages/000001.jsonl', 'notes/files/bild.png']);
    const target = await installation(join(dir.path, 'target'));
    try {
      await importArchive(archive, [target.section], { ...IMPORT, workDir: dir.path });
      expect(await target.store.collection('notes').find({}, { sort: { _id: 1 } })).toEqual(await source.store.collection('notes').find({}, { sort: { _id: 1 } }));
      expect(await target.store.collection('pages').find({})).toEqual(await source.store.collection('pages').find({}));
      const file = await target.objects.get('bild.png');
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(image)).toBe(true);
      expect(file!.info.contentType).toBe('image/png');
    } finally {
      await target.store.close();
    }
  });

  it('refuses a non-empty installation unless replace, and replaces it with replace', async () => {
    await expect(importArchive(archive, [source.section], { ...IMPORT, workDir: dir.path })).rejects.toMatchObject({ code: 'ARCHIVE_TARGET_NOT_EMPTY', message: expect.stringContaining('--replace') });
    await source.store.collection<Page>('pages').insertOne({ title: 'Efter exporten' });
    await importArchive(archive, [source.section], { ...IMPORT, replace: true, workDir: dir.path });
    expect((await source.store.collection<Page>('pages').find({})).map((page) => page.title)).toEqual(['Sida']);
  });

  it('refuses an altered entry, a truncated file and a newer format before writing anything', async () => {
    const target = await installation(join(dir.path, 'target'));
    try {
      const tampered = join(dir.path, 'tampered.tar.gz');
      await alterTar(archive, tampered, (tar) => {
        const at = tar.indexOf('anteckning 7');
        tar.write('anteckning 9', at);
      });
      await expect(importArchive(tampered, [target.section], { ...IMPORT, workDir: dir.path })).rejects.toMatchObject({ code: 'ARCHIVE_CHECKSUM_MISMATCH' });
      const truncated = join(dir.path, 'truncated.tar.gz');
      const whole = await readFile(archive);
      await writeFile(truncated, whole.subarray(0, whole.length - 200));
      await expect(importArchive(truncated, [target.section], { ...IMPORT, workDir: dir.path })).rejects.toMatchObject({ code: 'ARCHIVE_DAMAGED' });
      const newer = join(dir.path, 'newer.tar.gz');
      await alterTar(archive, newer, (tar) => {
        const at = tar.indexOf('"formatVersion": 1');
        tar.write('"formatVersion": 7', at);
      });
      await expect(importArchive(newer, [target.section], { ...IMPORT, workDir: dir.path })).rejects.toMatchObject({ code: 'ARCHIVE_FORMAT_UNSUPPORTED', message: expect.stringContaining('newer Labmedicin') });
      expect(await target.section.count({ withoutAccounts: false })).toBe(0);
    } finally {
      await target.store.close();
    }
  });

  it('puts the installation back as it was when a write fails midway', async () => {
    // The pages' first write fails (after the notes are written); putting them back succeeds.
    let failed = false;
    const failing: ArchiveSection = {
      ...source.section,
      collections: [
        source.section.collections[0],
        {
          ...source.section.collections[1],
          insertBatch: async (records) => {
            if (failed) return source.section.collections[1].insertBatch(records);
            failed = true;
            throw new Error('the disk is full');
          },
        },
      ],
    };
    const before = await source.store.collection('notes').count({});
    await source.store.collection<Page>('pages').insertOne({ title: 'Bara här' });
    const failure = await importArchive(archive, [failing], { ...IMPORT, replace: true, workDir: dir.path }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ArchiveError);
    expect((failure as ArchiveError).message).toContain('put back as it was');
    expect(await source.store.collection('notes').count({})).toBe(before);
    expect((await source.store.collection<Page>('pages').find({}, { sort: { _id: 1 } })).map((page) => page.title)).toEqual(['Sida', 'Bara här']);
    expect((await source.objects.list()).map((file) => file.key)).toEqual(['bild.png']);
  });

  it('leaves a marker when it cannot put the installation back, and the next run puts it back from it', async () => {
    const broken: ArchiveSection = {
      ...source.section,
      collections: [
        source.section.collections[0],
        {
          ...source.section.collections[1],
          insertBatch: async () => {
            throw new Error('the store went away');
          },
        },
      ],
    };
    await source.store.collection<Page>('pages').insertOne({ title: 'Bara här' });
    const failure = await importArchive(archive, [broken], { ...IMPORT, replace: true, workDir: dir.path }).catch((error: unknown) => error);
    expect((failure as ArchiveError).message).toContain('Run the import again');
    expect(await undoInterruptedImport([source.section], dir.path)).toMatchObject({ archive });
    expect((await source.store.collection<Page>('pages').find({}, { sort: { _id: 1 } })).map((page) => page.title)).toEqual(['Sida', 'Bara här']);
    expect(await source.store.collection('notes').count({})).toBe(2500);
    expect(await undoInterruptedImport([source.section], dir.path)).toBeNull();
  });
});
