import { Module } from '@nestjs/common';
import { ARCHIVE_ENDPOINT, ArchiveEndpoint, DOCUMENT_STORE, archiveHandlersOf, type DocumentStore } from '@labmedicin/platform';
import { commentsArchive } from './comments-archive';

/** Comments' part of the admin area's export and import, over the transport: fresh while there are none. */
@Module({
  controllers: [archiveHandlersOf('comments')],
  providers: [{ provide: ARCHIVE_ENDPOINT, inject: [DOCUMENT_STORE], useFactory: (store: DocumentStore) => new ArchiveEndpoint(commentsArchive(store)) }],
})
export class CommentsArchiveMessagesModule {}
