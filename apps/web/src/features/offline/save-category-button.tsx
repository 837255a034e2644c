import { SCREEN } from '@labmedicin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReaderLanguage } from '../../components/use-reader-language';
import { canKeepOffline } from './offline-rules';
import { saveCategory } from './saved-articles';
import { OFFLINE_PAGES_NAMESPACE } from './offline-i18n';

type State = { kind: 'idle' | 'saving' | 'failed' } | { kind: 'saved'; count: number };

/** "Save all articles in {category}": every published article of the category, in the reader's language, for a ward that relies on it. */
export function SaveCategoryButton({ category, name }: { category: string; name: string }) {
  const { t } = useTranslation([OFFLINE_PAGES_NAMESPACE, 'offline']);
  const language = useReaderLanguage();
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!canKeepOffline()) return null;
  const save = () => {
    setState({ kind: 'saving' });
    saveCategory(category, language).then(
      (count) => setState({ kind: 'saved', count }),
      () => setState({ kind: 'failed' }),
    );
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3 d-print-none">
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={save} disabled={state.kind === 'saving'}>
        {state.kind === 'saving' ? t('category.saving') : t('category.save', { category: name })}
      </button>
      {state.kind === 'saved' && (
        <span role="status" className="small text-body-secondary">
          {t('category.saved', { count: state.count })} <Link to={SCREEN.saved.path}>{t('offline:nav')}</Link>
        </span>
      )}
      {state.kind === 'failed' && (
        <span role="alert" className="small text-danger">
          {t('category.failed')}
        </span>
      )}
    </div>
  );
}
