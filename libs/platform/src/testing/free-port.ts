import { createServer } from 'node:net';

/**
 * Ports for servers that tests start, taken below Linux's ephemeral range (32768 and up, where
 * every outgoing connection takes its local port) and below the engines' (20000–32767): between
 * the check and the server's listen, no connection of a busy machine can take one.
 */
const TEST_PORTS = { from: 10_000, to: 19_999 };
/**
 * Ports the Fetch standard blocks (its "bad ports"), in that range: fetch and Chromium refuse to
 * connect to them, so a product started there never looks healthy to a test.
 */
const BLOCKED_BY_FETCH = new Set([10_080]);

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return freePortBlock(1);
}

/** Several distinct free ports (a contiguous block is not guaranteed). */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * The first of `size` consecutive ports that were all free a moment ago on 127.0.0.1: the TCP
 * transport gives its nodes the ports from TRANSPORT_PORT_BASE on.
 */
export async function freePortBlock(size: number): Promise<number> {
  for (;;) {
    const base = TEST_PORTS.from + Math.floor(Math.random() * (TEST_PORTS.to - TEST_PORTS.from + 2 - size));
    const block = Array.from({ length: size }, (_, i) => base + i);
    if (block.some((port) => BLOCKED_BY_FETCH.has(port))) continue;
    if ((await Promise.all(block.map(isFree))).every(Boolean)) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
