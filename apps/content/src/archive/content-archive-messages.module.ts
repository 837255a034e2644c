import { Module } from '@nestjs/common';
import { ARCHIVE_ENDPOINT, ArchiveEndpoint, DOCUMENT_STORE, SEARCH_ENGINE, archiveHandlersOf, type DocumentStore, type SearchEngine } from '@labmedicin/platform';
import { STANDARD_CATEGORIES } from '../seed/categories.seed';
import { ArticleSearchModule } from '../search/article-search.module';
import { ArticleSearchService } from '../search/article-search.service';
import { CategoriesRepository } from '../store/categories.repository';
import { ContentStoreModule } from '../store/content-store.module';
import { RevisionsRepository } from '../store/revisions.repository';
import { SEED_EDITOR } from '../writing/revision-notes';
import { contentArchive } from './content-archive';

/**
 * Content's part of the admin area's export and import, over the transport. It is fresh while
 * every version was saved by the seed and the categories are no more than the standard ones; after
 * an import the search index is made again from the imported articles.
 */
@Module({
  imports: [ContentStoreModule, ArticleSearchModule],
  controllers: [archiveHandlersOf('content')],
  providers: [
    {
      provide: ARCHIVE_ENDPOINT,
      inject: [DOCUMENT_STORE, SEARCH_ENGINE, RevisionsRepository, CategoriesRepository, ArticleSearchService],
      useFactory: (store: DocumentStore, engine: SearchEngine, revisions: RevisionsRepository, categories: CategoriesRepository, search: ArticleSearchService) =>
        new ArchiveEndpoint(contentArchive(store, engine), {
          fresh: async () => !(await revisions.anyEditedByOtherThan(SEED_EDITOR)) && (await categories.findAll()).length <= STANDARD_CATEGORIES.length,
          afterImport: () => search.rebuild(),
        }),
    },
  ],
})
export class ContentArchiveMessagesModule {}
