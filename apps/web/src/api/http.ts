import type { ApiFailure } from '@labmedicin/contracts';

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

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isFailure(body: unknown): body is Partial<ApiFailure> {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/**
 * One JSON call to the gateway on the same origin, with the session cookie. Resolves with the
 * body of a successful answer; rejects with an ApiError for everything else.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0);
  }
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
