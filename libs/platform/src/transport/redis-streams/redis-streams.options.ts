import type { TransportNode } from '@labmedicin/contracts';
import type { RedisEndpoint } from '../../config';

/** Knobs with production defaults; tests shorten the timings. */
export interface RedisStreamsTuning {
  /** How long one blocking read waits for entries before it loops again. */
  blockMs?: number;
  /** A request or event pending this long on one replica is taken over by another (dead holder). */
  claimIdleMs?: number;
  /** Requests and events one replica handles at the same time. */
  maxInFlight?: number;
  /** Approximate length (MAXLEN ~) every stream is trimmed to. */
  streamMaxLen?: number;
}

export interface RedisStreamsServerOptions extends RedisStreamsTuning {
  redis: RedisEndpoint;
  /** The node this server runs as: its request stream and its consumer group. */
  node: TransportNode;
}

export interface RedisStreamsClientOptions extends RedisStreamsTuning {
  redis: RedisEndpoint;
  /** The node this client runs in; names its reply stream. */
  self: TransportNode;
  /** The node requests go to; null for the client that only publishes events. */
  target: TransportNode | null;
  /** How long send() waits when the caller gives no timeout of its own. */
  timeoutMs: number;
  /** The reply stream expires this long after its client stops renewing it (a crashed process). */
  replyTtlMs?: number;
}

/** The given knobs, the defaults for the rest. */
export function tuningOf(options: RedisStreamsTuning): Required<RedisStreamsTuning> {
  return {
    blockMs: options.blockMs ?? 5_000,
    claimIdleMs: options.claimIdleMs ?? 5_000,
    maxInFlight: options.maxInFlight ?? 64,
    streamMaxLen: options.streamMaxLen ?? 10_000,
  };
}

export const REPLY_TTL_DEFAULT_MS = 60_000;
