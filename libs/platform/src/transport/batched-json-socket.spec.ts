import { JsonSocket } from '@nestjs/microservices';
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { BatchedJsonSocket } from './batched-json-socket';

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

/** NestJS's TCP framing: the JSON's length in UTF-16 units, '#', the JSON. */
function frameOf(message: unknown): string {
  const json = JSON.stringify(message);
  return `${json.length}#${json}`;
}

describe('BatchedJsonSocket', () => {
  let pair: Awaited<ReturnType<typeof loopbackPair>>;
  beforeEach(async () => {
    pair = await loopbackPair();
  });
  afterEach(async () => {
    pair.sender.destroy();
    pair.peer.destroy();
    await new Promise((done) => pair.server.close(done));
  });

  it('holds the messages of one turn and writes them together after it, framed as NestJS reads them, in order, each called back', async () => {
    const received: unknown[] = [];
    new JsonSocket(pair.peer).on('message', (message: unknown) => received.push(message));
    const socket = new BatchedJsonSocket(pair.sender);
    const messages = Array.from({ length: 200 }, (_, i) => ({ id: `request-${i}`, pattern: 'articles.get', data: { slug: `kreatinin-å-${i}` } }));
    const sent = messages.map((message) => new Promise<void>((done, fail) => socket.sendMessage(message, (error?: unknown) => (error ? fail(error) : done()))));
    // Nothing has left yet: the turn's messages wait in the socket (its length counts the strings' characters), to go out as one writev.
    expect(pair.sender.writableCorked).toBe(1);
    expect(pair.sender.writableLength).toBe(messages.reduce((length, message) => length + frameOf(message).length, 0));
    await Promise.all(sent);
    expect(pair.sender.writableCorked).toBe(0);
    while (received.length < messages.length) await once(pair.peer, 'data');
    expect(received).toEqual(messages);
  });

  it('sends a message of a later turn too', async () => {
    const received: unknown[] = [];
    new JsonSocket(pair.peer).on('message', (message: unknown) => received.push(message));
    const socket = new BatchedJsonSocket(pair.sender);
    socket.sendMessage({ id: 'first' });
    await new Promise((done) => setImmediate(done));
    socket.sendMessage({ id: 'second' });
    while (received.length < 2) await once(pair.peer, 'data');
    expect(received).toEqual([{ id: 'first' }, { id: 'second' }]);
  });
});
