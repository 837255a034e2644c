import { DEFAULT_LANGUAGE, LANGUAGES, type ArticleCategory, type Language } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';

/** The language a value names, if it is one of ours; else Swedish. */
function languageOf(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/**
 * The reader's language: the interface's. The lists, search and tag pages ask the API for each
 * article in it, and whatever is written in the other language is marked so.
 */
export function useReaderLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage ?? i18n.language);
}

/** A category's name in the reader's language; its Swedish name when it has none in that language. */
export function categoryNameIn(category: Pick<ArticleCategory, 'name' | 'names'>, language: Language): string {
  return category.names?.[language] || category.name;
}
