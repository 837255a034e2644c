import type { Language } from '@labmedicin/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecimenTitles } from './specimen-prefixes';

/** What the specimen prefixes stand for in a language (the article's). */
export function useSpecimenTitles(language: Language): SpecimenTitles {
  const { t } = useTranslation('articleContent', { lng: language });
  // One object while the language stays: the sanitized HTML is made again only when it changes.
  return useMemo(() => t('specimens', { returnObjects: true }) as SpecimenTitles, [t]);
}
