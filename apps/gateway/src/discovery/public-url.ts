import type { Request } from 'express';

/**
 * The site's base URL as readers reach it, without a trailing slash: PUBLIC_URL when configured,
 * else the URL of this request (its Host; scheme and host from X-Forwarded-* behind a trusted
 * proxy). Null when the request names no usable host.
 */
export function publicBaseUrl(req: Request, configured: string | null): string | null {
  if (configured) return configured;
  try {
    const url = new URL(`${req.protocol}://${req.host ?? ''}`);
    return url.hostname === '' ? null : url.origin;
  } catch {
    return null;
  }
}
