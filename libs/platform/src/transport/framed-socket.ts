import { TcpSocket } from '@nestjs/microservices';
import type { Socket } from 'node:net';

/** The length of the packet's JSON, in bytes, before each frame. */
const PREFIX_BYTES = 4;
/** A frame larger than this closes the connection: no answer or request of ours comes near it. */
const MAX_FRAME_BYTES = 128 * 1024 * 1024;
/** Answers held for a peer that reads nothing close the connection above this. */
const MAX_SEND_BUFFER_BYTES = 128 * 1024 * 1024;
/** Frames held for the end of the turn are sent at once when they reach this size. */
const EARLY_FLUSH_BYTES = 32 * 1024;
/** The buffer frames are encoded into: at least this large, and kept between turns up to the next. */
const MIN_BUFFER_BYTES = 16 * 1024;
const MAX_KEPT_BYTES = 1024 * 1024;
/** A frame begun and not finished for this long closes the connection. */
const INCOMPLETE_FRAME_TIMEOUT_MS = 30_000;

interface Packet {
  id?: string;
  pattern?: unknown;
  data?: unknown;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * The embedded TCP transport's framing, used at both ends (NestJS's TCP server and client take it
 * as their socketClass). NestJS's own JsonSocket frames each packet as its JSON's length in
 * characters, so every byte received is decoded into a growing string and sliced out of it. Here a
 * frame is counted in bytes:
 *
 *     [packet bytes: u32][packet JSON]
 *
 * so frames are cut from the received buffers without decoding them. The frames written in one turn of the
 * event loop are encoded into one buffer and leave in one write after it: each write to a loopback
 * socket is a system call that also runs the peer's side of TCP, and each JSON is encoded to UTF-8
 * once, straight into that buffer.
 */
export class FramedSocket extends TcpSocket {
  private readonly received: Buffer[] = [];
  private receivedBytes = 0;
  private readonly outgoing = new FrameWriter();
  private outgoingCallbacks: ((err?: unknown) => void)[] = [];
  private flushScheduled = false;
  private backpressured = false;
  private incompleteTimer: NodeJS.Timeout | null = null;

  constructor(socket: Socket) {
    super(socket);
    // Writes are batched here, per turn: Nagle's algorithm would only hold a turn's batch back
    // until the peer acknowledges the last one, which with delayed acknowledgements costs
    // milliseconds per request when few are in flight.
    socket.setNoDelay(true);
    socket.on('close', () => this.clearIncompleteTimer());
  }

  protected override handleSend(message: Packet, callback?: (err?: unknown) => void): void {
    this.outgoing.append(message);
    if (callback) this.outgoingCallbacks.push(callback);
    // A turn that answers many requests (fifty list answers of 17 KB: milliseconds of work) sends
    // them as they pile up, so the peer works on the first while this process makes the rest;
    // small messages still leave together at the end of the turn.
    if (this.outgoing.length >= EARLY_FLUSH_BYTES) this.flush();
    else if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
    // A peer that sends requests and reads no answers would have every answer buffered here:
    // reading stops until it catches up (see flush), and past a limit the connection is dropped.
    const held = this.netSocket.writableLength + this.outgoing.length;
    if (held > MAX_SEND_BUFFER_BYTES) this.handleDataError(new Error(`The peer left ${held} bytes unread`), { destroy: true });
  }

  private flush(): void {
    const bytes = this.outgoing.take();
    const callbacks = this.outgoingCallbacks;
    this.outgoingCallbacks = [];
    if (!bytes) return;
    const done = callbacks.length === 0 ? undefined : (err?: unknown) => callbacks.forEach((callback) => callback(err));
    if (!this.netSocket.write(bytes, done)) this.applyBackpressure();
  }

  protected override handleData(data: Buffer | string): void {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.received.push(bytes);
    this.receivedBytes += bytes.length;
    try {
      this.readFrames();
    } finally {
      this.refreshIncompleteTimer();
    }
  }

  private readFrames(): void {
    while (!this.backpressured && this.receivedBytes >= PREFIX_BYTES) {
      let first = this.received[0] as Buffer;
      if (first.length < PREFIX_BYTES) first = this.joinReceived();
      const packetBytes = first.readUInt32BE(0);
      const frameBytes = PREFIX_BYTES + packetBytes;
      if (packetBytes > MAX_FRAME_BYTES) {
        this.received.length = 0;
        this.receivedBytes = 0;
        throw new Error(`A frame of ${packetBytes} bytes exceeds the limit of ${MAX_FRAME_BYTES}`);
      }
      if (this.receivedBytes < frameBytes) return;
      if (first.length < frameBytes) first = this.joinReceived();
      const packet = JSON.parse(first.toString('utf8', PREFIX_BYTES, frameBytes)) as Packet;
      if (first.length === frameBytes) this.received.shift();
      else this.received[0] = first.subarray(frameBytes);
      this.receivedBytes -= frameBytes;
      this.netSocket.emit('message', packet);
    }
  }

  /** All buffers received so far as one; only when a frame spans several, so each byte is copied once per frame at most. */
  private joinReceived(): Buffer {
    const joined = Buffer.concat(this.received, this.receivedBytes);
    this.received.length = 0;
    this.received.push(joined);
    return joined;
  }

  private applyBackpressure(): void {
    if (this.backpressured) return;
    this.backpressured = true;
    this.netSocket.pause();
    this.netSocket.once('drain', () => {
      this.backpressured = false;
      this.netSocket.resume();
      // Frames that arrived before the pause may be waiting.
      try {
        this.readFrames();
      } catch (error) {
        this.handleDataError(error);
      } finally {
        this.refreshIncompleteTimer();
      }
    });
  }

  /** A peer that stops in the middle of a frame gets the connection closed, not a buffer held forever. */
  private refreshIncompleteTimer(): void {
    this.clearIncompleteTimer();
    if (this.receivedBytes === 0) return;
    this.incompleteTimer = setTimeout(() => {
      this.incompleteTimer = null;
      const held = this.receivedBytes;
      this.received.length = 0;
      this.receivedBytes = 0;
      this.handleDataError(new Error(`A frame stayed incomplete (${held} bytes) for ${INCOMPLETE_FRAME_TIMEOUT_MS} ms`), { destroy: true });
    }, INCOMPLETE_FRAME_TIMEOUT_MS);
    this.incompleteTimer.unref();
  }

  private clearIncompleteTimer(): void {
    if (!this.incompleteTimer) return;
    clearTimeout(this.incompleteTimer);
    this.incompleteTimer = null;
  }
}

/**
 * Frames appended into one buffer: each JSON encoded once, into room for its worst case (3 bytes a
 * UTF-16 unit), its byte lengths written in front of it afterwards. The buffer is kept for the next
 * turn's frames (up to MAX_KEPT_BYTES): each take copies out only the bytes used, so a socket does
 * not allocate a new worst-case buffer every turn.
 */
export class FrameWriter {
  private buffer: Buffer | null = null;
  private used = 0;

  get length(): number {
    return this.used;
  }

  append(message: Packet): void {
    const packet = JSON.stringify(message);
    const buffer = this.room(PREFIX_BYTES + 3 * packet.length);
    const start = this.used;
    const packetBytes = buffer.write(packet, start + PREFIX_BYTES);
    buffer.writeUInt32BE(packetBytes, start);
    this.used = start + PREFIX_BYTES + packetBytes;
  }

  /** The frames appended since the last take, or null if none. */
  take(): Buffer | null {
    if (!this.buffer || this.used === 0) return null;
    const frames = Buffer.allocUnsafe(this.used);
    this.buffer.copy(frames, 0, 0, this.used);
    this.used = 0;
    if (this.buffer.length > MAX_KEPT_BYTES) this.buffer = null;
    return frames;
  }

  private room(bytes: number): Buffer {
    if (this.buffer && this.buffer.length - this.used >= bytes) return this.buffer;
    const grown = Buffer.allocUnsafe(Math.max(MIN_BUFFER_BYTES, 2 * (this.used + bytes)));
    this.buffer?.copy(grown, 0, 0, this.used);
    this.buffer = grown;
    return grown;
  }
}
