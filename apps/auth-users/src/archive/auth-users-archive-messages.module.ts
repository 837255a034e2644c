import { Module } from '@nestjs/common';
import { ARCHIVE_ENDPOINT, ArchiveEndpoint, DOCUMENT_STORE, archiveHandlersOf, type DocumentStore } from '@labmedicin/platform';
import { authUsersArchive } from './auth-users-archive';

/**
 * Accounts' part of the admin area's export and import, over the transport. Fresh with one account
 * at most: the first admin, made at the first start, who is the one importing.
 */
@Module({
  controllers: [archiveHandlersOf('auth-users')],
  providers: [
    {
      provide: ARCHIVE_ENDPOINT,
      inject: [DOCUMENT_STORE],
      useFactory: (store: DocumentStore) => {
        const section = authUsersArchive(store);
        return new ArchiveEndpoint(section, { fresh: async () => (await section.count({ withoutAccounts: false })) <= 1 });
      },
    },
  ],
})
export class AuthUsersArchiveMessagesModule {}
