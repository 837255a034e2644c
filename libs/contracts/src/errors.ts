/**
 * How a service reports a failure across the transport. The gateway turns it into the HTTP error
 * body with the same status, so a 404 in content is a 404 for the browser.
 */
export interface ServiceErrorBody {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export const HTTP_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
} as const;

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorBody).status === 'number' &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
