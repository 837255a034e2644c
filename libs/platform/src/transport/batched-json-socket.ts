import { JsonSocket } from '@nestjs/microservices';
import type { Socket } from 'node:net';

/**
 * The embedded TCP transport's framing (NestJS's JsonSocket), with every message written in one
 * turn of the event loop sent together. Each write to a loopback socket is a system call that also
 * runs the peer's side of TCP, and under load a gateway sends many requests (and a service many
 * answers) per turn: corked until the turn's I/O callbacks are done, they leave as one writev. The
 * bytes, their order and the framing are the same.
 */
export class BatchedJsonSocket extends JsonSocket {
  private flushScheduled = false;

  constructor(socket: Socket) {
    super(socket);
    // Writes are batched here, per turn: Nagle's algorithm would only hold a turn's batch back
    // until the peer acknowledges the last one, which with delayed acknowledgements costs
    // milliseconds per request when few are in flight.
    socket.setNoDelay(true);
  }

  protected override handleSend(message: unknown, callback?: (err?: unknown) => void): void {
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      this.netSocket.cork();
      setImmediate(() => {
        this.flushScheduled = false;
        this.netSocket.uncork();
      });
    }
    super.handleSend(message, callback);
  }
}
