import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, CONTENT_MESSAGES, type Actor, type Article, type Category } from '@labmedicin/contracts';
import { DOCUMENT_STORE, bootstrapService, createTransportClients, loadConfig, type DocumentStore, type TransportClients } from '@labmedicin/platform';
import { anArticleInput } from '@labmedicin/contracts/testing';
import { actors as staff, makeTempDir, messageCaller, metaFor, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { AppModule } from '../src/app.module';
import { CommentsController } from '../src/comments/comments.controller';
/* eslint-disable @nx/enforce-module-boundaries -- comments asks the real content and auth-users services */
import { AppModule as AuthUsersModule } from '../../auth-users/src/app.module';
import { authUsersEnv } from '../../auth-users/src/config/auth-users.config';
import { AppModule as ContentModule } from '../../content/src/app.module';
/* eslint-enable @nx/enforce-module-boundaries */

/** The shared admin and contributor, and two readers who comment. */
export const actors = {
  admin: staff.admin,
  contributor: staff.contributor,
  anna: { id: 'a00000000000000000000003', username: 'anna', role: 'user' },
  erik: { id: 'a00000000000000000000004', username: 'erik', role: 'user' },
} as const satisfies Record<string, Actor>;

export interface CommentsContext {
  /** Calls a comments handler with a payload exactly as the transport delivers it. */
  call: ReturnType<typeof messageCaller>;
  /** The gateway's side of the transport: calls content, emits events as their publishers do. */
  clients: TransportClients;
  /** A new article in content, published unless told otherwise. */
  article(status?: Article['status']): Promise<Article>;
  /** A user registered with auth-users, as the gateway's session would name them. */
  register(username: string): Promise<Actor>;
  /** Renames a user in auth-users' own store (no route renames users yet). */
  rename(id: string, username: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The comments service with the real content and auth-users services, each started as its main starts it, on NeDB
 * files in a fresh temp dir and the TCP transport; comments handlers called in process.
 */
export async function startComments(): Promise<CommentsContext> {
  const dir: TempDir = await makeTempDir('comments-test-');
  const config = await testConfig(dir.path);
  const authUsers: INestMicroservice = await bootstrapService('auth-users', config, AuthUsersModule.forRoot(config, loadConfig(authUsersEnv, {}).service));
  const content: INestMicroservice = await bootstrapService('content', config, ContentModule.forRoot(config));
  const comments: INestMicroservice = await bootstrapService('comments', config, AppModule.forRoot(config));
  const clients = createTransportClients(config, 'gateway');
  const admin = metaFor(actors.admin);
  const [category] = (await clients.send(CONTENT_MESSAGES.categoriesList, {}, admin)) as Category[];
  let counter = 0;
  return {
    call: messageCaller(comments, [CommentsController]),
    clients,
    article: (status = 'published') =>
      clients.send(CONTENT_MESSAGES.articlesCreate, anArticleInput(category._id, { title: `Kommenterad analys ${++counter}`, status }), admin),
    async register(username) {
      const user = await clients.send(AUTH_USERS_MESSAGES.register, { username, email: `${username}@example.se`, password: 'hemligt123' }, metaFor(null));
      return { id: user._id, username: user.username, role: user.role };
    },
    async rename(id, username) {
      const users = authUsers.get<DocumentStore>(DOCUMENT_STORE).collection('users');
      await users.updateOne({ _id: id }, { $set: { username, usernameKey: username.toLowerCase() } });
    },
    async close() {
      await clients.close();
      await comments.close();
      await content.close();
      await authUsers.close();
      await dir.remove();
    },
  };
}
