import type { Article } from '@labmedicin/contracts';
import { connect, type Socket } from 'node:net';
import { articleInput, seededCategoryId } from '../../test/articles';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';

/** A connection to the gateway that collects every byte it answers. */
interface Connection {
  socket: Socket;
  /** Resolves with the bytes received once `count` complete answers are in (by Content-Length, or none for a 304 or a chunked end). */
  answers(count: number): Promise<string[]>;
  closed: Promise<void>;
}

function open(origin: string): Connection {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  socket.setNoDelay(true);
  let received = '';
  let wanted: { count: number; done: (answers: string[]) => void } | null = null;
  const check = () => {
    if (!wanted) return;
    const answers = split(received);
    if (answers.length < wanted.count) return;
    const { done } = wanted;
    wanted = null;
    done(answers);
  };
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    check();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    closed,
    answers: (count) =>
      new Promise((done, fail) => {
        wanted = { count, done };
        void closed.then(() => fail(new Error(`the connection closed after ${split(received).length} of ${count} answers:\n${received.slice(0, 500)}`)));
        check();
      }),
  };
}

/** The complete answers in what a connection received. */
function split(text: string): string[] {
  const answers: string[] = [];
  let at = 0;
  for (;;) {
    const headEnd = text.indexOf('\r\n\r\n', at);
    if (headEnd === -1) return answers;
    const head = text.slice(at, headEnd);
    const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
    let end = headEnd + 4;
    if (length !== undefined) end += Number(length);
    else if (/\r\ntransfer-encoding: chunked/i.test(head)) {
      const last = text.indexOf('\r\n0\r\n\r\n', headEnd);
      if (last === -1) return answers;
      end = last + 7;
    }
    if (end > text.length) return answers;
    answers.push(text.slice(at, end));
    at = end;
  }
}

const get = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`;

/** One request on a connection of its own: the first read of a path fills its ready answer (for this Host). */
async function once(origin: string, request: string): Promise<string> {
  const connection = open(origin);
  connection.socket.write(request);
  const [answer] = await connection.answers(1);
  connection.socket.destroy();
  return answer;
}

/** An answer without its Date line, which moves with the clock. */
const dated = (answer: string) => answer.replace(/\r\nDate: [^\r]+/, '\r\nDate: <now>');

/**
 * The socket front of the hot path: ready answers written as bytes to connections that ask only
 * for them, everything else handed to Node's HTTP server. Ready answers exist only with the
 * in-process cache.
 */
(STACK_PROFILE === 'production' ? describe.skip : describe)('ready answers written straight to the socket', () => {
  let stack: Stack;
  let article: Article;
  let path: string;

  beforeAll(async () => {
    // No view reports while the test compares bytes: a report moves the count in the cached answer.
    stack = await startStack({ services: ['auth-users', 'content'], env: { VIEW_REPORT_INTERVAL_MS: '3600000' } });
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const created = await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack), { content: `<p>${'Kreatinin i plasma. '.repeat(100)}</p>` }));
    expect(created.status).toBe(201);
    article = created.body.data as Article;
    path = `/api/articles/${article.slug}`;
    // The first read goes through the full pipeline and makes the ready answer.
    expect(await once(stack.origin, get(path))).toContain('\r\nX-Cache: MISS\r\n');
  });
  afterAll(() => stack?.close());

  it('sends the same bytes as Node’s HTTP server does for the same ready answer: 200 in each encoding, and 304', async () => {
    const etag = /\r\netag: ("[^"]+")\r\n/.exec(await once(stack.origin, get(path)))?.[1];
    const requests = [get(path), get(path, 'Accept-Encoding: gzip, br\r\n'), get(path, 'Accept-Encoding: gzip\r\n'), get(path, `If-None-Match: ${etag}\r\n`)];
    // Read by the front: one request at a time on a fresh connection.
    const front = open(stack.origin);
    const fromFront: string[] = [];
    for (const request of requests) {
      front.socket.write(request);
      fromFront.push((await front.answers(fromFront.length + 1)).at(-1)!);
    }
    // Read by Node's server: the same requests after one the front does not answer (a probe) on the connection.
    const node = open(stack.origin);
    node.socket.write(get('/livez'));
    await node.answers(1);
    const fromNode: string[] = [];
    for (const request of requests) {
      node.socket.write(request);
      fromNode.push((await node.answers(fromNode.length + 2)).at(-1)!);
    }
    front.socket.destroy();
    node.socket.destroy();
    expect(fromFront.map((answer) => answer.slice(0, answer.indexOf('\r\n')))).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 304 Not Modified']);
    expect(fromFront[1]).toContain('\r\ncontent-encoding: br\r\n');
    expect(fromFront[2]).toContain('\r\ncontent-encoding: gzip\r\n');
    expect(fromFront[0]).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(fromFront.map(dated)).toEqual(fromNode.map(dated));
  });

  it('answers pipelined requests, a request in pieces, and Connection: close as Node does', async () => {
    const pipelined = open(stack.origin);
    pipelined.socket.write(get(path) + get('/livez') + get(path));
    const three = await pipelined.answers(3);
    expect(three.map((answer) => answer.slice(0, answer.indexOf('\r\n')))).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect(three[1]).toContain('{"status":"ok"}');
    pipelined.socket.destroy();

    const pieces = open(stack.origin);
    const request = get(path);
    pieces.socket.write(request.slice(0, 10));
    pieces.socket.write(request.slice(10));
    const [whole] = await pieces.answers(1);
    expect(whole).toContain('\r\nx-cache: HIT\r\n');
    pieces.socket.destroy();

    const closing = open(stack.origin);
    closing.socket.write(get(path, 'Connection: close\r\n'));
    const [last] = await closing.answers(1);
    expect(last).toContain('\r\nConnection: close\r\n');
    await closing.closed;
  });

  it('leaves to Node what the front does not read: a body, a header it reads sent twice, a request without Host', async () => {
    const connection = open(stack.origin);
    connection.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: a=1\r\nCookie: b=2\r\n\r\n`);
    const [twice] = await connection.answers(1);
    expect(twice).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    connection.socket.destroy();

    const withoutHost = open(stack.origin);
    withoutHost.socket.write(`GET ${path} HTTP/1.1\r\n\r\n`);
    const [refused] = await withoutHost.answers(1);
    expect(refused).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    await withoutHost.closed;

    const withBody = open(stack.origin);
    withBody.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{}`);
    const [answered] = await withBody.answers(1);
    expect(answered).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    withBody.socket.destroy();
  });
});

/** Last, since it closes the server: a connection the front holds does not keep the gateway from closing. */
(STACK_PROFILE === 'production' ? describe.skip : describe)('closing the gateway with connections held by the socket front', () => {
  it('ends them, so the server closes at once rather than after the keep-alive timeout', async () => {
    const stack = await startStack({ services: ['auth-users', 'content'] });
    let closing: Promise<void> | undefined;
    try {
      const path = '/api/articles?status=published&limit=1';
      await once(stack.origin, get(path));
      const connection = open(stack.origin);
      connection.socket.write(get(path));
      const [answer] = await connection.answers(1);
      expect(answer).toContain('\r\nx-cache: HIT\r\n');
      closing = stack.close();
      await connection.closed;
    } finally {
      await (closing ?? stack.close());
    }
  }, 20_000);
});
