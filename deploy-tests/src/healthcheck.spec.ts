import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { parse } from 'yaml';
import { startOperationsServer, type ReadinessReport } from '@labmedicin/platform';
import { freePort } from '@labmedicin/platform/testing';
import { readText, serverApps } from './support/workspace';

/**
 * The apps' health check in docker-compose.yml, run as Docker runs it (the exec form's arguments)
 * against a real operations port: the one each app opens on OPS_PORT.
 */
const compose = parse(readText('docker-compose.yml'), { merge: true }) as {
  services: Record<string, { healthcheck?: { test: string[] }; environment?: Record<string, string> }>;
};

function check(app: string, opsPort: number | undefined): Promise<number | null> {
  const [form, command, ...args] = compose.services[app].healthcheck?.test ?? [];
  expect(form).toBe('CMD');
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
  if (opsPort !== undefined) env.OPS_PORT = String(opsPort);
  return new Promise((resolve) => {
    const child = spawn(command === 'node' ? process.execPath : command, args, { env, stdio: 'ignore' });
    child.on('exit', (code) => resolve(code));
  });
}

describe('the apps health check of docker-compose.yml (/readyz on OPS_PORT)', () => {
  let server: Server;
  let port: number;
  let report: ReadinessReport = { ready: true, checks: { redis: 'ok' } };
  const silent = { log: () => undefined, error: () => undefined, warn: () => undefined };

  beforeAll(async () => {
    port = await freePort();
    server = await startOperationsServer({ port, readiness: async () => report, logger: silent });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(serverApps())('%s: passes while its /readyz answers 200, fails while it answers 503', async (app) => {
    expect(compose.services[app].environment?.OPS_PORT).toBe('9460');
    report = { ready: true, checks: { redis: 'ok' } };
    expect(await check(app, port)).toBe(0);
    report = { ready: false, checks: { redis: 'connect ECONNREFUSED' } };
    expect(await check(app, port)).toBe(1);
  });

  it('fails when nothing listens on the operations port', async () => {
    const closed = await freePort();
    expect(await check('content', closed)).toBe(1);
  });
});
