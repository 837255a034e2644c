import { LANGUAGE_CHOICE, LANGUAGES, languageCookie, type Language } from '@labmedicin/contracts';
import type { NextFunction, Request, Response } from 'express';
import { answeredBy } from '../http-metrics/http-metrics';

/**
 * Only a path on this site: anything that would leave it (`//host`, `/\host`, a scheme) goes to
 * the start page instead.
 */
function localPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const base = 'http://labmedicin.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}` : '/';
}

/**
 * GET /language?lang=en&return=<the page>: keeps the pick in the cookie the pages are rendered
 * by (as the SPA's switch does once it runs) and sends the reader back to the page they were on,
 * or to its version in the chosen language when the form names one (return-en: an article's
 * English translation). An unknown language is refused with 400 and sets nothing.
 */
export function languageChoice(secureCookie: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== LANGUAGE_CHOICE.path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    answeredBy(res, LANGUAGE_CHOICE.path);
    const language = req.query[LANGUAGE_CHOICE.languageField];
    if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) {
      res.status(400).type('text/plain').send(`Bad request: ${LANGUAGE_CHOICE.languageField} must be one of ${LANGUAGES.join(', ')}`);
      return;
    }
    res.append('Set-Cookie', languageCookie(language as Language, secureCookie));
    res.setHeader('Cache-Control', 'no-store');
    const inLanguage = req.query[LANGUAGE_CHOICE.returnFieldIn[language as Language]];
    res.redirect(303, localPath(inLanguage ?? req.query[LANGUAGE_CHOICE.returnField]));
  };
}
