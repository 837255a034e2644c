import type { KeywordColumn } from './in-process-postings';

/**
 * Each keyword filter of the searches since the last write as a mask by short document id (1: the
 * document has one of the values), so a search tests a match with one array read instead of its
 * values. Filters repeat (every public search asks for published articles); a write drops them all.
 */
export class FilterMasks {
  private readonly masks = new Map<string, Uint8Array>();

  maskOf(field: string, values: readonly string[], column: KeywordColumn): Uint8Array {
    const key = JSON.stringify([field, values]);
    const kept = this.masks.get(key);
    if (kept) return kept;
    const accepted = new Uint8Array(column.values.length);
    for (const value of values) {
      const number = column.numbers.get(value);
      if (number !== undefined) accepted[number] = 1;
    }
    const mask = new Uint8Array(column.byDocument.length);
    column.byDocument.forEach((numbers, doc) => {
      if (numbers?.some((number) => accepted[number] === 1)) mask[doc] = 1;
    });
    // A few shapes of filter are asked; a caller filtering on ever new values must not grow this.
    if (this.masks.size >= MASKS_KEPT) this.masks.clear();
    this.masks.set(key, mask);
    return mask;
  }

  clear(): void {
    this.masks.clear();
  }
}

const MASKS_KEPT = 32;
