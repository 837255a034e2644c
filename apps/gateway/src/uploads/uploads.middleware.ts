import { storedFilenameSchema } from '@labmedicin/contracts';
import type { ObjectStore } from '@labmedicin/platform';
import type { NextFunction, Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';

/** A stored name never changes and never gets other bytes: caches may keep a file for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored images from the objects port under /uploads/<name>. Only names media gives out
 * are looked up (anything else is 404, so no key outside them is reachable); the stored type is
 * sent with nosniff and a CSP that lets nothing in the file run.
 */
export function serveUploads(objects: ObjectStore, logger: Logger) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.replace(/^\//, '');
    const found = storedFilenameSchema.safeParse(name).success ? await objects.get(name).catch((error: unknown) => {
      logger.error({ err: error, key: name }, 'Reading an upload failed');
      return undefined;
    }) : null;
    if (found === undefined) {
      res.status(503).type('text/plain').send('Storage unavailable');
      return;
    }
    if (!found) {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('Not found');
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', found.info.contentType);
    res.setHeader('Content-Length', String(found.info.size));
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Last-Modified', found.info.lastModified.toUTCString());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (req.method === 'HEAD') {
      found.body.destroy();
      res.end();
      return;
    }
    await pipeline(found.body, res).catch((error: unknown) => {
      logger.warn({ err: error, key: name }, 'Sending an upload stopped');
    });
  };
}
