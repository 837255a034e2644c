import { SCREEN } from '@labmedicin/contracts';
import type { Article } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormattedDate } from '../../components/formatted-date';
import i18n from '../../i18n';
import en from '../../locales/en/outdated-notice.json';
import sv from '../../locales/sv/outdated-notice.json';

// The notice is the exception, and its texts travel in its chunk (as the reference table's do).
i18n.addResourceBundle('en', 'outdatedNotice', en);
i18n.addResourceBundle('sv', 'outdatedNotice', sv);

/**
 * A translation whose original has published a newer version than the one it was translated from
 * says so: when the original was last updated, and the way to it.
 */
export function OutdatedNotice({ article }: { article: Article }) {
  const { t } = useTranslation('outdatedNotice');
  if (!article.outdated || !article.translatedFrom) return null;
  const { slug } = article.translatedFrom;
  const original = article.translations.find((translation) => translation.slug === slug);
  return (
    <div className="alert alert-warning mt-3 mb-0" role="note">
      {t('notice')}
      {original && (
        <>
          {' '}
          {t('originalUpdated')} <FormattedDate value={original.updatedAt} />.{' '}
          <Link to={SCREEN.article.to({ slug })} className="alert-link">
            {t('readOriginal')}
          </Link>
        </>
      )}
    </div>
  );
}

