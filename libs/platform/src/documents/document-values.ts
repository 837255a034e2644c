// bson alone, not mongoose: the embedded profile mints ids without loading a MongoDB client.
import { ObjectId } from 'bson';
import type { Filter, FindOptions, SortCollation, SortOrder, Update } from './document-store.port';

/**
 * Rules both adapters apply before a document, filter or update reaches their engine, so that the
 * two stores agree on ids, order, projections and undefined values.
 */

const OBJECT_ID = /^[0-9a-f]{24}$/;
const COLLECTION_NAME = /^[a-z][a-z0-9_-]{0,63}$/i;
const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$addToSet', '$pull', '$push']);

/** A new ObjectId as 24 hex: 4 bytes of seconds first, so ids sort by creation time. */
export function newObjectId(): string {
  return new ObjectId().toHexString();
}

function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

/** The document with a fresh id, or its own id once it is checked to be an ObjectId string. */
export function withObjectId<D extends { _id?: string }>(doc: D): D & { _id: string } {
  if (doc._id === undefined) return { ...doc, _id: newObjectId() };
  if (!isObjectId(doc._id)) throw new Error(`Document _id must be 24 hex characters, got ${JSON.stringify(doc._id)}`);
  return doc as D & { _id: string };
}

/** Collection names become file names in NeDB, so they are kept to a safe alphabet. */
export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) {
    throw new Error(`Invalid collection name ${JSON.stringify(name)}: use letters, digits, - and _`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy made of plain objects, arrays and Dates, without undefined properties (MongoDB's
 * ignoreUndefined); an undefined array element becomes null, as JSON and BSON store it.
 */
export function plainCopy<V>(value: V): V {
  if (Array.isArray(value)) return value.map((item: unknown) => (item === undefined ? null : plainCopy(item))) as V;
  if (value instanceof Date) return new Date(value.getTime()) as V;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) copy[key] = plainCopy(item);
  }
  return copy as V;
}

/**
 * Rejects `undefined` anywhere in a filter: MongoDB would drop the key and match every document,
 * which turns a missing argument into "delete everything".
 */
export function assertDefinedFilter(filter: Filter, path = ''): void {
  for (const [key, value] of Object.entries(filter)) {
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) throw new Error(`Filter value at ${at} is undefined`);
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        if (item === undefined) throw new Error(`Filter value at ${at}.${i} is undefined`);
        if (isPlainObject(item)) assertDefinedFilter(item, `${at}.${i}`);
      });
    } else if (isPlainObject(value)) assertDefinedFilter(value, at);
  }
}

/** Only operator updates: a document without operators would replace the stored one. */
export function normalizeUpdate(update: Update): Update {
  const operators = Object.keys(update);
  if (operators.length === 0) throw new Error('Update has no operators');
  for (const operator of operators) {
    if (!UPDATE_OPERATORS.has(operator)) throw new Error(`Unsupported update operator ${operator}`);
  }
  return plainCopy(update);
}

/** The caller's sort (or none) ended by _id, so equal keys keep one order across pages and stores. */
export function sortWithIdTiebreak(sort: Record<string, SortOrder> | undefined): Record<string, SortOrder> {
  const orders = Object.values(sort ?? {});
  if (sort && '_id' in sort) return sort;
  return { ...sort, _id: orders.length > 0 ? orders[orders.length - 1] : 1 };
}

/** The projection without _id, which both stores then return anyway; undefined when nothing is left. */
export function projectionKeepingId(projection: FindOptions['projection']): Record<string, 0 | 1> | undefined {
  if (!projection) return undefined;
  const rest = Object.fromEntries(Object.entries(projection).filter(([key]) => key !== '_id'));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** Compares two strings in a collation's alphabetical order. */
export function collatorOf(collation: SortCollation): (a: string, b: string) => number {
  return COLLATORS[collation];
}

const COLLATORS: Record<SortCollation, (a: string, b: string) => number> = { sv: new Intl.Collator('sv').compare };

/** The value at a dotted path of a document; undefined where the path ends early. */
export function valueAt(doc: unknown, path: string): unknown {
  let value = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Adds each distinct string value of a document's field to the counts (countValues of both stores). */
export function countDistinctValues(counts: Map<string, number>, value: unknown): void {
  const values = Array.isArray(value) ? value : [value];
  values.forEach((item, i) => {
    if (typeof item === 'string' && values.indexOf(item) === i) counts.set(item, (counts.get(item) ?? 0) + 1);
  });
}
