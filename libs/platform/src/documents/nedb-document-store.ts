import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Datastore from '@seald-io/nedb';
import {
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDocument,
  type StoredDocument,
  type SortCollation,
  type SortOrder,
  type Update,
} from './document-store.port';
import {
  assertCollectionName,
  assertDefinedFilter,
  collatorOf,
  countDistinctValues,
  normalizeUpdate,
  plainCopy,
  projectionKeepingId,
  sortWithIdTiebreak,
  valueAt,
  withObjectId,
} from './document-values';
import { toNedbQuery, toNedbUpdate } from './nedb-query';

type NedbDocument = Record<string, unknown> & { _id: string };

/**
 * NeDB's own matcher and ordering (lib/model), so a find that selects, sorts and projects here
 * answers exactly what NeDB's cursor would: the cursor sorts whole documents, reading each sort
 * key again for every comparison, and projects with a deep-copying modifier; at 10,000 articles a
 * list page cost over 100 ms, mostly that.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nedbModel = require('@seald-io/nedb/lib/model') as {
  match(doc: unknown, query: unknown): boolean;
  compareThings(a: unknown, b: unknown): number;
};

/** The datastore's candidate lookup (an index when the query's top-level fields allow one), internal to NeDB. */
interface NedbCandidates {
  _getCandidatesAsync(query: Record<string, unknown>): Promise<NedbDocument[]>;
}

/** How many sorted lists (query and order) of at least MIN_MATCHES_KEPT matches a collection keeps between writes. */
const SORTED_LISTS_KEPT = 16;

/**
 * Lists shorter than this are kept apart, up to SHORT_LISTS_KEPT of them: lookups by id or slug
 * (every article read, every search page) would otherwise push the long lists, costly to sort, out
 * of the kept ones.
 */
const MIN_MATCHES_KEPT = 64;

/**
 * How many short lists a collection keeps between writes: the lookups every read makes (an article
 * by slug, its category, its view counter, the categories of a page) are then a map look-up
 * instead of a candidate search, a match and a sort each.
 */
const SHORT_LISTS_KEPT = 256;

/** True for a query of strings, numbers, booleans, null, arrays and plain objects only: its JSON names it exactly. */
function isPlainValue(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainValue);
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isPlainValue);
}

/** NeDB appends every write to the datafile; rewriting it this often keeps the file near its data size. */
const AUTOCOMPACTION_INTERVAL_MS = 5 * 60 * 1000;

/**
 * A collection's datafile is also rewritten once this many documents, or as many as it holds if
 * more, were appended since its last rewrite: a steady stream of small updates (view counts)
 * would otherwise grow it by a whole document per write between the timed compactions. So the
 * file stays within about twice its data (plus this many documents), whatever the write rate.
 */
const MIN_APPENDS_BEFORE_COMPACTION = 1000;

/**
 * NeDB keeps every index, including those it reloaded from the datafile, on this field (protected
 * in its typings). Reading it names the fields of a violated unique index, which NeDB's error
 * does not.
 */
interface NedbIndexes {
  indexes: Record<string, { fieldName: string; unique: boolean; sparse: boolean }>;
}

interface UniqueViolation extends Error {
  errorType: 'uniqueViolated';
  key: unknown;
}

function isUniqueViolation(error: unknown): error is UniqueViolation {
  return error instanceof Error && (error as Partial<UniqueViolation>).errorType === 'uniqueViolated';
}

function holdsKey(doc: object, field: string, key: unknown): boolean {
  const value = valueAt(doc, field);
  return Array.isArray(value) ? value.some((item) => isDeepStrictEqual(item, key)) : isDeepStrictEqual(value, key);
}

/**
 * The fields a projection keeps (all 1) or leaves out (all 0) of a document, as plain copies;
 * `_id` is always kept. Mixing both is refused, as NeDB and MongoDB do. Made once per find and
 * applied to each document of the page (10,000 for a list sorted outside the store).
 */
function projectionOf(projection: Record<string, 0 | 1>): (doc: NedbDocument) => Record<string, unknown> {
  const modes = new Set(Object.values(projection));
  if (modes.size > 1) throw new Error("Can't both keep and omit fields except for _id");
  const paths = Object.keys(projection);
  if (modes.has(0)) {
    return (doc) => {
      const copy = plainCopy(doc) as Record<string, unknown>;
      for (const path of paths) removePath(copy, path);
      return copy;
    };
  }
  const kept = paths.map((path) => ({ path, field: path.includes('.') ? null : path }));
  return (doc) => {
    const copy: Record<string, unknown> = { _id: doc._id };
    for (const { path, field } of kept) {
      if (field !== null) {
        if (doc[field] !== undefined) copy[field] = plainCopy(doc[field]);
        continue;
      }
      const value = valueAt(doc, path);
      if (value !== undefined) setPath(copy, path, plainCopy(value));
    }
    return copy;
  };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

function removePath(target: Record<string, unknown>, path: string): void {
  const parts = path.split('.');
  let node: unknown = target;
  for (const part of parts.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[part];
  }
  if (node !== null && typeof node === 'object') delete (node as Record<string, unknown>)[parts[parts.length - 1]];
}

/** True when one dotted path is the other or lies inside it ("profile" and "profile.email"). */
function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** What a write was doing when it hit a unique index: the documents it inserted or its update. */
type WriteAttempt = { inserted: object[] } | { update: Update };

/**
 * One collection in one NeDB datafile. A port update is a find followed by per-document NeDB
 * updates (so each document gets its own $pull adjustment and a changed/unchanged verdict), and
 * NeDB serialises only single calls; so every write of this collection also goes through one
 * queue, and a conditional update (`{ _id, version }`) cannot succeed twice for one version.
 */
class NedbCollection<T extends StoredDocument> implements DocumentCollection<T> {
  private queueTail: Promise<unknown> = Promise.resolve();
  /** Moves at the start and at the end of every write: a list sorted in an older generation is stale. */
  private generation = 0;
  private readonly sortedLists = new Map<string, { generation: number; docs: NedbDocument[] }>();
  private readonly shortLists = new Map<string, { generation: number; docs: NedbDocument[] }>();
  /** Totals (count) by query, and value counts (countValues) by query and field, dropped at every write like the sorted lists. */
  private readonly totals = new Map<string, { generation: number; total: number }>();
  private readonly valueCounts = new Map<string, { generation: number; counts: Map<string, number> }>();
  private readonly datastore: Datastore<Record<string, unknown>>;
  private readonly loaded: Promise<void>;
  /** Why the last compaction failed, reported by ping; cleared by the next that succeeds. */
  compactionProblem: string | null = null;
  /** Documents appended to the datafile since its last rewrite, and the live ones it held then. */
  private appendedSinceCompaction = 0;
  private liveAtCompaction = 0;

  constructor(
    readonly name: string,
    private readonly filename: string,
  ) {
    this.datastore = new Datastore<Record<string, unknown>>({ filename });
    this.loaded = this.datastore.loadDatabaseAsync();
    // Each operation awaits `loaded` and reports a failed load; this only keeps it from being unhandled.
    this.loaded.catch(() => undefined);
  }

  async insertOne(doc: NewDocument<T>): Promise<T> {
    const prepared = plainCopy(withObjectId(doc));
    await this.write(() => this.datastore.insertAsync(prepared), { inserted: [prepared] });
    this.appended(1);
    return plainCopy(prepared) as unknown as T;
  }

  async insertMany(docs: NewDocument<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = docs.map((doc) => plainCopy(withObjectId(doc)));
    // NeDB inserts an array all or nothing: a unique clash anywhere leaves no document behind.
    await this.write(() => this.datastore.insertAsync(prepared), { inserted: prepared });
    this.appended(prepared.length);
    return plainCopy(prepared) as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    await this.loaded;
    const query = this.query(filter);
    const sort = Object.entries(sortWithIdTiebreak(options.sort));
    const sorted = await this.sortedMatches(query, sort, options.collation);
    const skip = options.skip ?? 0;
    const page = sorted.slice(skip, options.limit ? skip + options.limit : undefined);
    const projection = projectionKeepingId(options.projection);
    const project = projection ? projectionOf(projection) : plainCopy;
    return page.map((doc) => project(doc) as unknown as T);
  }

  /**
   * The matches in order. A query of plain values keeps its sorted matches until the next write to
   * the collection, so the next page of the same list is a slice, not another sort of every
   * document (10,000 articles: tens of milliseconds on a busy machine).
   */
  private async sortedMatches(query: Record<string, unknown>, sort: [string, SortOrder][], collation?: SortCollation): Promise<NedbDocument[]> {
    const key = isPlainValue(query) ? JSON.stringify([query, sort, collation ?? null]) : null;
    const kept = key === null ? undefined : (this.sortedLists.get(key) ?? this.shortLists.get(key));
    if (kept && kept.generation === this.generation) return kept.docs;
    const generation = this.generation;
    const matches = await this.matchingInMemory(query);
    // Each sort key read once per document, not once per comparison.
    const keyed = matches.map((doc) => ({ doc, keys: sort.map(([path]) => valueAt(doc, path)) }));
    const collate = collation ? collatorOf(collation) : null;
    keyed.sort((a, b) => {
      for (let i = 0; i < sort.length; i++) {
        const x = a.keys[i];
        const y = b.keys[i];
        const strings = typeof x === 'string' && typeof y === 'string';
        // Two strings (dates and ids are ISO and hex strings) compare as NeDB compares them, by code unit.
        const order = !strings ? nedbModel.compareThings(x, y) : collate && sort[i][0] !== '_id' ? collate(x, y) : x < y ? -1 : x > y ? 1 : 0;
        if (order !== 0) return order * sort[i][1];
      }
      return 0;
    });
    const docs = keyed.map(({ doc }) => doc);
    if (key !== null) this.keepTotal(JSON.stringify(query), generation, docs.length);
    if (key !== null && generation === this.generation) {
      const long = docs.length >= MIN_MATCHES_KEPT;
      const lists = long ? this.sortedLists : this.shortLists;
      const room = long ? SORTED_LISTS_KEPT : SHORT_LISTS_KEPT;
      lists.delete(key);
      lists.set(key, { generation, docs });
      if (lists.size > room) lists.delete(lists.keys().next().value as string);
    }
    return docs;
  }

  async count(filter: Filter): Promise<number> {
    await this.loaded;
    const query = this.query(filter);
    const key = isPlainValue(query) ? JSON.stringify(query) : null;
    const kept = key === null ? undefined : this.totals.get(key);
    if (kept && kept.generation === this.generation) return kept.total;
    const generation = this.generation;
    // Counted without sorting; kept like a list's order, until the next write.
    const total = (await this.matchingInMemory(query)).length;
    if (key !== null) this.keepTotal(key, generation, total);
    return total;
  }

  private keepTotal(key: string, generation: number, total: number): void {
    if (generation !== this.generation) return;
    this.totals.delete(key);
    this.totals.set(key, { generation, total });
    if (this.totals.size > SORTED_LISTS_KEPT) this.totals.delete(this.totals.keys().next().value as string);
  }

  /** Kept until the next write, as lists are: a page of all tags counts them over 10,000 articles. */
  async countValues(filter: Filter, field: string): Promise<Map<string, number>> {
    await this.loaded;
    const query = this.query(filter);
    const key = isPlainValue(query) ? JSON.stringify([query, field]) : null;
    const kept = key === null ? undefined : this.valueCounts.get(key);
    if (kept && kept.generation === this.generation) return new Map(kept.counts);
    const generation = this.generation;
    const counts = new Map<string, number>();
    for (const doc of await this.sortedMatches(query, [['_id', 1]])) countDistinctValues(counts, valueAt(doc, field));
    if (key !== null && generation === this.generation) {
      this.valueCounts.set(key, { generation, counts });
      if (this.valueCounts.size > SORTED_LISTS_KEPT) this.valueCounts.delete(this.valueCounts.keys().next().value as string);
    }
    return new Map(counts);
  }

  async updateOne(filter: Filter, update: Update): Promise<T | null> {
    const normalized = normalizeUpdate(update);
    return this.write(async () => {
      const [target] = await this.matching(filter, 1);
      if (!target) return null;
      const { after } = await this.applyUpdate(target, normalized);
      return after as unknown as T;
    }, { update: normalized });
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const normalized = normalizeUpdate(update);
    return this.write(async () => {
      let changed = 0;
      for (const target of await this.matching(filter)) {
        if ((await this.applyUpdate(target, normalized)).changed) changed += 1;
      }
      return changed;
    }, { update: normalized });
  }

  deleteOne(filter: Filter): Promise<boolean> {
    return this.write(async () => {
      const [target] = await this.matching(filter, 1);
      if (!target) return false;
      return (await this.datastore.removeAsync({ _id: target._id }, { multi: false })) === 1;
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.write(() => this.datastore.removeAsync(this.query(filter), { multi: true }));
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    // NeDB indexes have no direction; a compound index is a sorted list of field names.
    const fields = Object.keys(spec.fields);
    if (fields.length === 0) throw new Error(`Index on ${this.name} needs at least one field`);
    const existing = this.indexes()[[...fields].sort().join(',')];
    if (existing && (existing.unique !== Boolean(spec.unique) || existing.sparse !== Boolean(spec.sparse))) {
      throw new Error(`Index on ${this.name} (${fields.join(', ')}) already exists with other options`);
    }
    await this.write(async () => {
      try {
        await this.datastore.ensureIndexAsync({ fieldName: fields, unique: spec.unique, sparse: spec.sparse });
      } catch (error) {
        // Documents already stored hold the same key, so the unique index cannot be built.
        if (isUniqueViolation(error)) throw new DuplicateKeyError(this.name, fields);
        throw error;
      }
    });
  }

  /** Rewrites the datafile with only the live documents and indexes. */
  async compact(): Promise<void> {
    try {
      await this.loaded;
      this.appendedSinceCompaction = 0;
      this.liveAtCompaction = this.datastore.getAllData().length;
      await this.datastore.compactDatafileAsync();
      this.compactionProblem = null;
    } catch (error) {
      this.compactionProblem = `NeDB compaction of ${this.filename} failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Waits for queued writes and compacts once more, which flushes the datafile. */
  async close(): Promise<void> {
    const usable = await this.loaded.then(
      () => true,
      () => false,
    );
    await this.queueTail;
    if (usable) await this.datastore.compactDatafileAsync();
  }

  private query(filter: Filter): Record<string, unknown> {
    assertDefinedFilter(filter);
    return toNedbQuery(filter);
  }

  /** The stored documents (not copies: read, never change them) that match the NeDB query. */
  private async matchingInMemory(query: Record<string, unknown>): Promise<NedbDocument[]> {
    const candidates = await (this.datastore as unknown as NedbCandidates)._getCandidatesAsync(query);
    return candidates.filter((doc) => nedbModel.match(doc, query));
  }

  /** Rewrites the datafile once the copies appended since the last rewrite outnumber its live documents (MIN_APPENDS_BEFORE_COMPACTION). */
  private appended(documents: number): void {
    this.appendedSinceCompaction += documents;
    if (this.appendedSinceCompaction >= Math.max(MIN_APPENDS_BEFORE_COMPACTION, this.liveAtCompaction)) void this.compact();
  }

  private async matching(filter: Filter, limit?: number): Promise<NedbDocument[]> {
    const cursor = this.datastore.findAsync(this.query(filter)).sort({ _id: 1 });
    if (limit) cursor.limit(limit);
    return (await cursor) as unknown as NedbDocument[];
  }

  private async applyUpdate(target: NedbDocument, update: Update): Promise<{ changed: boolean; after: NedbDocument }> {
    const before = plainCopy(target);
    const applied = toNedbUpdate(update, target);
    if (!applied) return { changed: false, after: before };
    const { affectedDocuments } = await this.datastore.updateAsync({ _id: target._id }, applied, { returnUpdatedDocs: true, multi: false });
    this.appended(1);
    const after = plainCopy(affectedDocuments as unknown as NedbDocument);
    return { changed: !isDeepStrictEqual(before, after), after };
  }

  /** Runs a write after every earlier write of this collection, turning unique clashes into DuplicateKeyError. */
  private write<R>(operation: () => Promise<R>, attempt?: WriteAttempt): Promise<R> {
    const run = async (): Promise<R> => {
      await this.loaded;
      this.forgetSortedLists();
      try {
        return await operation();
      } catch (error) {
        if (attempt && isUniqueViolation(error)) {
          throw new DuplicateKeyError(this.name, this.violatedFields(error.key, attempt));
        }
        throw error;
      } finally {
        this.forgetSortedLists();
      }
    };
    const result = this.queueTail.then(run, run);
    this.queueTail = result.catch(() => undefined);
    return result;
  }

  /** Dropped rather than left stale, so they never keep replaced documents alive. */
  private forgetSortedLists(): void {
    this.generation += 1;
    this.sortedLists.clear();
    this.shortLists.clear();
    this.totals.clear();
    this.valueCounts.clear();
  }

  private indexes(): NedbIndexes['indexes'] {
    return (this.datastore as unknown as NedbIndexes).indexes;
  }

  /**
   * The fields of the unique index that clashed, which NeDB does not name: the compound index
   * whose fields the key has, or the single-field index whose value an inserted document holds or
   * whose path the update touched.
   */
  private violatedFields(key: unknown, attempt: WriteAttempt): string[] {
    const unique = Object.values(this.indexes())
      .filter((index) => index.unique)
      .map((index) => index.fieldName.split(','));
    const violated = unique.find((fields) => {
      if (fields.length > 1) {
        return key !== null && typeof key === 'object' && isDeepStrictEqual(Object.keys(key).sort(), fields);
      }
      if ('inserted' in attempt) return attempt.inserted.some((doc) => holdsKey(doc, fields[0], key));
      return Object.values(attempt.update).some((paths: object) => Object.keys(paths).some((path) => pathsOverlap(path, fields[0])));
    });
    return violated ?? unique.filter((fields) => fields[0] !== '_id').flat();
  }
}

/**
 * The embedded document store: one NeDB datafile per collection at `<directory>/<collection>.db`.
 * NeDB holds each collection in memory and appends writes to its file; the file is compacted
 * periodically and on close.
 */
export class NedbDocumentStore implements DocumentStore {
  readonly holdsDocumentsInMemory = true;
  private readonly collections = new Map<string, NedbCollection<StoredDocument>>();
  private readonly compactionTimer: NodeJS.Timeout;
  private closed = false;

  private constructor(readonly directory: string) {
    // Our own timer rather than NeDB's setAutocompactionInterval, which drops the compaction's
    // promise: a failed compaction (disk full) would be an unhandled rejection ending the process.
    // Unref'd: every write is already in the file, compaction only reclaims space.
    this.compactionTimer = setInterval(() => void this.compact(), AUTOCOMPACTION_INTERVAL_MS).unref();
  }

  /** Opens (creating it if needed) the folder that holds this store's datafiles. */
  static async open(directory: string): Promise<NedbDocumentStore> {
    await mkdir(directory, { recursive: true });
    return new NedbDocumentStore(directory);
  }

  collection<T extends StoredDocument>(name: string): DocumentCollection<T> {
    if (this.closed) throw new Error(`Document store at ${this.directory} is closed`);
    assertCollectionName(name);
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new NedbCollection(name, join(this.directory, `${name}.db`));
      this.collections.set(name, collection);
    }
    return collection as unknown as DocumentCollection<T>;
  }

  /**
   * Writes and removes a probe file, since the store is usable only if its folder takes writes,
   * and reports a periodic compaction that failed.
   */
  async ping(): Promise<void> {
    const probe = join(this.directory, `.ping-${randomUUID()}`);
    try {
      await writeFile(probe, '');
      await rm(probe, { force: true });
    } catch (error) {
      throw new Error(`Cannot write to the NeDB data folder ${this.directory}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const problem = [...this.collections.values()].map((collection) => collection.compactionProblem).find((found) => found !== null);
    if (problem) throw new Error(problem);
  }

  /** Compacts every open collection now; a failure is kept for ping to report, not thrown. */
  async compact(): Promise<void> {
    await Promise.all([...this.collections.values()].map((collection) => collection.compact()));
  }

  /** Stops autocompaction and flushes and compacts every collection. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.compactionTimer);
    const collections = [...this.collections.values()];
    this.collections.clear();
    await Promise.all(collections.map((collection) => collection.close()));
  }
}
