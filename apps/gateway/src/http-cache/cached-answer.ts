/**
 * A public answer ready to send: its JSON text (so a hit is sent without parsing and serialising
 * the body again), the strong ETag computed once from it, and what it shows when its route names
 * that (an article's id, for counting views of cached reads).
 */
export interface CachedAnswer {
  etag: string;
  json: string;
  subject?: string;
  /**
   * The cached answer this one is made from (a rendered page: its article's JSON), remembered with
   * it, so a gateway that only ever read the page from Redis still moves the count the page is
   * made again from.
   */
  madeFrom?: AnswerKey;
  /** When the cache lets it go (ms since the epoch), so a copy or a patched answer never outlives it. */
  expiresAt?: number;
}

/** Where an answer lives in the 'http' cache. */
export interface AnswerKey {
  family: string;
  key: string;
}
