import type { MediaLibraryItem } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
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
    <Modal show onHide={onHide} centered aria-labelledby="media-delete-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="media-delete-title">{t('media.deleteTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {remove.isError && <ErrorAlert title={t('media.deleteFailed')} error={remove.error} onClose={() => remove.reset()} />}
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
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('media.cancel')}
        </Button>
        <Button variant="danger" disabled={usage.isPending || remove.isPending} onClick={confirm}>
          {remove.isPending ? t('media.deleting') : force ? t('media.deleteAnyway') : t('media.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
