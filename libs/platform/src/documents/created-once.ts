import { fail } from '../errors/service-error';
import { DuplicateKeyError } from './document-store.port';

/** The field, unique and sparse, in which a created document keeps the id of the request that created it. */
export const CREATED_BY_REQUEST = 'createdByRequest';

/**
 * A create that stores its document once per request id: run again under the id that stored it
 * (a replica taking over the requests of one that died after storing but before answering), it
 * answers the document that run stored instead of storing a second, or refusing the name it took.
 * The id comes from the caller, so only an earlier document `isOwn` accepts is answered; any other
 * caller reusing the id gets DUPLICATE_RECORD. `create` must store the id in CREATED_BY_REQUEST.
 */
export async function createOncePerRequest<T>(steps: {
  earlier: () => Promise<T | null>;
  isOwn: (earlier: T) => boolean;
  create: () => Promise<T>;
}): Promise<T> {
  const answer = (found: T): T => {
    if (!steps.isOwn(found)) throw fail('DUPLICATE_RECORD');
    return found;
  };
  const found = await steps.earlier();
  if (found) return answer(found);
  try {
    return await steps.create();
  } catch (error) {
    // Both runs got past the look-up at once: the unique index let one store.
    const stored = error instanceof DuplicateKeyError && error.fields.includes(CREATED_BY_REQUEST) ? await steps.earlier() : null;
    if (!stored) throw error;
    return answer(stored);
  }
}
