import type { ArticleLanguage } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';

/** The admin interface's language: category names follow it. */
function useInterfaceLanguage(): ArticleLanguage {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'sv';
}

/** A category's name in the interface's language (a category without an English name has its Swedish one there). */
export function useCategoryName(): (category: { names: Record<ArticleLanguage, string> }) => string {
  const language = useInterfaceLanguage();
  return (category) => category.names[language];
}

/**
 * A category's description in the interface's language; one without an English description shows
 * its Swedish one in the English interface, with `lang` saying so.
 */
export function useCategoryDescription(): (category: { descriptions: Record<ArticleLanguage, string> }) => { text: string; lang?: ArticleLanguage } {
  const language = useInterfaceLanguage();
  return ({ descriptions }) => (descriptions[language] || language === 'sv' ? { text: descriptions[language] } : { text: descriptions.sv, lang: 'sv' });
}
