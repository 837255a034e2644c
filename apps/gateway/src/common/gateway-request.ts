import type { Actor, RequestMeta, User } from '@labmedicin/contracts';
import type { Request } from 'express';

/** An HTTP request inside the gateway: its id, and the session's actor once the access guard resolved it. */
export interface GatewayRequest extends Request {
  requestId: string;
  actor?: Actor | null;
  /** Set by passport-local on a successful login. */
  user?: User;
}

/** What travels to the services with a call made for this request. */
export function metaOf(req: GatewayRequest): RequestMeta {
  return { requestId: req.requestId, actor: req.actor ?? null };
}
