import { createWriteStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ArchiveError, roleOf, type ArchiveManifest } from './archive-format';
import { archiveEntries, verifyArchive } from './archive-reader';
import type { ArchiveOptions, ArchiveRecord, ArchiveSection } from './archive-section';
import { sectionsFor, writeArchive, type ArchiveProgress } from './archive-writer';

export interface ImportArchiveOptions {
  /** Replace what the installation holds; without it an installation that holds anything is refused. */
  replace: boolean;
  /** A folder of the installation's own (DATA_DIR) for the import's marker and the copy it undoes to. */
  workDir: string;
  productVersion: string;
  /** Asked once the archive is verified, before anything is written, when `replace` would replace `held` documents and files. */
  confirmReplace?: (held: number) => Promise<boolean>;
  onProgress?: (progress: ArchiveProgress) => void;
}

/** Written before the first write, removed after the last: its presence means an import was cut off. */
const MARKER = 'archive-import.json';
/** The installation as it was before an import with --replace, kept until that import is done. */
const ROLLBACK = 'archive-rollback.tar.gz';
const INSERT_BATCH = 500;

interface ImportMarker {
  archive: string;
  started: string;
  withoutAccounts: boolean;
  /** The copy of what the installation held before, or null: it was empty. */
  rollback: string | null;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The documents and files of these sections that an archive with these options would carry. */
export async function heldCount(sections: ArchiveSection[], options: ArchiveOptions): Promise<number> {
  const counts = await Promise.all(sectionsFor(sections, options).map((section) => section.count(options)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Every entry belongs to a section and collection this installation has, checked before any write. */
function checkEntriesKnown(manifest: ArchiveManifest, sections: ArchiveSection[]): void {
  for (const { name } of manifest.entries) {
    const role = roleOf(name);
    const section = sections.find((candidate) => candidate.service === role?.service);
    const known =
      role !== null &&
      section !== undefined &&
      (role.kind === 'file' ? section.files !== undefined : section.collections.some((collection) => collection.name === role.collection));
    if (!known) throw new ArchiveError('ARCHIVE_FORMAT_UNSUPPORTED', `The archive holds ${name}, which this installation has no place for; nothing was changed.`);
  }
}

/** Writes a verified archive's entries into the sections (which hold none of what it carries). */
async function writeEntries(file: string, manifest: ArchiveManifest, sections: ArchiveSection[], phase: ArchiveProgress['phase'], onProgress?: (progress: ArchiveProgress) => void): Promise<void> {
  const total = manifest.entries.reduce((sum, entry) => sum + (entry.records ?? 1), 0);
  const facts = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  let done = 0;
  for await (const { name, bytes } of archiveEntries(file, manifest)) {
    const role = roleOf(name);
    const section = sections.find((candidate) => candidate.service === role?.service);
    if (!role || !section) throw new ArchiveError('ARCHIVE_DAMAGED', `Unexpected entry ${name}`);
    if (role.kind === 'file') {
      await section.files!.write(role.key, bytes, facts.get(name)?.contentType ?? 'application/octet-stream');
      done += 1;
    } else {
      const collection = section.collections.find((candidate) => candidate.name === role.collection)!;
      const records = bytes
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as ArchiveRecord);
      for (let start = 0; start < records.length; start += INSERT_BATCH) await collection.insertBatch(records.slice(start, start + INSERT_BATCH));
      done += records.length;
    }
    onProgress?.({ phase, done, total, at: name });
  }
}

async function clearAll(sections: ArchiveSection[], options: ArchiveOptions): Promise<void> {
  for (const section of sections) await section.clear(options);
}

/** Puts the installation back as the marker says it was, and removes the marker and the copy. */
async function undo(marker: ImportMarker, sections: ArchiveSection[], onProgress?: (progress: ArchiveProgress) => void): Promise<void> {
  const options = { withoutAccounts: marker.withoutAccounts };
  const targets = sectionsFor(sections, options);
  await clearAll(targets, options);
  if (marker.rollback) {
    const manifest = await verifyArchive(marker.rollback);
    await writeEntries(marker.rollback, manifest, targets, 'restore', onProgress);
    for (const section of targets) await section.afterImport?.();
  }
}

async function finish(workDir: string, marker: ImportMarker): Promise<void> {
  await rm(join(workDir, MARKER), { force: true });
  if (marker.rollback) await rm(marker.rollback, { force: true });
}

/**
 * When an earlier import was cut off (the process killed between its first and last write), puts
 * the installation back as it was before it and says so; false when there was none.
 */
export async function undoInterruptedImport(sections: ArchiveSection[], workDir: string, onProgress?: (progress: ArchiveProgress) => void): Promise<ImportMarker | null> {
  const text = await readFile(join(workDir, MARKER), 'utf8').catch(() => null);
  if (text === null) return null;
  const marker = JSON.parse(text) as ImportMarker;
  await undo(marker, sections, onProgress);
  await finish(workDir, marker);
  return marker;
}

/**
 * Imports an archive file all or nothing. Before anything is written: the whole archive is
 * verified (format version, every SHA-256), every entry must have its place, and an installation
 * holding anything is refused unless `replace`. With `replace`, what the installation holds is
 * first exported to a copy in `workDir`. A marker in `workDir` is written before the first write
 * and removed after the last; a failure clears what was written and imports the copy back, and a
 * run cut off is undone the same way by undoInterruptedImport.
 */
export async function importArchive(file: string, sections: ArchiveSection[], options: ImportArchiveOptions): Promise<ArchiveManifest> {
  const manifest = await verifyArchive(file, options.onProgress);
  const archiveOptions = { withoutAccounts: manifest.withoutAccounts };
  const targets = sectionsFor(sections, archiveOptions);
  checkEntriesKnown(manifest, targets);
  const held = await heldCount(targets, archiveOptions);
  if (held > 0 && !options.replace) {
    throw new ArchiveError(
      'ARCHIVE_TARGET_NOT_EMPTY',
      `This installation is not empty (${held} documents and files). Import into an empty installation, or run the import with --replace to replace everything in it with the archive's content; nothing was changed.`,
    );
  }
  if (held > 0 && options.confirmReplace && !(await options.confirmReplace(held))) {
    throw new ArchiveError('ARCHIVE_TARGET_NOT_EMPTY', 'The import was not confirmed; nothing was changed.');
  }
  const marker: ImportMarker = { archive: file, started: new Date().toISOString(), withoutAccounts: manifest.withoutAccounts, rollback: held > 0 ? join(options.workDir, ROLLBACK) : null };
  if (marker.rollback) {
    await writeArchive(createWriteStream(marker.rollback), targets, { ...archiveOptions, productVersion: options.productVersion });
  }
  await writeFile(join(options.workDir, MARKER), JSON.stringify(marker, null, 1));
  try {
    if (held > 0) await clearAll(targets, archiveOptions);
    await writeEntries(file, manifest, targets, 'import', options.onProgress);
    for (const section of targets) await section.afterImport?.();
  } catch (error) {
    try {
      await undo(marker, sections, options.onProgress);
    } catch (undoError) {
      throw new ArchiveError(
        'ARCHIVE_IMPORT_FAILED',
        `The import failed (${message(error)}) and so did putting the installation back (${message(undoError)}). Run the import again: it first puts back the state kept in ${join(options.workDir, MARKER)}.`,
      );
    }
    await finish(options.workDir, marker);
    throw new ArchiveError('ARCHIVE_IMPORT_FAILED', `The import failed (${message(error)}); the installation was put back as it was.`);
  }
  await finish(options.workDir, marker);
  return manifest;
}
