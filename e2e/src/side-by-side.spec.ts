import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@labmedicin/platform/testing';
import { startProduct, type RunningProduct } from './support/product';

const ROOT = resolve(__dirname, '../..');

/** Holds a port as another program on the machine would. */
async function holdPort(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(port, listening));
  return server;
}

/**
 * Runs `npm start` (scripts/start.mjs --skip-build) until it exits on its own: its exit code and
 * what it wrote, less the warning about an end-of-life Node.js.
 */
async function startUntilExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-e2e-'));
  try {
    const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((exited) => child.once('exit', exited));
    // On a Node.js past its end of life npm start says so first, whatever happens next.
    return { code, stdout, stderr: stderr.replace(/^\[labmedicin\] Node\.js \S+ reached its end of life.*\n/, '') };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two products on one machine, each started as `npm start` starts it (the transport's ports left
 * to their default): the second takes other ports and both work; a port the person set that is
 * taken stops the start with one plain line naming it.
 */
describe('two products side by side', () => {
  const products: RunningProduct[] = [];
  afterAll(async () => {
    await Promise.all(products.map((product) => product.stop()));
  });

  it('both start with the default transport ports and answer reads and logins through their services', async () => {
    products.push(await startProduct({}, { defaultTransportPorts: true }));
    products.push(await startProduct({}, { defaultTransportPorts: true }));
    for (const product of products) {
      const list = await fetch(`${product.baseUrl}/api/articles?status=published&limit=1`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(1);
      const login = await fetch(`${product.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: product.baseUrl },
        body: JSON.stringify(product.admin),
      });
      expect([product.baseUrl, login.status]).toEqual([product.baseUrl, 200]);
    }
  });

  it('stops with one line naming TRANSPORT_PORT_BASE when the transport port set is taken', async () => {
    const base = await freePort();
    const held = await holdPort(base + 2);
    try {
      const started = await startUntilExit({ PORT: String(await freePort()), TRANSPORT_PORT_BASE: String(base) });
      expect(started.code).toBe(1);
      expect(started.stderr).toBe(
        `[labmedicin] port ${base + 2} is in use (TRANSPORT_PORT_BASE=${base}: the transport takes ${base}-${base + 4}): ` +
          'set TRANSPORT_PORT_BASE to the first of 5 free ports, or leave it unset\n',
      );
    } finally {
      held.close();
    }
  });

  it('stops with one line naming PORT when the gateway port set is taken', async () => {
    const port = await freePort();
    const held = await holdPort(port);
    try {
      const started = await startUntilExit({ PORT: String(port) });
      expect(started.code).toBe(1);
      expect(started.stderr).toBe(`[labmedicin] port ${port} is in use (PORT=${port}): set PORT to a free port\n`);
    } finally {
      held.close();
    }
  });
});
