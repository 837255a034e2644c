import { Module } from '@nestjs/common';
import { ARCHIVE_ENDPOINT, ArchiveEndpoint, DOCUMENT_STORE, OBJECT_STORE, archiveHandlersOf, type DocumentStore, type ObjectStore } from '@labmedicin/platform';
import { mediaArchive } from './media-archive';

/** Images' part of the admin area's export and import, over the transport: fresh while there are none. */
@Module({
  controllers: [archiveHandlersOf('media')],
  providers: [
    {
      provide: ARCHIVE_ENDPOINT,
      inject: [DOCUMENT_STORE, OBJECT_STORE],
      useFactory: (store: DocumentStore, objects: ObjectStore) => new ArchiveEndpoint(mediaArchive(store, objects)),
    },
  ],
})
export class MediaArchiveMessagesModule {}
