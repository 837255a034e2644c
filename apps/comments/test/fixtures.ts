import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import {
  AUTH_USERS_MESSAGES,
  CONTENT_MESSAGES,
  TRANSPORT_NODES,
  isServiceErrorBody,
  type Actor,
  type Article,
  type Category,
  type RequestMeta,
  type ServiceErrorBody,
} from '@labmedicin/contracts';
import {
  DOCUMENT_STORE,
  ServiceError,
  bootstrapService,
  createTransportClients,
  loadConfig,
  type DocumentStore,
  type PlatformConfig,
  type TransportClients,
} from '@labmedicin/platform';
import { anArticleInput } from '@labmedicin/contracts/testing';
import { freePortBlock, makeTempDir, messageCaller, type TempDir } from '@labmedicin/platform/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module';
import { CommentsController } from '../src/comments/comments.controller';
/* eslint-disable @nx/enforce-module-boundaries -- comments asks the real content and auth-users services */
import { AppModule as AuthUsersModule } from '../../auth-users/src/app.module';
import { authUsersEnv } from '../../auth-users/src/config/auth-users.config';
import { AppModule as ContentModule } from '../../content/src/app.module';
/* eslint-enable @nx/enforce-module-boundaries */

export const actors = {
  admin: { id: 'a00000000000000000000001', username: 'admin', role: 'admin' },
  contributor: { id: 'a00000000000000000000002', username: 'writer', role: 'contributor' },
  anna: { id: 'a00000000000000000000003', username: 'anna', role: 'user' },
  erik: { id: 'a00000000000000000000004', username: 'erik', role: 'user' },
} as const satisfies Record<string, Actor>;

/** The meta of a caller; a new request id each time it is read, as every request through the gateway has. */
export const metaFor = (actor: Actor | null): RequestMeta => ({
  get requestId() {
    return randomUUID();
  },
  actor,
});

/** A 24-hex id that no store has handed out. */
export const unknownId = 'ffffffffffffffffffffffff';

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

async function testConfig(dataDir: string): Promise<PlatformConfig> {
  const portBase = await freePortBlock(TRANSPORT_NODES.length);
  return loadConfig({}, { DATA_DIR: dataDir, TRANSPORT_PORT_BASE: String(portBase), LOG_LEVEL: 'silent', NODE_ENV: 'test' }).platform;
}

/** The error body a call fails with, raised here or by content; fails the test if the call succeeds. */
export async function failureOf(call: Promise<unknown>): Promise<ServiceErrorBody> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (error instanceof ServiceError) return error.body;
  if (isServiceErrorBody(error)) return error;
  throw error;
}

/** Retries `probe` until it holds or 5 s have passed (for the effects of events). */
export async function eventually(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('the expected effect did not happen within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
