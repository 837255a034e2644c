import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

/** Vite puts content-hashed files here; they never change under their name. */
const HASHED_ASSETS = '/assets/';

/** Paths the SPA never answers: the API, and uploaded files (served by the media routes). */
function isSpaPath(path: string): boolean {
  return !/^\/(api|uploads)(\/|$)/.test(path);
}

/**
 * Serves the built SPA from WEB_DIST_DIR: hashed assets cached for a year, everything else
 * revalidated, and index.html for every other GET (history routing) outside /api and /uploads.
 * Without a build, those routes answer 404 and the start-up log says why.
 */
export function serveSpa(app: NestExpressApplication, distDir: string, logger: Logger): void {
  const indexHtml = join(distDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    logger.info({ distDir }, 'Serving the web app');
  } else {
    logger.warn({ distDir }, 'The web app is not built (no index.html in WEB_DIST_DIR): pages answer 404 until `npm run build`');
  }
  if (built) {
    app.useStaticAssets(distDir, {
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(join(distDir, HASHED_ASSETS));
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSpaPath(req.path)) return next();
    if (!built) {
      res.status(404).type('text/plain').send('Not found: the web app is not built');
      return;
    }
    if (req.path.startsWith(HASHED_ASSETS)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
