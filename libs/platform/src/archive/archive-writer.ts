import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_ENTRY,
  PART_BYTES,
  PART_RECORDS,
  fileEntryName,
  partName,
  type ArchiveEntryFacts,
  type ArchiveManifest,
} from './archive-format';
import type { ArchiveOptions, ArchiveSection } from './archive-section';

/** How far a long run has got: `done` of `total` documents and files. */
export interface ArchiveProgress {
  phase: 'export' | 'verify' | 'import' | 'restore';
  done: number;
  total: number;
  /** The entry or collection at hand. */
  at: string;
}

export interface WriteArchiveOptions extends ArchiveOptions {
  productVersion: string;
  onProgress?: (progress: ArchiveProgress) => void;
}

/** The sections an archive with these options carries. */
export function sectionsFor(sections: ArchiveSection[], options: ArchiveOptions): ArchiveSection[] {
  return sections.filter((section) => !(options.withoutAccounts && section.accounts));
}

/**
 * Streams every section into `out` as a .tar.gz: each collection as JSON Lines parts of at most
 * PART_RECORDS records (PART_BYTES), each file as it is, and the manifest with every entry's
 * SHA-256 last. Holds one part or one file at a time; waits for `out` to take what it wrote.
 */
export async function writeArchive(out: Writable, sections: ArchiveSection[], options: WriteArchiveOptions): Promise<ArchiveManifest> {
  // tar-stream is loaded by an export or import only, not by every process's start.
  const pack = (await import('tar-stream')).pack();
  const written = pipeline(pack, createGzip(), out);
  // A failing `out` ends the pipeline: the entry that waits for it is then given up.
  const failed = written.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  failed.catch(() => undefined);
  const included = sectionsFor(sections, options);
  const total = (await Promise.all(included.map((section) => section.count(options)))).reduce((sum, n) => sum + n, 0);
  const entries: ArchiveEntryFacts[] = [];
  const counts: Record<string, number> = {};
  let done = 0;
  const mtime = new Date();

  const addBuffer = async (name: string, bytes: Buffer, facts: Partial<ArchiveEntryFacts>): Promise<void> => {
    const sink = pack.entry({ name, size: bytes.length, mtime });
    const finished = once(sink, 'close');
    sink.end(bytes);
    await Promise.race([finished, failed]);
    entries.push({ name, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), ...facts });
  };

  const addStream = async (name: string, size: number, body: Readable, contentType: string): Promise<void> => {
    const hash = createHash('sha256');
    const sink = pack.entry({ name, size, mtime });
    const finished = once(sink, 'close');
    for await (const chunk of body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), failed]);
    }
    sink.end(Buffer.alloc(0));
    await Promise.race([finished, failed]);
    entries.push({ name, size, sha256: hash.digest('hex'), contentType });
  };

  try {
    for (const section of included) {
      for (const collection of section.collections) {
        const at = `${section.service}/${collection.name}`;
        let part = 0;
        let lines: string[] = [];
        let bytes = 0;
        let count = 0;
        const flush = async (): Promise<void> => {
          part += 1;
          await addBuffer(partName(section.service, collection.name, part), Buffer.from(lines.join(''), 'utf8'), { records: lines.length });
          lines = [];
          bytes = 0;
        };
        for await (const record of collection.records(options)) {
          const line = `${JSON.stringify(record)}\n`;
          lines.push(line);
          bytes += Buffer.byteLength(line);
          count += 1;
          done += 1;
          if (lines.length >= PART_RECORDS || bytes >= PART_BYTES) {
            await flush();
            options.onProgress?.({ phase: 'export', done, total, at });
          }
        }
        if (lines.length > 0) await flush();
        counts[at] = count;
        options.onProgress?.({ phase: 'export', done, total, at });
      }
      if (section.files) {
        const at = `${section.service}/files`;
        let count = 0;
        for await (const file of section.files.list(options)) {
          await addStream(fileEntryName(section.service, file.key), file.size, await section.files.read(file.key), file.contentType);
          count += 1;
          done += 1;
          options.onProgress?.({ phase: 'export', done, total, at });
        }
        counts[at] = count;
      }
    }
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      productVersion: options.productVersion,
      created: new Date().toISOString(),
      withoutAccounts: options.withoutAccounts,
      counts,
      entries,
    };
    const json = Buffer.from(JSON.stringify(manifest, null, 1), 'utf8');
    pack.entry({ name: MANIFEST_ENTRY, size: json.length, mtime }, json);
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
}
