import type { Request } from 'express';

/** The client's address as Express sees it (X-Forwarded-For only when TRUST_PROXY says so). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
