import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';

export interface SecurityHeadersOptions {
  /** Hosts whose pages articles embed in iframes: the only pages a page of ours may frame. */
  embedHosts: readonly string[];
  /** Strict-Transport-Security on answers to HTTPS requests (production). */
  hsts: boolean;
}

/** A year: the usual HSTS lifetime; every answer over HTTPS renews it. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The Content-Security-Policy of every page. Scripts: only our own files (no inline script, no
 * eval); data a page carries must be a non-executable block (type="application/json" or
 * "application/ld+json"). Styles may be inline: article HTML keeps style attributes (text
 * alignment, table cell widths), TipTap and Swagger UI add <style> elements. Images: uploads,
 * data: (Bootstrap's icons, avatar previews), blob: (the uploader's preview) and any http(s) URL,
 * since an article may show an image from another site. Frames: only the embeddable hosts. The
 * service worker (offline reading) and the web app manifest: only our own files.
 */
function contentSecurityPolicyOf(embedHosts: readonly string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': embedHosts.length > 0 ? [...embedHosts] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function isHtml(res: Response): boolean {
  return /^text\/html\b/i.test(String(res.getHeader('Content-Type') ?? ''));
}

/**
 * Browser security headers. Every answer: nosniff and the Referrer-Policy (and HSTS over HTTPS in
 * production; behind a proxy, TRUST_PROXY makes X-Forwarded-Proto count). Every HTML answer,
 * whichever route produced it (the SPA shell, server-rendered pages, Swagger UI), also gets the
 * CSP, no framing by other sites and the other page headers of helmet: they are added just
 * before the headers go out, when the answer's type is known. An answer that brings its own CSP
 * (uploaded files) keeps it.
 */
export function securityHeaders({ embedHosts, hsts }: SecurityHeadersOptions) {
  const pageHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyOf(embedHosts) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
  });
  const everyAnswer = helmet.referrerPolicy({ policy: 'strict-origin-when-cross-origin' });
  const transportSecurity = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    everyAnswer(req, res, () => undefined);
    if (hsts && req.secure) transportSecurity(req, res, () => undefined);
    onHeaders(res, () => {
      if (isHtml(res) && !res.hasHeader('Content-Security-Policy')) pageHeaders(req, res, () => undefined);
    });
    next();
  };
}
