import type { RevisionListItem } from '@labmedicin/contracts';
import type { TFunction } from 'i18next';

/**
 * What a revision says of itself in the reader's language: what the server did (a code with its
 * values), or the editor's own words as they typed them; null when it says nothing.
 */
export function revisionNoteText(revision: Pick<RevisionListItem, 'change' | 'changeDescription'>, t: TFunction<'admin'>): string | null {
  const { change } = revision;
  if (!change) return revision.changeDescription ?? null;
  switch (change.code) {
    case 'seeded':
      return t('revisions.changes.seeded');
    case 'restored':
      return t('revisions.changes.restored', { version: change.version });
    case 'tagsMerged':
      return t('revisions.changes.tagsMerged', { tags: change.tags.join(', '), target: change.target });
    case 'tagRenamed':
      return t('revisions.changes.tagRenamed', { from: change.from, to: change.to });
    case 'tagRemoved':
      return t('revisions.changes.tagRemoved', { tag: change.tag });
    case 'imageDeleted':
      return t('revisions.changes.imageDeleted', { filename: change.filename });
  }
}
