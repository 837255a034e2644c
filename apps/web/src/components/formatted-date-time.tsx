import { useTranslation } from 'react-i18next';
import { DATE_TIME_ZONE } from './formatted-date';

const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

/** When a comment was written, date and time in the UI language. */
export function FormattedDateTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  const text = Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(LOCALES[i18n.resolvedLanguage ?? i18n.language] ?? LOCALES.sv, { dateStyle: 'medium', timeStyle: 'short', timeZone: DATE_TIME_ZONE }).format(date);
  return <time dateTime={value}>{text}</time>;
}
