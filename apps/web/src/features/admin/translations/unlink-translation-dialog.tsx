import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnlinkTranslation } from './use-translations';

/** Two linked articles, by slug and title. */
export interface TranslationPair {
  original: { slug: string; title: string };
  translation: { slug: string; title: string };
}

/** Unlinking a translation from its original (admins): both articles stay, each on its own. */
export function UnlinkTranslationDialog({ pair, onHide, onUnlinked }: { pair: TranslationPair; onHide: () => void; onUnlinked: () => void }) {
  const { t } = useTranslation('admin');
  const unlink = useUnlinkTranslation();
  return (
    <ConfirmDialog
      title={t('translation.unlink.title')}
      confirmLabel={t('translation.unlink.submit')}
      busyLabel={t('translation.unlink.unlinking')}
      cancelLabel={t('translation.cancel')}
      busy={unlink.isPending}
      failure={unlink.isError ? { title: t('translation.unlink.failed'), error: unlink.error, onDismiss: () => unlink.reset() } : null}
      onHide={onHide}
      onConfirm={() => unlink.mutate({ original: pair.original.slug, translation: pair.translation.slug }, { onSuccess: () => onUnlinked() })}
    >
      <p className="mb-0">{t('translation.unlink.confirm', { translation: pair.translation.title, original: pair.original.title })}</p>
    </ConfirmDialog>
  );
}
