import { LANGUAGE_CHOICE, LANGUAGES, type Language } from './languages.constants';

/** How long a reader's language pick is kept: a year. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The reader's language pick in a Cookie header (the server) or document.cookie (the browser):
 * null when there is none or it names no language of ours.
 */
export function languageInCookies(cookies: string | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANGUAGE_CHOICE.cookie) continue;
    const language = value.join('=');
    return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : null;
  }
  return null;
}

/**
 * The cookie that keeps a pick, as a Set-Cookie header's value (the gateway's language form) or
 * document.cookie's (the SPA's switch): the same cookie whoever sets it. `secure` on HTTPS.
 */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_CHOICE.cookie}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
