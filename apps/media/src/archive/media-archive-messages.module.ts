import { Module } from '@nestjs/common';
import { ARCHIVE_ENDPOINT, ArchiveEndpoint, DOCUMENT_STORE, OBJECT_STORE, archiveHandlersOf, storedCollection, type DocumentStore, type ObjectStore } from '@labmedicin/platform';
import { mediaArchive } from './media-archive';

/**
 * Images' part of the admin area's export and import, over the transport. Fresh while it holds no
 * image and no file: the usage it records of the seed articles at the first start is not content.
 */
@Module({
  controllers: [archiveHandlersOf('media')],
  providers: [
    {
      provide: ARCHIVE_ENDPOINT,
      inject: [DOCUMENT_STORE, OBJECT_STORE],
      useFactory: (store: DocumentStore, objects: ObjectStore) =>
        new ArchiveEndpoint(mediaArchive(store, objects), {
          fresh: async () => (await storedCollection(store, 'images').count({ withoutAccounts: false })) === 0 && (await objects.list()).length === 0,
        }),
    },
  ],
})
export class MediaArchiveMessagesModule {}
