import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { TRANSPORT_NODES, type Actor, type AnswerOf, type PayloadOf, type RequestMessage, type RequestMeta, type User } from '@labmedicin/contracts';
import {
  DOCUMENT_STORE,
  bootstrapService,
  createTransportClients,
  loadConfig,
  type DocumentStore,
  type PlatformConfig,
  type TransportClients,
} from '@labmedicin/platform';
import { freePortBlock } from '@labmedicin/platform/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module';
import { authUsersEnv } from '../src/config/auth-users.config';

export const meta = (actor: Actor | null = null): RequestMeta => ({ requestId: randomUUID(), actor });

/** The actor the gateway would put in the meta for this user's session. */
export const actorOf = (user: Pick<User, '_id' | 'username' | 'role'>): Actor => ({ id: user._id, username: user.username, role: user.role });

export interface RunningAuthUsers {
  config: PlatformConfig;
  service: INestMicroservice;
  /** Calls auth-users over the real transport, as the gateway does. */
  clients: TransportClients;
  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>): Promise<AnswerOf<M>>;
  /** As `send`, on behalf of a logged-in user. */
  sendAs<M extends RequestMessage>(actor: Actor, message: M, payload: PayloadOf<M>): Promise<AnswerOf<M>>;
  store(): DocumentStore;
  close(): Promise<void>;
}

/** auth-users started as its main starts it, with NeDB in `dataDir` and free transport ports. */
export async function startAuthUsers(dataDir: string, env: Record<string, string> = {}): Promise<RunningAuthUsers> {
  const { platform: config, service: own } = loadConfig(authUsersEnv, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRANSPORT_PORT_BASE: String(await freePortBlock(TRANSPORT_NODES.length)),
    ...env,
  });
  const service = await bootstrapService('auth-users', config, AppModule.forRoot(config, own));
  const clients = createTransportClients(config, 'gateway');
  return {
    config,
    service,
    clients,
    send: (message, payload) => clients.send(message, payload, meta()),
    sendAs: (actor, message, payload) => clients.send(message, payload, meta(actor)),
    store: () => service.get<DocumentStore>(DOCUMENT_STORE),
    close: async () => {
      await clients.close();
      await service.close();
    },
  };
}
