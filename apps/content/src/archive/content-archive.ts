import { storedCollection, type ArchiveCollection, type ArchiveRecord, type ArchiveSection, type DocumentStore, type SearchEngine } from '@labmedicin/platform';
import { ARTICLE_INDEX } from '../search/article-search.service';
import { RevisionsRepository, type RevisionDocument } from '../store/revisions.repository';

const REVISIONS_BATCH = 200;

/**
 * Every revision as the editor reads it: the embedded store packs a revision's article fields,
 * the archive carries them unpacked, and each store packs (or not) what it imports its own way.
 */
function revisionsCollection(store: DocumentStore): ArchiveCollection {
  const repository = new RevisionsRepository(store);
  return {
    name: 'revisions',
    async *records(_options, after) {
      let batch = await repository.batchAfter(after ?? null, REVISIONS_BATCH);
      while (batch.length > 0) {
        yield* batch as unknown as ArchiveRecord[];
        batch = await repository.batchAfter(batch[batch.length - 1]._id, REVISIONS_BATCH);
      }
    },
    async insertBatch(records) {
      if (records.length > 0) await repository.insertMany(records as unknown as RevisionDocument[]);
    },
  };
}

/**
 * Content's part of an archive: categories, articles (their translation links, analyses,
 * reference rows and tags are fields of the article), every revision, view counts and which
 * seeds were applied (so a start after an import does not seed again). The search index is not
 * carried: an import empties it and content's next start builds it from the imported articles.
 */
export function contentArchive(store: DocumentStore, search: SearchEngine): ArchiveSection {
  const stored = ['categories', 'articles', 'revisions', 'articleViews', 'seedProgress'].map((name) => storedCollection(store, name));
  return {
    service: 'content',
    collections: stored.map((collection) => (collection.name === 'revisions' ? revisionsCollection(store) : collection)),
    count: async (options) => (await Promise.all(stored.map((collection) => collection.count(options)))).reduce((sum, n) => sum + n, 0),
    clear: async (options) => {
      for (const collection of stored) await collection.clear(options);
    },
    afterImport: async () => {
      await (await search.index(ARTICLE_INDEX)).clear();
    },
  };
}
