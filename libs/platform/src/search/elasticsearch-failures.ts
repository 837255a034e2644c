import { errors } from '@elastic/elasticsearch';
import { reasonOf } from '../errors';

/*
 * How the Elasticsearch adapter meets the cluster's failures: a request tried again while a shard
 * is not there yet, and every other failure named by its action, status, type and reason.
 */

/**
 * How long a request is tried again while the cluster answers that a shard is not there yet, as
 * it does for a moment after an index is created or a node restarts even once the index is yellow.
 */
export const TRANSIENT_RETRY_MS = 5_000;
export const TRANSIENT_FIRST_DELAY_MS = 100;
export const TRANSIENT_MAX_DELAY_MS = 1_000;
/** Errors that mean a shard is not ready yet, not that the request is wrong. */
const TRANSIENT_ERROR_TYPES = new Set(['no_shard_available_action_exception', 'unavailable_shards_exception']);
/** The answer to a write of an older version than the index holds: the index is already as new as asked. */
export const VERSION_CONFLICT = 'version_conflict_engine_exception';

/** A request the cluster answered with an error reads as its status, error type and reason; any other as usual. */
export function requestFailureReason(error: unknown): string {
  if (error instanceof errors.ResponseError) {
    const body = error.body as { error?: { type?: string; reason?: string } } | string | undefined;
    const detail = typeof body === 'object' && body?.error ? `${body.error.type}: ${body.error.reason}` : error.message;
    return `${error.statusCode ?? 'no status'} ${detail}`;
  }
  return reasonOf(error);
}

interface ErrorCause {
  type?: string;
  root_cause?: ErrorCause[];
  caused_by?: ErrorCause;
  failed_shards?: { reason?: ErrorCause }[];
}

/** The error's type, and those of its causes and failed shards (a search wraps them in search_phase_execution_exception). */
function errorTypesOf(cause: ErrorCause | undefined): string[] {
  if (!cause) return [];
  return [
    ...(cause.type ? [cause.type] : []),
    ...(cause.root_cause ?? []).flatMap(errorTypesOf),
    ...errorTypesOf(cause.caused_by),
    ...(cause.failed_shards ?? []).flatMap((shard) => errorTypesOf(shard.reason)),
  ];
}

/** The cluster answered that a shard is not available yet: the same request succeeds a moment later. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof errors.ResponseError)) return false;
  const body = error.body as { error?: ErrorCause } | string | undefined;
  return typeof body === 'object' && errorTypesOf(body?.error).some((type) => TRANSIENT_ERROR_TYPES.has(type));
}

/**
 * Runs a request, trying it again for up to `retryForMs` while the cluster answers that a shard is
 * not available yet (every request here is idempotent: writes name their ids), and names the
 * action in the error that ends it.
 */
export async function describeFailure<T>(action: string, run: () => Promise<T>, retryForMs = TRANSIENT_RETRY_MS): Promise<T> {
  const deadline = Date.now() + retryForMs;
  for (let delay = TRANSIENT_FIRST_DELAY_MS; ; delay = Math.min(delay * 2, TRANSIENT_MAX_DELAY_MS)) {
    try {
      return await run();
    } catch (error) {
      if (isTransient(error) && Date.now() + delay <= deadline) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      throw new Error(`Elasticsearch ${action} failed: ${requestFailureReason(error)}`, { cause: error });
    }
  }
}
