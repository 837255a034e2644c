import { createLogger } from '../logging';

/** How long a process whose launcher is gone has to close before it ends anyway. */
const CLOSE_GRACE_MS = 10_000;

/**
 * A process the launcher (`npm start`, `npm run dev`) started never outlives it: the launcher
 * opens an IPC channel to each of its processes, and the channel closes when the launcher ends,
 * however it ends (SIGKILL, a closed terminal), with no chance to stop them itself. The process
 * then stops as SIGTERM stops it (Nest's shutdown hooks), and within CLOSE_GRACE_MS in any case.
 * A process started otherwise (a container, a test) has no channel, and this does nothing.
 */
export function endWithLauncher(node: string): void {
  const channel = process.channel;
  if (!channel) return;
  // The channel is for this alone: it must not keep the process running.
  channel.unref();
  process.once('disconnect', () => {
    createLogger(node, 'info').warn(`${node}: the launcher is gone; stopping`);
    setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  });
}
