import { connect, type Socket } from 'node:net';
import { startStack, type Stack } from '../test/stack';

/** Sends one GET on the socket and resolves with the answer's status line once its body is in (by its length, or its last chunk). */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      const complete = length === undefined ? text.endsWith('\r\n0\r\n\r\n') : text.length >= end + 4 + Number(length);
      if (end >= 0 && complete) {
        socket.off('data', onData).off('close', onClose);
        resolve(text.slice(0, text.indexOf('\r\n')));
      }
    };
    const onClose = () => reject(new Error(`the gateway closed the connection before answering ${path}`));
    socket.on('data', onData).once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('keep-alive on the public port', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: [] });
  });
  afterAll(() => stack?.close());

  it('keeps an idle connection 65 s (headers 66 s), longer than the proxy in front keeps it', () => {
    expect(stack.server.keepAliveTimeout).toBe(65_000);
    expect(stack.server.headersTimeout).toBe(66_000);
  });

  it('answers again on a connection left idle longer than Node’s default 5 s', async () => {
    const socket = connect(Number(new URL(stack.origin).port), '127.0.0.1');
    let closedAt: number | null = null;
    socket.once('close', () => (closedAt = Date.now()));
    try {
      expect(await get(socket, '/livez')).toBe('HTTP/1.1 200 OK');
      const idleSince = Date.now();
      // Idle on the socket for real: a server that closes idle connections does so within this.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closedAt === null ? 'open' : `closed after ${closedAt - idleSince} ms idle`).toBe('open');
      expect(await get(socket, '/livez')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 15_000);
});
