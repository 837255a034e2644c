import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeObjectKey, type ObjectStore, type StoredObjectInfo } from './object-store.port';

/**
 * Content types live in a sidecar tree, `uploads/.meta/<key>.json`, because a file's extension
 * does not say what put() was given, and the sidecar keeps the object itself a plain file. Keys
 * begin with a letter or digit, so no key can reach the dot folders at the top of `uploads`.
 */
const META_DIR = '.meta';
/** Temp files are written here and renamed into place, so readers never see half an object. */
const TEMP_DIR = '.tmp';
/** For a file that has no sidecar, e.g. one copied into uploads by hand. */
const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

interface ObjectMeta {
  contentType: string;
}

/** The embedded objects adapter: files under `<dataDir>/uploads/<key>`. */
export class FilesystemObjectStore implements ObjectStore {
  private constructor(private readonly root: string) {}

  static async open(dataDir: string): Promise<FilesystemObjectStore> {
    const root = join(dataDir, 'uploads');
    await mkdir(join(root, META_DIR), { recursive: true });
    await mkdir(join(root, TEMP_DIR), { recursive: true });
    return new FilesystemObjectStore(root);
  }

  put(key: string, body: Buffer, contentType: string): Promise<StoredObjectInfo> {
    return this.place(key, contentType, (tempObject) => writeFile(tempObject, body));
  }

  putFile(key: string, path: string, contentType: string): Promise<StoredObjectInfo> {
    return this.place(key, contentType, (tempObject) => copyFile(path, tempObject));
  }

  /** Writes the object's bytes to a temp file with `write`, then renames it and its sidecar into place. */
  private async place(key: string, contentType: string, write: (tempObject: string) => Promise<void>): Promise<StoredObjectInfo> {
    assertSafeObjectKey(key);
    const target = this.objectPath(key);
    const metaTarget = this.metaPath(key);
    const tempObject = join(this.root, TEMP_DIR, randomUUID());
    const tempMeta = `${tempObject}.json`;
    try {
      await Promise.all([mkdir(dirname(target), { recursive: true }), mkdir(dirname(metaTarget), { recursive: true })]);
      const meta: ObjectMeta = { contentType };
      await Promise.all([write(tempObject), writeFile(tempMeta, JSON.stringify(meta))]);
      // The sidecar goes first: whoever sees the new bytes also sees their content type.
      await rename(tempMeta, metaTarget);
      await rename(tempObject, target);
    } finally {
      await Promise.all([rm(tempObject, { force: true }), rm(tempMeta, { force: true })]);
    }
    const stats = await stat(target);
    return { key, size: stats.size, contentType, lastModified: stats.mtime };
  }

  async get(key: string): Promise<{ info: StoredObjectInfo; body: Readable } | null> {
    assertSafeObjectKey(key);
    // Stat through the open handle, so info and bytes are of the same file even if a put or
    // delete of the key happens meanwhile.
    const handle = await open(this.objectPath(key), 'r').catch(nullWhenMissing);
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = { key, size: stats.size, contentType: await this.contentTypeOf(key), lastModified: stats.mtime };
      return { info, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertSafeObjectKey(key);
    return this.infoOf(key);
  }

  async delete(key: string): Promise<void> {
    assertSafeObjectKey(key);
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async list(prefix = ''): Promise<StoredObjectInfo[]> {
    // Only the folder part of a prefix becomes a path; the rest is a string filter.
    const folder = prefix.slice(0, Math.max(prefix.lastIndexOf('/'), 0));
    if (folder) assertSafeObjectKey(folder);
    const keys: string[] = [];
    for await (const key of this.walk(folder)) {
      if (key.startsWith(prefix)) keys.push(key);
    }
    const infos = await Promise.all(keys.sort().map((key) => this.infoOf(key)));
    return infos.filter((info): info is StoredObjectInfo => info !== null);
  }

  async ping(): Promise<void> {
    await access(join(this.root, TEMP_DIR), constants.W_OK);
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }

  private objectPath(key: string): string {
    return join(this.root, key);
  }

  private metaPath(key: string): string {
    return join(this.root, META_DIR, `${key}.json`);
  }

  private async infoOf(key: string): Promise<StoredObjectInfo | null> {
    const stats = await stat(this.objectPath(key)).catch(nullWhenMissing);
    if (!stats?.isFile()) return null;
    return { key, size: stats.size, contentType: await this.contentTypeOf(key), lastModified: stats.mtime };
  }

  private async contentTypeOf(key: string): Promise<string> {
    const raw = await readFile(this.metaPath(key), 'utf8').catch(nullWhenMissing);
    return raw === null ? UNKNOWN_CONTENT_TYPE : (JSON.parse(raw) as ObjectMeta).contentType;
  }

  /** Every object key under a folder ('' for all), skipping the dot folders of the root. */
  private async *walk(folder: string): AsyncGenerator<string> {
    const entries = await readdir(join(this.root, folder), { withFileTypes: true }).catch(nullWhenMissing);
    for (const entry of entries ?? []) {
      if (!folder && entry.name.startsWith('.')) continue;
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.walk(key);
      else if (entry.isFile()) yield key;
    }
  }
}

/** A missing file, or a path through something that is not a folder, is "no such object". */
function nullWhenMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return null;
  throw error;
}
