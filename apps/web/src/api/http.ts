import { API_BASE, pathWith, routeAt, type ApiFailure, type HttpMethod, type RouteAnswer, type RouteInput, type RouteOf, type RoutePath } from '@labmedicin/contracts';
import type { ZodTypeAny } from 'zod';
import { loadErrorTexts } from '../i18n';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived at all (network
 * failure); `code` is the API's error code ('' when it gave none), which the UI translates;
 * `message` is the server's English message, for logs; `fieldCodes` are the validation codes of
 * the fields at fault in a 400 or 409; `requestId` the request's id where the server gave it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldCodes: Record<string, string>;
  readonly requestId: string;

  constructor(status: number, code = '', message = '', fieldCodes: Record<string, string> = {}, requestId = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldCodes = fieldCodes;
    this.requestId = requestId;
  }

  /** True when the server answered; false when the request itself failed. */
  get answered(): boolean {
    return this.status > 0;
  }
}


/**
 * Whether a change may have been made although it failed: no answer arrived (the connection was
 * lost after it was sent), or the gateway says its service never answered (504 OUTCOME_UNKNOWN).
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.code === 'OUTCOME_UNKNOWN');
}

/**
 * A new id for a change (X-Request-Id): the services answer a change sent again under the same id
 * with what the first did, instead of doing it twice. From getRandomValues, which a page served
 * over plain HTTP has too.
 */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends a change, and once more, under the same id, when its outcome is unknown: the answer then says what happened. */
export async function sendOnceMoreIfUnknown<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    return send();
  }
}

async function readJson(response: ApiResponse): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isFailure(body: unknown): body is Partial<ApiFailure> {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/** What a call reads of an answer: a fetch Response, or the server's lighter answer while it renders a page. */
type ApiResponse = Pick<Response, 'ok' | 'status' | 'json'>;

/** Sends one request to the gateway's API: the browser's fetch, or the server's while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiResponse>;

let transport: ApiTransport = (path, init) => fetch(`${API_BASE}${path}`, init);

/** The server renders pages with the SPA's own calls, answered by the gateway in-process. */
export function setApiTransport(serverTransport: ApiTransport): void {
  transport = serverTransport;
}

/**
 * Outside production every answer is checked against its route's schema. Written
 * `CHECK_ANSWERS && schema`, so that the production build, where this is the constant false, drops
 * the route table's schemas and zod with them from the pages readers load.
 */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

/** The query string of the given parameters, in the order given, blanks left out. */
function queryString(params: Readonly<Record<string, string | number | boolean | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Query = Readonly<Record<string, string | number | boolean | undefined>>;
type Params = Readonly<Record<string, string | number>>;

/** A change's id (X-Request-Id), the same for each time the same change is sent: see newRequestId. */
interface Identified {
  requestId?: string;
}

/** A route's input as call takes it: optional when the route needs none. */
type CallInput<At extends RoutePath> = Record<string, never> extends RouteInput<RouteOf<At>>
  ? [input?: RouteInput<RouteOf<At>> & Identified]
  : [input: RouteInput<RouteOf<At>> & Identified];

/**
 * Calls a route of the contracts' table (`ROUTE.articleGet`): its path filled with `params`, the
 * `query` as its query string in the order given, the `body` as JSON. Input and answer are typed by
 * the route's schemas; outside production the answer is checked against its schema, which the
 * production build leaves out with zod (only the route's method and path reach a page).
 */
export async function call<At extends RoutePath>(route: At, ...[input]: CallInput<At>): Promise<RouteAnswer<RouteOf<At>>> {
  const { params, query, body, requestId } = (input ?? {}) as { params?: Params; query?: Query; body?: unknown } & Identified;
  const path = `${pathWith(route.path, params)}${queryString(query ?? {})}`;
  const answer = CHECK_ANSWERS && (routeAt(route.method, route.path)?.answer ?? false);
  return checkedAnswer(`${route.method} ${path}`, answer, await apiRequest<unknown>(route.method, path, body, requestId));
}

function checkedAnswer<T>(call: string, answer: ZodTypeAny | false, payload: unknown): T {
  if (answer) {
    const checked = answer.safeParse(payload);
    if (!checked.success) throw new Error(`The answer to ${call} does not match its schema: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`);
  }
  return payload as T;
}

/**
 * One JSON call to the gateway on the same origin, with the session cookie. Resolves with the
 * body of a successful answer; rejects with an ApiError for everything else.
 */
async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, requestId?: string): Promise<T> {
  let response: ApiResponse;
  try {
    response = await transport(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(requestId ? { 'X-Request-Id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0);
  }
  return answerOf<T>(response);
}

/**
 * One multipart upload to a route of the table that takes a file (its `file` field), with the
 * session cookie; the browser sets the multipart Content-Type with its boundary. Fails as
 * apiRequest does; the answer is checked as call checks it.
 */
export async function upload<At extends RoutePath & { readonly file: string }>(route: At, file: Blob & { name?: string }): Promise<RouteAnswer<RouteOf<At>>> {
  const form = new FormData();
  form.append(route.file, file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${route.path}`, { method: route.method, credentials: 'include', headers: { Accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError(0);
  }
  const answer = CHECK_ANSWERS && (routeAt(route.method, route.path)?.answer ?? false);
  return checkedAnswer(`${route.method} ${route.path}`, answer, await answerOf<unknown>(response));
}

async function answerOf<T>(response: ApiResponse): Promise<T> {
  const payload = await readJson(response);
  if (!response.ok || payload === null || isFailure(payload)) {
    const failure = isFailure(payload) ? payload : {};
    // The UI shows a code by its text, which loads with the first failure that has one.
    if (typeof failure.code === 'string' && failure.code) await loadErrorTexts();
    throw new ApiError(
      response.status,
      typeof failure.code === 'string' ? failure.code : '',
      typeof failure.message === 'string' ? failure.message : '',
      failure.fieldCodes ?? {},
      typeof failure.requestId === 'string' ? failure.requestId : '',
    );
  }
  return payload as T;
}
