import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ArchiveError, MANIFEST_ENTRY, parseManifest, roleOf, type ArchiveManifest } from './archive-format';
import type { ArchiveProgress } from './archive-writer';

interface ArchiveEntry {
  name: string;
  /** Its bytes, checked against the manifest's SHA-256. */
  bytes: Buffer;
}

/** The tar entries of a .tar.gz file, in order; a damaged or truncated file fails by name. */
async function* tarEntries(file: string, onBytes?: (read: number) => void): AsyncGenerator<{ name: string; size: number; body: Readable }> {
  // tar-stream is loaded by an export or import only, not by every process's start.
  const tar = await import('tar-stream');
  const source = createReadStream(file);
  let read = 0;
  if (onBytes) source.on('data', (chunk: Buffer | string) => onBytes((read += chunk.length)));
  const gunzip = createGunzip();
  const extract = tar.extract();
  source.on('error', (error) => gunzip.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as unknown as Readable };
    }
  } catch (error) {
    throw damaged(error);
  } finally {
    source.destroy();
  }
}

function damaged(error: unknown): ArchiveError {
  if (error instanceof ArchiveError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged or truncated (${reason}); nothing was changed.`);
}

async function digestOf(body: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Reads the whole archive once, before anything is written: its manifest (format and version),
 * every entry's size and SHA-256 against it, nothing missing, nothing extra, no entry this
 * format does not have. Throws ArchiveError naming what is wrong.
 */
export async function verifyArchive(file: string, onProgress?: (progress: ArchiveProgress) => void): Promise<ArchiveManifest> {
  const total = (await stat(file).catch(() => {
    throw new ArchiveError('ARCHIVE_DAMAGED', `Cannot read the archive ${file}.`);
  })).size;
  const seen = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | null = null;
  let current = '';
  try {
    for await (const entry of tarEntries(file, (read) => onProgress?.({ phase: 'verify', done: read, total, at: current }))) {
      current = entry.name;
      if (manifestText !== null) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged: ${entry.name} comes after its manifest.`);
      if (entry.name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      if (seen.has(entry.name)) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged: ${entry.name} is in it twice.`);
      seen.set(entry.name, await digestOf(entry.body));
    }
  } catch (error) {
    throw damaged(error);
  }
  if (manifestText === null) throw new ArchiveError('ARCHIVE_DAMAGED', 'The archive is damaged or truncated: it has no manifest.');
  const manifest = parseManifest(manifestText);
  const listed = new Set<string>();
  for (const facts of manifest.entries) {
    listed.add(facts.name);
    if (!roleOf(facts.name)) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged: its manifest names an unknown entry ${facts.name}.`);
    const found = seen.get(facts.name);
    if (!found) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged or truncated: ${facts.name} is missing.`);
    if (found.size !== facts.size || found.sha256 !== facts.sha256) {
      throw new ArchiveError('ARCHIVE_CHECKSUM_MISMATCH', `The archive was altered or damaged: the SHA-256 of ${facts.name} is not the one its manifest gives.`);
    }
  }
  const extra = [...seen.keys()].find((name) => !listed.has(name));
  if (extra) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged: ${extra} is not in its manifest.`);
  return manifest;
}

/**
 * The entries of a verified archive with their bytes (a JSON Lines part or one file: each is
 * bounded), each checked again against the manifest (the file could have changed since).
 */
export async function* archiveEntries(file: string, manifest: ArchiveManifest): AsyncGenerator<ArchiveEntry> {
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for await (const entry of tarEntries(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
    if (entry.name === MANIFEST_ENTRY) continue;
    const bytes = Buffer.concat(chunks);
    const facts = expected.get(entry.name);
    if (!facts) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive changed while it was read: ${entry.name} is not in its manifest.`);
    if (createHash('sha256').update(bytes).digest('hex') !== facts.sha256) {
      throw new ArchiveError('ARCHIVE_CHECKSUM_MISMATCH', `The archive changed while it was read: ${entry.name} differs from its manifest.`);
    }
    yield { name: entry.name, bytes };
  }
}
