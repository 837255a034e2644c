import 'reflect-metadata';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { TRANSPORT_NODES, type Role, type ServiceName, errorBody, type ApiFailure, type ErrorCode } from '@labmedicin/contracts';
import { DOCUMENT_STORE, bootstrapService, loadConfig, type DocumentStore, type PlatformConfig } from '@labmedicin/platform';
import { IN_PROCESS_SERVICE_TIMEOUT_MS, copySeededContent, freePortBlock, makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import { engineSpace, type EngineSpace } from './engine-space';
import { loadGatewayConfig, type GatewayConfig } from '../src/config/gateway.config';
import { createGateway, startGateway, type Gateway } from '../src/gateway';

/** The admin auth-users seeds with its local defaults. */
export const SEEDED_ADMIN = { email: 'admin@labmedicin.local', password: 'labmedicin-admin' } as const;

export interface Stack {
  config: GatewayConfig;
  dir: TempDir;
  /** The listening gateway's HTTP server, for supertest. */
  server: Server;
  /** The gateway itself, for a test that must reach one of its providers. */
  gateway: Gateway;
  /** `http://127.0.0.1:<port>`: the gateway's own origin as a browser would send it. */
  origin: string;
  services: Partial<Record<ServiceName, INestMicroservice>>;
  stopService(name: ServiceName): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  services: ServiceName[];
  /** Extra environment for the gateway (rate limits, timeouts, WEB_DIST_DIR, ...). */
  env?: Record<string, string>;
}

/**
 * The root module of a service, loaded only when a test starts that service (so a suite does not
 * depend on services it does not use).
 */
/* eslint-disable @nx/enforce-module-boundaries -- integration tests start the real services in-process */
async function moduleOf(name: ServiceName, config: PlatformConfig, env: NodeJS.ProcessEnv): Promise<DynamicModule> {
  switch (name) {
    case 'auth-users': {
      const [{ AppModule }, { authUsersEnv }] = await Promise.all([
        import('../../auth-users/src/app.module'),
        import('../../auth-users/src/config/auth-users.config'),
      ]);
      return AppModule.forRoot(config, loadConfig(authUsersEnv, env).service);
    }
    case 'content':
      return (await import('../../content/src/app.module')).AppModule.forRoot(config);
    case 'media':
      return (await import('../../media/src/app.module')).AppModule.forRoot(config);
    case 'comments':
      return (await import('../../comments/src/app.module')).AppModule.forRoot(config);
  }
}
/* eslint-enable @nx/enforce-module-boundaries */

/**
 * The real gateway and the real services it needs, in this process, on free ports, called over
 * HTTP: with NeDB (and everything else embedded) in a temp dir, or, in the jest project
 * `gateway-production`, on the production engines (Redis, MongoDB, Elasticsearch, S3) in a space
 * of its own that no other stack sees (engine-space.ts).
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const dir = await makeTempDir('gateway-test-');
  // Content starts from the store npm test seeded once, where it did, instead of seeding again.
  const seeded = options.services.includes('content');
  let space: EngineSpace | null = null;
  try {
    space = await engineSpace({ seeded });
    if (seeded && !space) await copySeededContent(dir.path);
  } catch (error) {
    await dir.remove();
    throw error;
  }
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir.path,
    PORT: '0',
    SERVICE_TIMEOUT_MS: IN_PROCESS_SERVICE_TIMEOUT_MS,
    TRANSPORT_PORT_BASE: String(await freePortBlock(TRANSPORT_NODES.length)),
    WEB_DIST_DIR: join(dir.path, 'no-web-build'),
    ...space?.env,
    ...options.env,
  };
  const config = loadGatewayConfig(env);
  const services: Stack['services'] = {};
  let gateway: Gateway | undefined;
  const stopService = async (name: ServiceName) => {
    const service = services[name];
    delete services[name];
    await service?.close();
  };
  const close = async () => {
    await gateway?.app.close();
    for (const name of Object.keys(services) as ServiceName[]) await stopService(name);
    await space?.remove();
    await dir.remove();
  };
  try {
    // OPS_PORT is the gateway's: the services in this same process would each try to open it too.
    const servicePlatform: PlatformConfig = { ...config.platform, operations: { ...config.platform.operations, port: null } };
    for (const name of options.services) {
      services[name] = await bootstrapService(name, servicePlatform, await moduleOf(name, servicePlatform, env));
    }
    gateway = await createGateway(config);
    await startGateway(gateway, config);
  } catch (error) {
    await close();
    throw error;
  }
  const server = gateway.app.getHttpServer() as Server;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { config, dir, server, gateway, origin: `http://127.0.0.1:${port}`, services, stopService, close };
}

let counter = 0;

/** A fresh, valid registration. */
export function newUser(prefix = 'user'): { username: string; email: string; password: string } {
  counter += 1;
  const tag = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  return { username: tag, email: `${tag}@example.se`, password: 'secret-password' };
}

/** A supertest agent (keeps cookies) logged in with these credentials. */
export async function loggedInAgent(stack: Stack, credentials: { email: string; password: string }) {
  const agent = request.agent(stack.server);
  const res = await agent.post('/api/auth/login').send(credentials);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** A supertest agent with a newly registered (and so logged-in) user of role 'user'. */
export async function registeredAgent(stack: Stack) {
  const agent = request.agent(stack.server);
  const user = newUser();
  const res = await agent.post('/api/auth/register').send(user);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user };
}

/**
 * A supertest agent logged in as a new user of the given role. No route grants roles yet, so the
 * role is set in auth-users' own store (the stack must run auth-users) before logging in.
 */
export async function agentWithRole(stack: Stack, role: Role) {
  const authUsers = stack.services['auth-users'];
  if (!authUsers) throw new Error('agentWithRole needs auth-users in the stack');
  const user = newUser(role);
  await request(stack.server).post('/api/auth/register').send(user).expect(201);
  const users = authUsers.get<DocumentStore>(DOCUMENT_STORE).collection<{ _id: string; email: string; role: Role }>('users');
  await users.updateOne({ email: user.email }, { $set: { role } });
  return { agent: await loggedInAgent(stack, user), user };
}

/** The API's error body for a code of the catalogue, as the gateway answers it. */
export function failureBody(code: ErrorCode, details?: Parameters<typeof errorBody>[1]): ApiFailure {
  const { status: _status, ...body } = errorBody(code, details);
  return { success: false, ...body };
}
