import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { logsForPeople, readableLogStream } from './readable-log';
import { currentRequestId } from './request-context';

/**
 * Structured JSON logs on stdout, one line an event, each with the node's name and the current
 * request id so one request can be followed from the gateway through every service. In a
 * terminal the same lines are written for a person to read (readable-log.ts).
 */
export function createLogger(node: string, level: string, out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): Logger {
  const options = {
    name: node,
    level,
    base: { node },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (logsForPeople(out)) return pino(options, readableLogStream(out));
  // Standard output through pino's own fast destination; another stream (a test's) as it is.
  return out === process.stdout ? pino(options) : pino(options, out);
}

/** Nest's logger interface over pino, so framework messages are JSON too. */
export class JsonLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
