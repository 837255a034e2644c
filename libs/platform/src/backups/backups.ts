import type { ObjectStore, StoredObjectInfo } from '../objects/object-store.port';

/** Where the archives are kept in their bucket (BACKUP_S3_BUCKET; DATA_DIR/uploads/backups embedded). */
const BACKUPS_PREFIX = 'backups/';
const ARCHIVE_TYPE = 'application/gzip';
const DAY_MS = 24 * 60 * 60_000;

export interface BackupRetention {
  /** How many of the newest archives are kept. */
  keep: number;
  /** Archives older than this many days are removed, however few are left; the newest never is. */
  maxAgeDays: number;
}

/** An archive's key: its time in UTC, so the keys sort as the archives were made. */
export const backupKeyOf = (at: Date): string => `${BACKUPS_PREFIX}labmedicin-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** The stored archives, newest first. */
export async function listBackups(objects: ObjectStore): Promise<StoredObjectInfo[]> {
  return (await objects.list(BACKUPS_PREFIX)).sort((a, b) => (a.key < b.key ? 1 : -1));
}

/** Stores an archive under the time it was made. */
export function storeBackup(objects: ObjectStore, file: string, at: Date): Promise<StoredObjectInfo> {
  return objects.putFile(backupKeyOf(at), file, ARCHIVE_TYPE);
}

/**
 * Removes the archives retention no longer keeps: all but the `keep` newest, and any older than
 * `maxAgeDays`, but never the newest one (a site that stopped taking backups keeps its last).
 * Answers the removed keys.
 */
export async function pruneBackups(objects: ObjectStore, { keep, maxAgeDays }: BackupRetention, now: Date): Promise<string[]> {
  const [newest, ...older] = await listBackups(objects);
  if (!newest) return [];
  const oldest = now.getTime() - maxAgeDays * DAY_MS;
  const removed = older.filter((info, index) => index + 1 >= keep || info.lastModified.getTime() < oldest).map((info) => info.key);
  for (const key of removed) await objects.delete(key);
  return removed;
}
