import type { ApiFailure } from '@labmedicin/contracts';
import type { z, ZodTypeAny } from 'zod';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived at all (network
 * failure); `code` is the API's error code ('' when it gave none), which the UI translates;
 * `message` is the server's English message, for logs; `fieldCodes` are the validation codes of
 * the fields at fault in a 400 or 409.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldCodes: Record<string, string>;

  constructor(status: number, code = '', message = '', fieldCodes: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldCodes = fieldCodes;
  }

  /** True when the server answered; false when the request itself failed. */
  get answered(): boolean {
    return this.status > 0;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'json'>;

/** Sends one request to the gateway's API: the browser's fetch, or the server's while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiResponse>;

let transport: ApiTransport = (path, init) => fetch(`/api${path}`, init);

/** The server renders pages with the SPA's own calls, answered by the gateway in-process. */
export function setApiTransport(serverTransport: ApiTransport): void {
  transport = serverTransport;
}

/**
 * Outside production every answer is checked against the schema its call names. Callers pass
 * `CHECK_ANSWERS && schema`, so that the production build, where this is the constant false, drops
 * the schemas and zod with them from the pages readers load.
 */
export const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

/**
 * A JSON call whose answer has the shape of a contracts schema. Outside production the answer is
 * checked against it, so a client that reads an answer wrongly, or a server that drifts, fails
 * the tests instead of a reader; in production the answer is used as it came.
 */
export async function apiCall<S extends ZodTypeAny>(method: Method, path: string, answer: S | false, body?: unknown): Promise<z.infer<S>> {
  return checkedAnswer(`${method} ${path}`, answer, await apiRequest<unknown>(method, path, body));
}

function checkedAnswer<S extends ZodTypeAny>(call: string, answer: S | false, payload: unknown): z.infer<S> {
  if (answer) {
    const checked = answer.safeParse(payload);
    if (!checked.success) throw new Error(`The answer to ${call} does not match its schema: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`);
  }
  return payload as z.infer<S>;
}

/**
 * One JSON call to the gateway on the same origin, with the session cookie. Resolves with the
 * body of a successful answer; rejects with an ApiError for everything else. Calls whose answer
 * the client reads as a fixed shape go through apiCall; the readers of answers.ts take what comes.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: ApiResponse;
  try {
    response = await transport(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0);
  }
  return answerOf<T>(response);
}

/**
 * One multipart upload (a file in a form field) to the gateway, with the session cookie; the
 * browser sets the multipart Content-Type with its boundary. Fails as apiRequest does; the answer
 * is checked as apiCall checks it.
 */
export async function apiUpload<S extends ZodTypeAny>(path: string, field: string, file: Blob & { name?: string }, answer: S | false): Promise<z.infer<S>> {
  const form = new FormData();
  form.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError(0);
  }
  return checkedAnswer(`POST ${path}`, answer, await answerOf<unknown>(response));
}

async function answerOf<T>(response: ApiResponse): Promise<T> {
  const payload = await readJson(response);
  if (!response.ok || payload === null || isFailure(payload)) {
    const failure = isFailure(payload) ? payload : {};
    throw new ApiError(
      response.status,
      typeof failure.code === 'string' ? failure.code : '',
      typeof failure.message === 'string' ? failure.message : '',
      failure.fieldCodes ?? {},
    );
  }
  return payload as T;
}
