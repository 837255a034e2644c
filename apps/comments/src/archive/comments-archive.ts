import { storedCollection, type ArchiveSection, type DocumentStore } from '@labmedicin/platform';

/**
 * Comments' part of an archive: every comment as stored, with its moderation state, reports and
 * the copies it keeps of its author's name and its article's slug, title and published state.
 */
export function commentsArchive(store: DocumentStore): ArchiveSection {
  const comments = storedCollection(store, 'comments');
  return { service: 'comments', collections: [comments], count: comments.count, clear: comments.clear };
}
