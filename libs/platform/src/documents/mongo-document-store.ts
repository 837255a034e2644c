import mongoose, { mongo, type Connection } from 'mongoose';
import { reasonOf, redactUrl } from '../errors';
import {
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDocument,
  type StoredDocument,
  type Update,
  type SortCollation,
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

/** How long start-up waits for a MongoDB server before it fails instead of hanging. */
const SERVER_SELECTION_TIMEOUT_MS = 5000;

/** How a service's connection is opened, by MongooseModule in the services and by connect() alike. */
export function mongoConnectionOptions(service: string, databasePrefix = 'labmedicin'): mongoose.ConnectOptions {
  return { dbName: `${databasePrefix}-${service}`, serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS, ignoreUndefined: true };
}

/** The start-up failure for an unreachable MongoDB: its URL without credentials, and the reason. */
export function mongoUnreachable(url: string, cause: unknown): Error {
  return new Error(`Cannot reach MongoDB at ${redactUrl(url)}: ${reasonOf(cause)}`);
}
const DUPLICATE_KEY = 11000;

/** JavaScript's flags that MongoDB reads the same (i, m, s); g and y mean nothing to a filter. */
function regexOptions(pattern: RegExp): string {
  return [...pattern.flags].filter((flag) => 'ims'.includes(flag)).join('');
}

/**
 * A RegExp as a `{ $regex, $options }` operator document, which every MongoDB wire-protocol server
 * reads; a BSON regular expression inside `$regex` is refused by some of them.
 */
function toRegexOperator(pattern: RegExp): { $regex: string; $options: string } {
  return { $regex: pattern.source, $options: regexOptions(pattern) };
}

function toMongoFilter(value: unknown): unknown {
  // In a list ($in, $nin) only a BSON regular expression can stand for a pattern.
  if (value instanceof RegExp) return new mongo.BSONRegExp(value.source, regexOptions(value));
  if (Array.isArray(value)) return value.map(toMongoFilter);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const { $regex: regex, ...rest } = value as { $regex?: unknown };
    if (regex instanceof RegExp) return { ...(toMongoFilter(rest) as object), ...toRegexOperator(regex) };
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, item instanceof RegExp ? toRegexOperator(item) : toMongoFilter(item)]),
    );
  }
  return value;
}

interface DuplicateKeyDetail {
  code?: number;
  keyPattern?: Record<string, unknown>;
  errmsg?: string;
  message?: string;
  index?: number;
}

/** The server's write errors of a failed bulk insert, with their raw detail (keyPattern) when sent. */
function writeErrorsOf(error: unknown): DuplicateKeyDetail[] {
  if (!(error instanceof mongo.MongoBulkWriteError)) return [];
  const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  return writeErrors.map((writeError) => ({ ...(writeError.err as DuplicateKeyDetail), index: writeError.index }));
}

/**
 * FerretDB 1.x on SQLite reports a unique clash met by an update or an index build as SQLite's own
 * constraint error (an internal error, not E11000), naming SQLite's index `<table>_<index name>`.
 */
const SQLITE_UNIQUE_CLASH = /UNIQUE constraint failed: index '([^']+)'/;

function isDuplicateKey(error: unknown): error is mongo.MongoServerError | mongo.MongoBulkWriteError {
  if (!(error instanceof mongo.MongoServerError) && !(error instanceof mongo.MongoBulkWriteError)) return false;
  if (error.code === DUPLICATE_KEY || writeErrorsOf(error).some((detail) => detail.code === DUPLICATE_KEY)) return true;
  return error instanceof mongo.MongoServerError && SQLITE_UNIQUE_CLASH.test(error.message);
}

/**
 * $pull of an `$in` list as $pullAll, which means the same in MongoDB: FerretDB 1.x compares a
 * $pull condition as a value, so it would remove nothing. Lists with a pattern stay $pull.
 */
function toMongoUpdate(update: Update): mongo.UpdateFilter<MongoDocument> {
  const { $pull: pull, ...rest } = normalizeUpdate(update);
  if (!pull) return rest as mongo.UpdateFilter<MongoDocument>;
  const isInList = (value: unknown): value is { $in: unknown[] } =>
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    Array.isArray((value as { $in?: unknown }).$in) &&
    !(value as { $in: unknown[] }).$in.some((item) => item instanceof RegExp);
  const pullAll = Object.fromEntries(Object.entries(pull).flatMap(([path, value]) => (isInList(value) ? [[path, value.$in]] : [])));
  const byValue = Object.fromEntries(Object.entries(pull).filter(([, value]) => !isInList(value)));
  return {
    ...rest,
    ...(Object.keys(byValue).length > 0 ? { $pull: byValue } : {}),
    ...(Object.keys(pullAll).length > 0 ? { $pullAll: pullAll } : {}),
  } as mongo.UpdateFilter<MongoDocument>;
}

/** MongoDB's order of what a collated sort compares other than two strings: missing and null first, then numbers, then strings. */
function compareValues(x: unknown, y: unknown): number {
  const rank = (value: unknown): number => (value === null || value === undefined ? 0 : typeof value === 'number' ? 1 : typeof value === 'string' ? 2 : 3);
  if (rank(x) !== rank(y)) return rank(x) - rank(y);
  return (x as number | string) < (y as number | string) ? -1 : (x as number | string) > (y as number | string) ? 1 : 0;
}

/** Stored with a string `_id`, never the driver's ObjectId, so ids read the same in both stores. */
type MongoDocument = { _id: string } & Record<string, unknown>;

class MongoCollection<T extends StoredDocument> implements DocumentCollection<T> {
  constructor(
    readonly name: string,
    private readonly native: mongo.Collection<MongoDocument>,
  ) {}

  async insertOne(doc: NewDocument<T>): Promise<T> {
    const prepared = plainCopy(withObjectId(doc));
    await this.mapDuplicate(this.native.insertOne({ ...prepared } as MongoDocument), prepared);
    return prepared as unknown as T;
  }

  async insertMany(docs: NewDocument<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = docs.map((doc) => plainCopy(withObjectId(doc)));
    try {
      await this.native.insertMany(prepared.map((doc) => ({ ...doc }) as MongoDocument), { ordered: true });
    } catch (error) {
      if (isDuplicateKey(error)) {
        // An ordered insert stops at the first clash with the documents before it stored; they are
        // removed again so that a batch is all or nothing, as in the embedded store.
        const failedAt = Math.min(...writeErrorsOf(error).map((detail) => detail.index ?? 0));
        const stored = Number.isFinite(failedAt) ? prepared.slice(0, failedAt).map((doc) => doc._id) : [];
        // Named while the documents before the clash are still stored: the clash may be with one of them.
        const fields = await this.duplicateFields(error, Number.isFinite(failedAt) ? prepared[failedAt] : undefined);
        if (stored.length > 0) await this.native.deleteMany({ _id: { $in: stored } });
        throw new DuplicateKeyError(this.name, fields);
      }
      throw error;
    }
    return prepared as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const found = await this.native.findOne(this.filter(filter), {
      sort: sortWithIdTiebreak(options.sort),
      projection: projectionKeepingId(options.projection),
    });
    return found as unknown as T | null;
  }

  async findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    if (options.collation) return this.findCollated(filter, options, options.collation);
    const cursor = this.native.find(this.filter(filter), {
      sort: sortWithIdTiebreak(options.sort),
      projection: projectionKeepingId(options.projection),
    });
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  /**
   * A collated sort done here, as the embedded store does it, since not every MongoDB-compatible
   * server collates: the sort keys of every match, sorted, then the page's documents by id.
   */
  private async findCollated(filter: Filter, options: FindOptions, collation: SortCollation): Promise<T[]> {
    const sort = Object.entries(sortWithIdTiebreak(options.sort));
    const keys = await this.native.find(this.filter(filter), { projection: Object.fromEntries(sort.map(([path]) => [path, 1])) }).toArray();
    const collate = collatorOf(collation);
    const keyed = keys.map((doc) => ({ id: doc._id, keys: sort.map(([path]) => valueAt(doc, path)) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < sort.length; i++) {
        const [x, y] = [a.keys[i], b.keys[i]];
        const order = typeof x === 'string' && typeof y === 'string' && sort[i][0] !== '_id' ? collate(x, y) : compareValues(x, y);
        if (order !== 0) return order * sort[i][1];
      }
      return 0;
    });
    const skip = options.skip ?? 0;
    const ids = keyed.slice(skip, options.limit ? skip + options.limit : undefined).map(({ id }) => id);
    if (ids.length === 0) return [];
    const docs = await this.native.find({ _id: { $in: ids } }, { projection: projectionKeepingId(options.projection) }).toArray();
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    return ids.flatMap((id) => byId.get(id) ?? []) as unknown as T[];
  }

  /** Counted here from the field alone, which every MongoDB-compatible server answers. */
  async countValues(filter: Filter, field: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const doc of await this.native.find(this.filter(filter), { projection: { [field]: 1 } }).toArray()) {
      countDistinctValues(counts, valueAt(doc, field));
    }
    return counts;
  }

  async count(filter: Filter): Promise<number> {
    return this.native.countDocuments(this.filter(filter));
  }

  async updateOne(filter: Filter, update: Update): Promise<T | null> {
    const updated = await this.mapDuplicate(
      this.native.findOneAndUpdate(this.filter(filter), toMongoUpdate(update), {
        sort: { _id: 1 },
        returnDocument: 'after',
      }),
    );
    return updated as unknown as T | null;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const result = await this.mapDuplicate(
      this.native.updateMany(this.filter(filter), toMongoUpdate(update)),
    );
    return result.modifiedCount;
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    // Without a projection, which FerretDB 1.x refuses on findAndModify.
    const deleted = await this.native.findOneAndDelete(this.filter(filter), { sort: { _id: 1 } });
    return deleted !== null;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.native.deleteMany(this.filter(filter))).deletedCount;
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    const options: mongo.CreateIndexesOptions = {};
    if (spec.unique) options.unique = true;
    if (spec.sparse) options.sparse = true;
    try {
      await this.native.createIndex(spec.fields, options);
    } catch (error) {
      // Documents already stored hold the same key, so the unique index cannot be built.
      if (isDuplicateKey(error)) throw new DuplicateKeyError(this.name, Object.keys(spec.fields));
      throw error;
    }
  }

  private filter(filter: Filter): mongo.Filter<MongoDocument> {
    assertDefinedFilter(filter);
    return toMongoFilter(filter) as mongo.Filter<MongoDocument>;
  }

  private async mapDuplicate<R>(operation: Promise<R>, inserted?: Record<string, unknown>): Promise<R> {
    try {
      return await operation;
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(this.name, await this.duplicateFields(error, inserted));
      throw error;
    }
  }

  /**
   * The clashing index's fields: from keyPattern, or from the index the server's message names
   * (MongoDB's `index: <name> dup key`, or SQLite's `<table>_<name>` under FerretDB). When it names
   * none (FerretDB's E11000 on an insert), the unique index under which a stored document already
   * holds the inserted document's key.
   */
  private async duplicateFields(error: mongo.MongoServerError | mongo.MongoBulkWriteError, inserted?: Record<string, unknown>): Promise<string[]> {
    const details: DuplicateKeyDetail[] = [error as DuplicateKeyDetail, ...writeErrorsOf(error)];
    const keyPattern = details.find((detail) => detail.keyPattern)?.keyPattern;
    if (keyPattern) return Object.keys(keyPattern);
    const message = details.map((detail) => detail.errmsg ?? detail.message ?? '').join(' ');
    const indexes = await this.native.indexes();
    const indexName = /index: (\S+) dup key/.exec(message)?.[1];
    const sqliteIndex = SQLITE_UNIQUE_CLASH.exec(message)?.[1];
    const named = indexes
      .filter((candidate) => candidate.name === indexName || (sqliteIndex !== undefined && sqliteIndex.endsWith(`_${candidate.name}`)))
      .sort((a, b) => (b.name?.length ?? 0) - (a.name?.length ?? 0))[0];
    if (named) return Object.keys(named.key);
    if (!inserted) return [];
    for (const index of indexes.filter((candidate) => candidate.unique || candidate.name === '_id_')) {
      const key = Object.keys(index.key).map((path) => [path, valueAt(inserted, path)] as const);
      // A document without a field of the key cannot clash there on FerretDB, where a missing key is SQLite's NULL.
      if (key.some(([, value]) => value === undefined)) continue;
      if (await this.native.findOne(Object.fromEntries(key) as mongo.Filter<MongoDocument>, { projection: { _id: 1 } })) return key.map(([path]) => path);
    }
    return [];
  }
}

/**
 * The production document store: one MongoDB database per service (`labmedicin-<service>`, or the
 * deployment's MONGO_DATABASE_PREFIX for `labmedicin`), used
 * through the native driver under a mongoose connection. Documents keep their 24-hex string
 * `_id`, so ids are the same as in the embedded store.
 */
export class MongoDocumentStore implements DocumentStore {
  readonly holdsDocumentsInMemory = false;
  private constructor(
    private readonly connection: Connection,
    private readonly db: mongo.Db,
    private readonly url: string,
    /** False when the connection is someone else's (MongooseModule's): then it also closes it. */
    private readonly ownsConnection: boolean,
  ) {}

  /** Over a connection that MongooseModule opened and will close (the services). */
  static over(connection: Connection, url: string): MongoDocumentStore {
    if (!connection.db) throw mongoUnreachable(url, new Error('connected without a database'));
    return new MongoDocumentStore(connection, connection.db, redactUrl(url), false);
  }

  /**
   * Connects to the service's database (`<databasePrefix>-<service>`) or fails within a few
   * seconds with the (credential-free) URL and the reason.
   */
  static async connect(url: string, service: string, databasePrefix = 'labmedicin'): Promise<MongoDocumentStore> {
    const shownUrl = redactUrl(url);
    let connection: Connection | undefined;
    try {
      connection = mongoose.createConnection(url, mongoConnectionOptions(service, databasePrefix));
      await connection.asPromise();
    } catch (error) {
      await connection?.close().catch(() => undefined);
      throw mongoUnreachable(url, error);
    }
    const db = connection.db;
    if (!db) throw mongoUnreachable(url, new Error('connected without a database'));
    return new MongoDocumentStore(connection, db, shownUrl, true);
  }

  collection<T extends StoredDocument>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(name, this.db.collection(name));
  }

  async ping(): Promise<void> {
    try {
      await this.db.admin().ping();
    } catch (error) {
      throw new Error(`Cannot reach MongoDB at ${this.url}: ${reasonOf(error)}`);
    }
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.connection.close();
  }
}
