export { TAG_MESSAGES } from './tag-messages.constants';

/** A tag as it is stored and compared: trimmed, lowercased, in one Unicode form. */
export function normaliseTag(tag: string): string {
  return tag.normalize('NFC').trim().toLocaleLowerCase('sv');
}

/** Tags of one article: normalised, blanks and repeats dropped, first occurrence kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ''))];
}
