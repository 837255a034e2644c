import { createServer } from 'node:net';

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
    const base = await freePort();
    const rest = Array.from({ length: size - 1 }, (_, i) => base + i + 1);
    if ((await Promise.all(rest.map(isFree))).every(Boolean)) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
