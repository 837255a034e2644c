// The one definition of finding free ports, plain CommonJS beside the scripts that use it too.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a tool file, no project: the scripts run it unbuilt
import { freePortBlock as freeBlockIn } from '../../../../tools/free-ports.cjs';

/**
 * Ports for servers that tests start, taken below Linux's ephemeral range (32768 and up, where
 * every outgoing connection takes its local port) and below the engines' (20000–32767): between
 * the check and the server's listen, no connection of a busy machine can take one.
 */
const TEST_PORTS = { from: 10_000, to: 19_999 };

/** npm test runs at most two jest runs side by side (lanes), each with at most this many workers. */
const LANES = 2;
const WORKERS_PER_LANE = 4;

/**
 * This process's share of TEST_PORTS: one per jest worker (JEST_WORKER_ID) of each jest run that
 * npm test runs beside another (LABMEDICIN_TEST_PORT_LANE, 0 or 1). A product a test starts listens
 * seconds after its ports were found free; in a share of its own, no other test process can choose
 * them meanwhile (it did once, and the product stopped with EADDRINUSE).
 */
function portShare(): { from: number; to: number } {
  const lane = Number(process.env.LABMEDICIN_TEST_PORT_LANE ?? 0) % LANES;
  const worker = (Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1)) - 1) % WORKERS_PER_LANE;
  const size = Math.floor((TEST_PORTS.to - TEST_PORTS.from + 1) / (LANES * WORKERS_PER_LANE));
  const from = TEST_PORTS.from + (lane * WORKERS_PER_LANE + worker) * size;
  return { from, to: from + size - 1 };
}
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
export function freePortBlock(size: number): Promise<number> {
  return freeBlockIn(portShare(), size, { skip: BLOCKED_BY_FETCH });
}
