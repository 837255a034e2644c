/**
 * Marks a request whose caller takes the answer as the JSON bytes the service sent, unparsed: a
 * gateway that only forwards an answer would otherwise parse it and write the same JSON again. A
 * symbol, so it never travels: the transport's socket notes the request's id as it frames it.
 */
const JSON_ANSWER = Symbol('jsonAnswer');

export function askingForJsonAnswer<T extends object>(request: T): T {
  Object.defineProperty(request, JSON_ANSWER, { value: true });
  return request;
}

export function wantsJsonAnswer(request: unknown): boolean {
  return typeof request === 'object' && request !== null && JSON_ANSWER in request;
}
