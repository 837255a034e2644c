import type { Filter, Update } from './document-store.port';
import { valueAt } from './document-values';

/**
 * Turns the port's MongoDB filters and updates into ones NeDB evaluates with the same meaning.
 * NeDB's own operators differ where it matters: its $ne/$nin on an array field match when any
 * element differs (MongoDB: when no element equals), its $not is a top-level operator (MongoDB:
 * per field), `{ field: null }` does not match a missing field, it has no $eq, and a /g RegExp
 * keeps state between documents. $pull on a missing array is a no-op in MongoDB and an error in
 * NeDB.
 */

type NedbQuery = Record<string, unknown>;

const COMPARISONS = new Set(['$gt', '$gte', '$lt', '$lte', '$exists']);

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date || value instanceof RegExp) {
    return false;
  }
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

/** A stateless copy: without g and y, RegExp.test does not move lastIndex between documents. */
function statelessRegExp(source: RegExp | string, options = ''): RegExp {
  const flags = typeof source === 'string' ? options : `${source.flags}${options}`;
  return new RegExp(typeof source === 'string' ? source : source.source, [...new Set(flags.replace(/[gy]/g, ''))].join(''));
}

/**
 * Clauses on different keys are joined in one object, which NeDB reads as all of them: it picks
 * an index only among the top-level fields of a query, so under $and a tag page's
 * `{ status, tags }` would scan every article. Clauses sharing a key stay under $and.
 */
function allOf(clauses: NedbQuery[]): NedbQuery {
  if (clauses.length === 1) return clauses[0];
  const joined: NedbQuery = {};
  for (const clause of clauses) {
    for (const [key, value] of Object.entries(clause)) {
      if (key in joined) return { $and: clauses };
      joined[key] = value;
    }
  }
  return joined;
}

function equals(path: string, value: unknown): NedbQuery {
  if (value === null) return { $or: [{ [path]: null }, { [path]: { $exists: false } }] };
  if (value instanceof RegExp) return { [path]: statelessRegExp(value) };
  return { [path]: value };
}

function inList(path: string, values: unknown): NedbQuery {
  if (!Array.isArray(values)) throw new Error(`$in/$nin on ${path} needs an array`);
  const present = values.filter((value) => value !== null);
  if (present.length === values.length) return { [path]: { $in: values } };
  return { $or: [{ [path]: { $in: present } }, equals(path, null)] };
}

function fieldClauses(path: string, condition: unknown): NedbQuery[] {
  if (!isOperatorObject(condition)) return [equals(path, condition)];
  const clauses: NedbQuery[] = [];
  const comparisons: Record<string, unknown> = {};
  for (const [operator, operand] of Object.entries(condition)) {
    switch (operator) {
      case '$eq':
        clauses.push(equals(path, operand));
        break;
      case '$ne':
        clauses.push({ $not: equals(path, operand) });
        break;
      case '$in':
        clauses.push(inList(path, operand));
        break;
      case '$nin':
        clauses.push({ $not: inList(path, operand) });
        break;
      case '$not':
        clauses.push({ $not: allOf(fieldClauses(path, operand)) });
        break;
      case '$regex':
        if (!(operand instanceof RegExp) && typeof operand !== 'string') throw new Error(`$regex on ${path} needs a RegExp or string`);
        clauses.push({ [path]: statelessRegExp(operand, typeof condition.$options === 'string' ? condition.$options : '') });
        break;
      case '$options':
        if (!('$regex' in condition)) throw new Error(`$options on ${path} without $regex`);
        break;
      default:
        if (!COMPARISONS.has(operator)) throw new Error(`Unsupported filter operator ${operator} on ${path}`);
        comparisons[operator] = operand;
    }
  }
  if (Object.keys(comparisons).length > 0) clauses.push({ [path]: comparisons });
  return clauses;
}

export function toNedbQuery(filter: Filter): NedbQuery {
  const clauses: NedbQuery[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(value) || value.length === 0) throw new Error(`${key} needs a non-empty array of filters`);
      clauses.push({ [key]: value.map((part: Filter) => toNedbQuery(part)) });
    } else if (key.startsWith('$')) {
      throw new Error(`Unsupported filter operator ${key}`);
    } else {
      clauses.push(...fieldClauses(key, value));
    }
  }
  return clauses.length === 0 ? {} : allOf(clauses);
}


/**
 * The update as NeDB must apply it to this document: $pull entries whose array the document does
 * not have are left out. Null when nothing is left to apply, since NeDB would read an empty
 * update as "replace the document with {}".
 */
export function toNedbUpdate(update: Update, doc: Record<string, unknown>): Update | null {
  const applied: Update = { ...update };
  if (update.$pull) {
    const pull = Object.fromEntries(Object.entries(update.$pull).filter(([path]) => valueAt(doc, path) !== undefined));
    if (Object.keys(pull).length > 0) applied.$pull = pull;
    else delete applied.$pull;
  }
  return Object.keys(applied).length > 0 ? applied : null;
}
