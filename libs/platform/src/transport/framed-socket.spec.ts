import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { FrameWriter, FramedSocket } from './framed-socket';

/** A connected pair on loopback: the socket under test and the raw peer socket it writes to. */
async function loopbackPair(): Promise<{ server: Server; sender: Socket; peer: Socket }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const accepted = once(server, 'connection');
  const sender = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(sender, 'connect');
  const [peer] = (await accepted) as [Socket];
  return { server, sender, peer };
}

function framesOf(messages: object[]): Buffer {
  const writer = new FrameWriter();
  messages.forEach((message) => writer.append(message));
  return writer.take() ?? Buffer.alloc(0);
}

function receiving(socket: FramedSocket): unknown[] {
  const received: unknown[] = [];
  socket.on('message', (message: unknown) => received.push(message));
  return received;
}

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('FramedSocket', () => {
  let pair: Awaited<ReturnType<typeof loopbackPair>>;
  beforeEach(async () => {
    pair = await loopbackPair();
  });
  afterEach(async () => {
    pair.sender.destroy();
    pair.peer.destroy();
    await new Promise((done) => pair.server.close(done));
  });

  it('holds the messages of one turn and writes them together after it, read in order at the other end, each called back', async () => {
    const received = receiving(new FramedSocket(pair.peer));
    const socket = new FramedSocket(pair.sender);
    const messages = Array.from({ length: 200 }, (_, i) => ({ id: `request-${i}`, pattern: 'articles.get', data: { slug: `kreatinin-å–${i}` } }));
    const written: Buffer[] = [];
    const write = pair.sender.write.bind(pair.sender);
    pair.sender.write = ((chunk: Buffer, ...rest: never[]) => (written.push(Buffer.from(chunk)), write(chunk, ...rest))) as typeof pair.sender.write;
    const sent = messages.map((message) => new Promise<void>((done, fail) => socket.sendMessage(message, (error?: unknown) => (error ? fail(error) : done()))));
    // Nothing has left yet: the turn's frames wait, to go out together.
    expect(written).toHaveLength(0);
    await Promise.all(sent);
    expect(written).toEqual([framesOf(messages)]);
    await until(() => received.length === messages.length);
    expect(received).toEqual(messages);
  });

  it('sends a turn’s frames as soon as they pass 32 KB, and the rest after the turn', async () => {
    const received = receiving(new FramedSocket(pair.peer));
    const socket = new FramedSocket(pair.sender);
    const written: Buffer[] = [];
    const write = pair.sender.write.bind(pair.sender);
    pair.sender.write = ((chunk: Buffer, ...rest: never[]) => (written.push(Buffer.from(chunk)), write(chunk, ...rest))) as typeof pair.sender.write;
    const answers = Array.from({ length: 5 }, (_, i) => ({ id: `answer-${i}`, response: { summary: 'x'.repeat(10_000) }, isDisposed: true }));
    answers.forEach((answer) => socket.sendMessage(answer));
    expect(written).toEqual([framesOf(answers.slice(0, 4))]);
    await until(() => received.length === answers.length);
    expect(written).toEqual([framesOf(answers.slice(0, 4)), framesOf(answers.slice(4))]);
    expect(received).toEqual(answers);
  });

  it('sends a message of a later turn too', async () => {
    const received = receiving(new FramedSocket(pair.peer));
    const socket = new FramedSocket(pair.sender);
    socket.sendMessage({ id: 'first' });
    await new Promise((done) => setImmediate(done));
    socket.sendMessage({ id: 'second' });
    await until(() => received.length === 2);
    expect(received).toEqual([{ id: 'first' }, { id: 'second' }]);
  });

  it('reads frames cut anywhere, inside a length or a character, and answers with and without a body', async () => {
    const received = receiving(new FramedSocket(pair.peer));
    const packets = [
      { id: 'a', response: { title: 'Kreatinin – njurfunktion 🧪', views: 12 }, isDisposed: true },
      { id: 'b', err: { status: 404, code: 'ARTICLE_NOT_FOUND' }, isDisposed: true },
      { id: 'c', response: null, isDisposed: true },
      { pattern: 'article.viewed', data: { counts: { x: 3 } } },
    ];
    const bytes = framesOf(packets);
    for (let at = 0; at < bytes.length; at += 1) {
      pair.sender.write(bytes.subarray(at, at + 1));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => received.length === packets.length);
    expect(received).toEqual(packets);
  });

  it('carries a request and its answer whole, counting the frame in bytes (å, ä, ö take two)', async () => {
    const client = new FramedSocket(pair.sender);
    const received = receiving(client);
    const server = new FramedSocket(pair.peer);
    const requests: unknown[] = [];
    server.on('message', (request: unknown) => requests.push(request));
    client.sendMessage({ id: 'list', pattern: 'content.articles.list', data: { meta: {}, data: { page: 1 } } });
    await until(() => requests.length === 1);
    expect(requests).toEqual([{ id: 'list', pattern: 'content.articles.list', data: { meta: {}, data: { page: 1 } } }]);
    const answer = { data: [{ title: 'Blodstatus, B-', summary: 'Järnbrist ökar ÅÄÖ' }], pagination: { page: 1, total: 1 } };
    server.sendMessage({ id: 'list', response: answer, isDisposed: true });
    await until(() => received.length === 1);
    expect(received).toEqual([{ id: 'list', response: answer, isDisposed: true }]);
  });

  it('closes the connection on a frame larger than any message may be', async () => {
    const socket = new FramedSocket(pair.peer);
    const errors: unknown[] = [];
    socket.on('error', (error: unknown) => errors.push(error));
    const prefix = Buffer.alloc(4);
    prefix.writeUInt32BE(0xffffffff, 0);
    pair.sender.write(prefix);
    await once(pair.sender, 'end');
    expect(String(errors[0])).toContain('exceeds the limit');
  });
});
