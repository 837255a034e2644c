import { API_BASE, FHIR_JSON, HTTP_STATUS, type ApiFailure } from '@labmedicin/contracts';
import type { Request, Response } from 'express';

/** Where hospital systems find the catalogue; it is also served under the API (/api/fhir). */
export const FHIR_BASE = '/fhir';

const FHIR_PATH = new RegExp(`^(${API_BASE})?${FHIR_BASE}(/|\\?|$)`);

/** Whether a request is the catalogue's (as sent: /fhir/… or /api/fhir/…), so that its failure is answered in FHIR's terms. */
export const isFhirRequest = (req: Request): boolean => FHIR_PATH.test(req.originalUrl);

/** FHIR's issue type (R4 value set issue-type) for a status. */
function issueType(status: number): string {
  if (status === HTTP_STATUS.notFound) return 'not-found';
  if (status === HTTP_STATUS.tooManyRequests) return 'throttled';
  if (status === HTTP_STATUS.unauthorized) return 'login';
  if (status === HTTP_STATUS.forbidden) return 'forbidden';
  if (status >= HTTP_STATUS.internal) return 'exception';
  return 'invalid';
}

/**
 * A failure of the catalogue as FHIR clients read it: an OperationOutcome with the status the API's
 * error has, its stable code in `diagnostics`, and one issue per parameter at fault.
 */
export function sendOperationOutcome(res: Response, status: number, failure: ApiFailure, headers: Record<string, string>): void {
  const severity = status >= HTTP_STATUS.internal ? 'fatal' : 'error';
  const code = issueType(status);
  const fields = Object.entries(failure.errors ?? {}).map(([field, message]) => ({
    severity,
    code,
    diagnostics: failure.code,
    details: { text: message },
    expression: [field],
  }));
  const outcome = {
    resourceType: 'OperationOutcome',
    issue: fields.length > 0 ? fields : [{ severity, code, diagnostics: failure.code, details: { text: failure.message } }],
  };
  res.status(status).set(headers).type(FHIR_JSON).send(JSON.stringify(outcome));
}

/**
 * Serves the catalogue at /fhir, the base hospital systems are given: the request goes on as the
 * API's /api/fhir route, with its validation, public cache and errors (originalUrl keeps /fhir).
 */
export function fhirBase(req: Request, _res: Response, next: () => void): void {
  if (req.url === FHIR_BASE || req.url.startsWith(`${FHIR_BASE}/`) || req.url.startsWith(`${FHIR_BASE}?`)) req.url = `${API_BASE}${req.url}`;
  next();
}
