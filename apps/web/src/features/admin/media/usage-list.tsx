import { SCREEN } from '@labmedicin/contracts';
import type { MediaArticleUse } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The articles that use an image, each linking to its page: those whose current version shows it,
 * and those whose earlier versions do ("Used in 2 earlier versions of …"), which a restore would
 * show again.
 */
export function UsageList({ articles, className }: { articles: MediaArticleUse[]; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <ul className={className} aria-label={t('media.usageLabel')}>
      {articles.map(({ slug, title, current, earlierVersions }) => {
        const link = <Link to={SCREEN.article.to({ slug })}>{title}</Link>;
        return (
          <li key={slug}>
            {current ? (
              <>
                {link}
                {earlierVersions > 0 && <> {t('media.alsoEarlier', { count: earlierVersions })}</>}
              </>
            ) : (
              <>
                {t('media.usedEarlierOf', { count: earlierVersions })} {link}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
