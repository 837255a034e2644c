/**
 * The network boundary of the web tests: global fetch answers with the API's shapes. Routes are
 * keyed 'METHOD /api/path'; a handler returns a status and a JSON body, may be async (to hold a
 * request open), and may throw to simulate a request that fails without an answer.
 */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

interface StubRequest {
  method: string;
  url: string;
  body: unknown;
}

export type StubHandler = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

export function stubFetch(routes: Record<string, StubHandler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[`${method} ${url}`];
    const answer: StubAnswer = !handler
      ? { status: 404, body: { success: false, code: 'ROUTE_NOT_FOUND', message: `No stub for ${method} ${url}` } }
      : typeof handler === 'function'
        ? await handler({ method, url, body })
        : handler;
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** The requests made so far to one route, with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** A promise the test settles by hand, to look at the UI while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
