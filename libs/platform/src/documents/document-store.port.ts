/**
 * The documents port. Repositories are written once against it; the NeDB adapter (embedded) and
 * the MongoDB adapter (production) take the same MongoDB-style filter and update documents, so a
 * repository does not know which store is below.
 *
 * Filters, with MongoDB's meaning in both stores: equality (a `null` value also matches a missing
 * field; a value matches an element of an array field), $eq, $in, $nin, $ne, $gt, $gte, $lt,
 * $lte, $exists, $regex (a RegExp, or a string with $options), $not at field level
 * (`{ views: { $not: { $gt: 5 } } }`), $or, $and and dotted paths. A filter value that is
 * `undefined` is rejected rather than read as "match everything".
 *
 * Updates: $set, $unset, $inc, $addToSet (with $each), $pull (a no-op where the array is
 * missing), $push (with $each). `undefined` values in documents and $set are dropped, as MongoDB
 * does with ignoreUndefined. An update without operators is rejected, never a replacement.
 *
 * Ids are 24-hex ObjectId strings in both stores, time-ordered. Results without a sort come in
 * _id order (insertion order), and every sort ends with _id so pages are stable.
 */
export type Filter = Record<string, unknown>;

export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | '' | 1>;
  $inc?: Record<string, number>;
  $addToSet?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $push?: Record<string, unknown>;
}

export type SortOrder = 1 | -1;

export interface FindOptions {
  sort?: Record<string, SortOrder>;
  skip?: number;
  limit?: number;
  /** Inclusion (1) or exclusion (0) projection; _id is always returned. */
  projection?: Record<string, 0 | 1>;
  /**
   * Strings of the sort's fields compare in this language's alphabetical order (Swedish: case and
   * accents only break ties, å, ä, ö after z) instead of by code unit; the _id tie-break does not.
   */
  collation?: SortCollation;
}

export type SortCollation = 'sv';

export interface IndexSpec {
  fields: Record<string, SortOrder>;
  unique?: boolean;
  /** Unique only among documents that have the field (Mongo partial/sparse, NeDB sparse). */
  sparse?: boolean;
}

/** A stored document always has a 24-hex `_id`. Adapters return plain objects, never models. */
export interface StoredDocument {
  _id: string;
}

export type NewDocument<T extends StoredDocument> = Omit<T, '_id'> & { _id?: string };

export interface DocumentCollection<T extends StoredDocument> {
  readonly name: string;
  /** Inserts and returns the stored document; DuplicateKeyError on a unique index clash. */
  insertOne(doc: NewDocument<T>): Promise<T>;
  insertMany(docs: NewDocument<T>[]): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  findById(id: string): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /**
   * How many of the matching documents hold each value of a field (of strings, or arrays of
   * strings: a value listed twice in one document counts once). Documents without it count nowhere.
   */
  countValues(filter: Filter, field: string): Promise<Map<string, number>>;
  /** Updates the first match and returns it as it is after the update, or null if none matched. */
  updateOne(filter: Filter, update: Update): Promise<T | null>;
  /** Returns the number of documents changed. */
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndex(spec: IndexSpec): Promise<void>;
}

export interface DocumentStore {
  /**
   * True when every stored document is held in this process' memory (the embedded store): a
   * repository may then store rarely read fields compactly. A server store (MongoDB) keeps its
   * documents as they are, readable and queryable by operators.
   */
  readonly holdsDocumentsInMemory: boolean;
  collection<T extends StoredDocument>(name: string): DocumentCollection<T>;
  /** Resolves when the store answers; rejects with a message naming what it could not reach. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A unique index was violated; `fields` names the indexed fields. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly fields: string[],
  ) {
    super(`Duplicate key in ${collection} on ${fields.join(', ')}`);
  }
}
