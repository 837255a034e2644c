import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { HASHED_ASSET_ROUTE, SPA_SHELL_ROUTE, WEB_FILE_ROUTE, answeredBy } from '../http-metrics/http-metrics';
import type { ServerPages } from './server-pages';

/** Vite puts content-hashed files here; they never change under their name. */
const HASHED_ASSETS = '/assets/';

/** The server render's bundle, built into the same folder: code for the gateway, never sent. */
const SERVER_BUNDLE = '/server/';

/** Paths the SPA never answers: the API, and uploaded files (served by the media routes). */
function isSpaPath(path: string): boolean {
  return !/^\/(api|uploads)(\/|$)/.test(path);
}

/**
 * Serves the built SPA from WEB_DIST_DIR: hashed assets cached for a year, other files
 * revalidated, and every other GET outside /api and /uploads a page: rendered on the server when
 * the build has its server entry and the page is a public one (see ServerPages), else index.html
 * (history routing; in the reader's language, with a line for readers without JavaScript, when
 * the build has its server entry). Without a build, those routes answer 404 and the start-up log says why.
 */
export function serveSpa(app: NestExpressApplication, distDir: string, logger: Logger, loadPages: () => ServerPages | null = () => null): void {
  const indexHtml = join(distDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    logger.info({ distDir }, 'Serving the web app');
  } else {
    logger.warn({ distDir }, 'The web app is not built (no index.html in WEB_DIST_DIR): pages answer 404 until `npm run build`');
  }
  const pages = built ? loadPages() : null;
  if (built) {
    const files = express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(join(distDir, HASHED_ASSETS));
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        answeredBy(res, hashed ? HASHED_ASSET_ROUTE : WEB_FILE_ROUTE);
      },
    });
    // Not for the API and uploads: a file look-up (a stat) per API request cost about a sixth of an uncached read.
    app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith(SERVER_BUNDLE) || !isSpaPath(req.path) ? next() : files(req, res, next)));
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSpaPath(req.path)) return next();
    if (!built) {
      res.status(404).type('text/plain').send('Not found: the web app is not built');
      return;
    }
    if (req.path.startsWith(HASHED_ASSETS)) {
      answeredBy(res, HASHED_ASSET_ROUTE);
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const sendShell = () => {
      answeredBy(res, SPA_SHELL_ROUTE);
      res.setHeader('Cache-Control', 'no-cache');
      if (pages) pages.sendBrowserPage(req, res);
      else res.sendFile(indexHtml);
    };
    if (!pages) return sendShell();
    pages.answer(req, res).then(
      (answered) => {
        if (!answered) sendShell();
      },
      (error: unknown) => {
        // A fault of the render itself (not of a service: those are pages of their own): the
        // browser can still render the page alone.
        logger.error({ err: error, path: req.originalUrl }, 'Server render failed; sending the SPA shell');
        if (!res.headersSent) sendShell();
      },
    );
  });
}
