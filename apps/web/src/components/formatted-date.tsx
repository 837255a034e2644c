import { useTranslation } from 'react-i18next';

/** The locale each UI language formats dates in. */
const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

/** Dates are Swedish dates, so a page rendered on the server shows the same day as the browser. */
export const DATE_TIME_ZONE = 'Europe/Stockholm';

/** Made once per locale: building a formatter costs more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: DATE_TIME_ZONE });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A date as the UI language writes it ('10 jan. 2024', '10 Jan 2024'); text that is no date as it is. */
export function formatDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterOf(LOCALES[language] ?? LOCALES.sv).format(date);
}

/** A <time> element with the date in the current language. */
export function FormattedDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDate(value, i18n.resolvedLanguage ?? i18n.language)}</time>;
}
