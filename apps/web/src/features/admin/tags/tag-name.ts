import { tagNameSchema } from '@labmedicin/contracts';

/**
 * Why a new name for `current` cannot be saved (a validation code), or null: required, at most 50
 * characters, and not another existing tag in any case.
 */
export function tagNameProblem(name: string, current: string, existing: readonly string[]): 'tagNameRequired' | 'tagNameTooLong' | 'tagExists' | null {
  const parsed = tagNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message === 'tagNameTooLong' ? 'tagNameTooLong' : 'tagNameRequired';
  const lower = parsed.data.toLocaleLowerCase('sv');
  return existing.some((tag) => tag !== current && tag.toLocaleLowerCase('sv') === lower) ? 'tagExists' : null;
}
