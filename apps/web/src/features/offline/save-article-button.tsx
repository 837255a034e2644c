import { SCREEN } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Article } from '@labmedicin/contracts';
import { formatDate } from '../../components/formatted-date';
import { canKeepOffline } from './offline-rules';
import { useOfflineStatus } from './offline-status';
import { removeSavedArticle, saveArticle, savedArticle } from './saved-articles';
import { OFFLINE_PAGES_NAMESPACE } from './offline-i18n';

type State = { kind: 'unknown' | 'unsaved' | 'saving' | 'failed' } | { kind: 'saved'; keptAt: string };

/**
 * "Save for offline" on an article, or, once saved, when and a way to remove it. Opened online, a
 * saved article whose copy is older than the article shown is saved again.
 */
export function SaveArticleButton({ article }: { article: Article }) {
  const { t, i18n } = useTranslation([OFFLINE_PAGES_NAMESPACE, 'offline']);
  const { keptAt: shownFromCopy } = useOfflineStatus();
  const [state, setState] = useState<State>({ kind: 'unknown' });

  useEffect(() => {
    // Where no copy can be kept (no service worker, an insecure origin), nothing is offered.
    if (!canKeepOffline()) return undefined;
    let current = true;
    void savedArticle(article.slug).then(
      async (saved) => {
        if (saved && !shownFromCopy && navigator.onLine && saved.article.updatedAt !== article.updatedAt) saved = await saveArticle(article.slug).catch(() => saved);
        if (current) setState(saved ? { kind: 'saved', keptAt: saved.keptAt } : { kind: 'unsaved' });
      },
      () => current && setState({ kind: 'unsaved' }),
    );
    return () => {
      current = false;
    };
  }, [article.slug, article.updatedAt, shownFromCopy]);

  const save = () => {
    setState({ kind: 'saving' });
    saveArticle(article.slug).then(
      (saved) => setState({ kind: 'saved', keptAt: saved.keptAt }),
      () => setState({ kind: 'failed' }),
    );
  };
  const remove = () => {
    void removeSavedArticle(article.slug).then(() => setState({ kind: 'unsaved' }));
  };

  if (state.kind === 'unknown') return null;
  if (state.kind === 'saved') {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3 d-print-none">
        <span role="status" className="small text-body-secondary">
          {t('save.savedOn', { date: formatDate(state.keptAt, i18n.resolvedLanguage ?? i18n.language) })}
        </span>
        <Link to={SCREEN.saved.path} className="btn btn-link btn-sm p-0">
          {t('offline:nav')}
        </Link>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={remove}>
          {t('save.remove')}
        </button>
      </div>
    );
  }
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-3 d-print-none">
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={save} disabled={state.kind === 'saving'}>
        {state.kind === 'saving' ? t('save.saving') : t('save.save')}
      </button>
      {state.kind === 'failed' && (
        <span role="alert" className="small text-danger">
          {t('save.failed')}
        </span>
      )}
    </div>
  );
}
