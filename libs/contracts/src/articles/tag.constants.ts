import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the tag failures that are not validation of one name. */
export const TAG_MESSAGES = {
  mergeIntoItself: SHARED_MESSAGES.mergeIntoItself,
} as const;

/** A tag as it is stored and compared: trimmed, lowercased, in one Unicode form. */
export function normaliseTag(tag: string): string {
  return tag.normalize('NFC').trim().toLocaleLowerCase('sv');
}

/** Tags of one article: normalised, blanks and repeats dropped, first occurrence kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ''))];
}
