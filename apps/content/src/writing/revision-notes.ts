import type { RevisionChange, RevisionListItem } from '@labmedicin/contracts';
import type { RevisionDocument } from '../store/revisions.repository';

/** Who the seed articles' first revisions name as their editor. */
export const SEED_EDITOR = 'system';

/**
 * The English sentences the server stored as a revision's description before it stored a code,
 * read back as the code they stand for, so old histories are shown in the reader's language too.
 * A merge of one tag was stored the same way as a rename, so it stays a merge.
 */
const LEGACY_SENTENCES: [RegExp, (match: RegExpExecArray) => RevisionChange][] = [
  [/^Restored from version (\d+)$/, (m) => ({ code: 'restored', version: Number(m[1]) })],
  [/^Tags (.+) merged into (.+)$/, (m) => ({ code: 'tagsMerged', tags: (m[1] as string).split(', '), target: m[2] as string })],
  [/^Tag (.+) removed$/, (m) => ({ code: 'tagRemoved', tag: m[1] as string })],
  [/^Image (\S+) deleted from the media library$/, (m) => ({ code: 'imageDeleted', filename: m[1] as string })],
];

/** What a revision says of itself in answers: its code, or its editor's words. */
export function revisionNoteOf(revision: Pick<RevisionDocument, 'editedBy' | 'changeDescription' | 'change'>): Pick<RevisionListItem, 'change' | 'changeDescription'> {
  if (revision.change) return { change: revision.change };
  const text = revision.changeDescription;
  if (!text) return {};
  if (text === 'Initial version' && revision.editedBy === SEED_EDITOR) return { change: { code: 'seeded' } };
  for (const [pattern, changeOf] of LEGACY_SENTENCES) {
    const match = pattern.exec(text);
    if (match) return { change: changeOf(match) };
  }
  return { changeDescription: text };
}
