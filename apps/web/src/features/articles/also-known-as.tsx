import type { Article } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';

/**
 * "Also known as": the other names editors keep for the article's analyses in its language (lay,
 * older and brand names, abbreviations), each once, in the order the analyses give them.
 */
export function AlsoKnownAs({ article, lang }: { article: Pick<Article, 'analyses'>; lang: string | undefined }) {
  const { t } = useTranslation('articles');
  // A copy saved for offline reading by an older version may have no analyses.
  const names = [...new Set((article.analyses ?? []).flatMap((analysis) => analysis.otherNames))];
  if (names.length === 0) return null;
  return (
    <p className="small text-muted mb-2" data-testid="also-known-as">
      {t('article.alsoKnownAs')}: <span lang={lang}>{names.join(', ')}</span>
    </p>
  );
}
