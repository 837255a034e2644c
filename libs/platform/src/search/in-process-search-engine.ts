import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexSnapshot } from './in-process-postings';
import { InProcessSearchIndex } from './in-process-search-index';
import type { SearchEngine, SearchIndex, SearchIndexSpec } from './search-engine.port';

/** How long after an index write its snapshot is written, so a crash costs at most this much re-analysis. */
const SNAPSHOT_DELAY_MS = 30_000;

/**
 * The embedded engine: one in-memory index per spec name, kept for the life of the process. Given
 * a snapshot folder, it writes an index there SNAPSHOT_DELAY_MS after a write (and at close) and
 * index() restores it. The snapshot stays on disk, so after a crash the last one is restored: it
 * may lack the latest writes, which the caller's reconcile() against its store analyses again.
 * Only for a folder no other process writes documents for (the embedded profile's data folder of
 * the service).
 */
export class InProcessSearchEngine implements SearchEngine {
  private readonly indexes = new Map<string, InProcessSearchIndex>();
  /** Names of indexes written since their last snapshot. */
  private readonly unsaved = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** The snapshot being written, so two never write one file at once. */
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly snapshotDir?: string,
    private readonly snapshotDelayMs = SNAPSHOT_DELAY_MS,
  ) {}

  async index(spec: SearchIndexSpec): Promise<SearchIndex> {
    const existing = this.indexes.get(spec.name);
    // A changed spec needs a new index; the caller reconciles it with its documents.
    if (existing && JSON.stringify(existing.spec) === JSON.stringify(spec)) return existing;
    const snapshot = existing ? undefined : await this.readSnapshot(spec);
    const created = new InProcessSearchIndex(spec, snapshot, () => this.written(spec.name));
    this.indexes.set(spec.name, created);
    return created;
  }

  async ping(): Promise<void> {
    // Nothing outside the process to reach.
  }

  /** Writes the snapshot of every index written since its last one; what the timer runs. */
  async saveSnapshots(): Promise<void> {
    const run = this.saving.then(async () => {
      if (!this.snapshotDir) return;
      await mkdir(this.snapshotDir, { recursive: true });
      for (const name of [...this.unsaved]) {
        const index = this.indexes.get(name);
        this.unsaved.delete(name);
        if (!index) continue;
        const file = this.snapshotFile(name);
        // Serialised at once, so writes while the file is written wait for the next snapshot.
        const text = JSON.stringify(index.snapshot());
        // Written aside and renamed: a crash mid-write leaves the previous snapshot, never half of one.
        try {
          await writeFile(`${file}.tmp`, text);
          await rename(`${file}.tmp`, file);
        } catch (error) {
          this.unsaved.add(name);
          throw error;
        }
      }
    });
    this.saving = run.catch(() => undefined);
    await run;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.saveSnapshots();
    this.indexes.clear();
  }

  private written(name: string): void {
    if (!this.snapshotDir) return;
    this.unsaved.add(name);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A failed write leaves the previous snapshot; the next write schedules another try.
      this.saveSnapshots().catch(() => undefined);
    }, this.snapshotDelayMs);
    // A pending snapshot never keeps the process alive; close() writes it.
    this.timer.unref();
  }

  /** The last snapshot of the spec's index; undefined when there is none for this spec. */
  private async readSnapshot(spec: SearchIndexSpec): Promise<IndexSnapshot | undefined> {
    if (!this.snapshotDir) return undefined;
    let snapshot: IndexSnapshot;
    try {
      snapshot = JSON.parse(await readFile(this.snapshotFile(spec.name), 'utf8')) as IndexSnapshot;
    } catch {
      // None (the first start) or unreadable: the caller's reconcile() indexes every document.
      return undefined;
    }
    // Snapshots of older versions have no fingerprints or versions to reconcile with: not used.
    return JSON.stringify(snapshot.spec) === JSON.stringify(spec) && Array.isArray(snapshot.fingerprints) && Array.isArray(snapshot.lengths) && Array.isArray(snapshot.spelling) ? snapshot : undefined;
  }

  private snapshotFile(name: string): string {
    return join(this.snapshotDir as string, `${name}.json`);
  }
}
