import type { ApiFailure } from '@labmedicin/contracts';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived at all (network
 * failure); `message` is the server's message ('' when it gave none); `fieldErrors` are the
 * per-field messages of a 400 or 409.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
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
    throw new ApiError(0, '');
  }
  const payload = await readJson(response);
  if (!response.ok || payload === null || isFailure(payload)) {
    const failure = isFailure(payload) ? payload : {};
    throw new ApiError(response.status, typeof failure.message === 'string' ? failure.message : '', failure.errors ?? {});
  }
  return payload as T;
}
