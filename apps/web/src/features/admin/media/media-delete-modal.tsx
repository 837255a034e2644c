import type { MediaLibraryItem } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useDeleteMedia, useMediaUsage } from './use-media';
import { UsageList } from './usage-list';

interface MediaDeleteModalProps {
  image: MediaLibraryItem;
  onHide: () => void;
  onDeleted: () => void;
}

/**
 * Confirms a delete after looking up where the image is used, so it says what the delete would
 * break before it does. An unused image is deleted; a used one is listed with its articles (current
 * and earlier versions) and can be deleted anyway, which takes it out of their current versions.
 */
export function MediaDeleteModal({ image, onHide, onDeleted }: MediaDeleteModalProps) {
  const { t } = useTranslation('admin');
  const usage = useMediaUsage(image.filename);
  const remove = useDeleteMedia();
  const articles = usage.data?.articles ?? [];
  const force = articles.length > 0;
  const confirm = () =>
    remove.mutate(
      { filename: image.filename, force },
      {
        onSuccess: onDeleted,
        // Someone may have used it meanwhile: show where.
        onError: () => void usage.refetch(),
      },
    );

  return (
    <ConfirmDialog
      title={t('media.deleteTitle')}
      confirmLabel={force ? t('media.deleteAnyway') : t('media.delete')}
      busyLabel={t('media.deleting')}
      cancelLabel={t('media.cancel')}
      busy={remove.isPending}
      disabled={usage.isPending}
      failure={remove.isError ? { title: t('media.deleteFailed'), error: remove.error, onDismiss: () => remove.reset() } : null}
      onHide={onHide}
      onConfirm={confirm}
    >
      <p className="text-break">{t('media.deleteConfirm', { name: image.originalName })}</p>
      {usage.isPending && <LoadingSpinner label={t('media.checkingUsage')} />}
      {force && (
        <>
          <p className="mb-1 fw-semibold">{t('media.inUse')}</p>
          <UsageList articles={articles} />
          {articles.some((article) => article.current) && <p className="small text-danger">{t('media.forceHint')}</p>}
          {articles.some((article) => article.earlierVersions > 0) && <p className="small text-danger mb-0">{t('media.forceEarlierHint')}</p>}
        </>
      )}
    </ConfirmDialog>
  );
}
