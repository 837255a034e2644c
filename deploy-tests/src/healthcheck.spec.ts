import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, hasRedisServer, makeTempDir, startRedisServer, type RedisServerHandle, type TempDir } from '@labmedicin/platform/testing';
import { copyParts, parseDockerfile } from './support/dockerfile';
import { ROOT, readText } from './support/workspace';

/**
 * The services' probe script, taken from the Dockerfile as the image gets it and run against a real
 * redis-server. The connection it looks for is the one this test process opens, standing in for a
 * service's transport connection (same network namespace, as in a pod).
 */
const script = parseDockerfile(readText('Dockerfile'))
  .at(-1)
  ?.instructions.find((i) => i.heredoc && copyParts(i).dest === '/app/healthcheck.cjs')?.heredoc?.body as string;

let dir: TempDir;
let scriptPath: string;

function probe(mode: string, redisUrl?: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_PATH: join(ROOT, 'node_modules') };
    if (redisUrl) env.REDIS_URL = redisUrl;
    const child = spawn(process.execPath, [scriptPath, mode], { env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

beforeAll(async () => {
  dir = await makeTempDir('labmedicin-probe-');
  scriptPath = join(dir.path, 'healthcheck.cjs');
  await writeFile(scriptPath, script);
});
afterAll(() => dir.remove());

describe('the services probe (/app/healthcheck.cjs)', () => {
  it('refuses to guess without REDIS_URL or a mode', async () => {
    expect(await probe('ready')).toEqual({ code: 1, stderr: expect.stringContaining('REDIS_URL is not set') });
    expect(await probe('other', 'redis://127.0.0.1:6379')).toEqual({ code: 1, stderr: expect.stringContaining('usage') });
  });

  (hasRedisServer() ? describe : describe.skip)('against redis-server', () => {
    let redis: RedisServerHandle;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(() => redis.stop());

    it('fails live and ready while nothing holds a connection to Redis', async () => {
      for (const mode of ['live', 'ready']) {
        expect(await probe(mode, redis.url)).toEqual({ code: 1, stderr: expect.stringContaining('no established connection') });
      }
    });

    it('passes live and ready while a connection is held and Redis answers', async () => {
      const service = new Redis(redis.url);
      try {
        await service.ping();
        expect(await probe('live', redis.url)).toEqual({ code: 0, stderr: '' });
        expect(await probe('ready', redis.url)).toEqual({ code: 0, stderr: '' });
      } finally {
        service.disconnect();
      }
    });
  });

  describe('against a peer that accepts but never answers', () => {
    let silent: Server;
    let port: number;
    const accepted: Socket[] = [];
    beforeAll(async () => {
      port = await freePort();
      silent = createServer((socket) => accepted.push(socket));
      await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      accepted.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    });

    it('stays live on the held connection but is not ready', async () => {
      const held = createConnection({ port, host: '127.0.0.1' });
      await new Promise((resolve) => held.once('connect', resolve));
      try {
        const url = `redis://127.0.0.1:${port}`;
        expect(await probe('live', url)).toEqual({ code: 0, stderr: '' });
        expect(await probe('ready', url)).toEqual({ code: 1, stderr: expect.stringContaining('unhealthy') });
      } finally {
        held.destroy();
      }
    });
  });
});
