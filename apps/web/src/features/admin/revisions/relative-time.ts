import type { TFunction } from 'i18next';

/** The locale each UI language formats dates in. */
const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was: under a minute 'just now', then minutes, hours, and days up
 * to a week; older moments as their date with time.
 */
export function relativeTime(value: string, now: Date, t: TFunction<'admin'>, language: string): string {
  const then = new Date(value);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return value;
  if (elapsed < MINUTE) return t('time.justNow');
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('time.hours', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return t('time.days', { count: Math.floor(elapsed / DAY) });
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.sv, { dateStyle: 'medium', timeStyle: 'short' }).format(then);
}
