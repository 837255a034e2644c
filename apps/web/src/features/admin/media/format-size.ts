import type { ArticleLanguage } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';

/** Each interface's symbol of a kilobyte: Swedish writes the SI prefix (kB), English as the product always has (KB). */
const KILOBYTE: Record<ArticleLanguage, string> = { sv: 'kB', en: 'KB' };

/** Two decimals with the language's decimal sign, never grouped (5120,00, not 5 120,00). */
function twoDecimals(value: number, language: ArticleLanguage): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/** A file's size as the image uploader shows it: in kB with 2 decimals ("18,04 kB", "18.04 KB"). */
export function formatKilobytes(bytes: number, language: ArticleLanguage): string {
  return `${twoDecimals(bytes / 1024, language)} ${KILOBYTE[language]}`;
}

/** A size in bytes as B, kB or MB; kB and MB with 2 decimals, in the language's way. */
export function formatBytes(bytes: number, language: ArticleLanguage): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return formatKilobytes(bytes, language);
  return `${twoDecimals(bytes / (1024 * 1024), language)} MB`;
}

/** The size formats in the interface's language. */
export function useSizeFormat(): { bytes: (bytes: number) => string; kilobytes: (bytes: number) => string } {
  const { i18n } = useTranslation();
  const language: ArticleLanguage = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'sv';
  return { bytes: (bytes) => formatBytes(bytes, language), kilobytes: (bytes) => formatKilobytes(bytes, language) };
}
