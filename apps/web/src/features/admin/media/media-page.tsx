import { LIMITS, type MediaLibraryItem } from '@labmedicin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { FormattedDateTime } from '../../../components/formatted-date-time';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ImageUploader } from './image-uploader';
import { MediaDeleteModal } from './media-delete-modal';
import { useSizeFormat } from './format-size';
import { LIBRARY_NAME_MAX, truncateFilename } from './media-format';
import { MediaPager } from './media-pager';
import { StatsBar } from './media-stats';
import { UsageList } from './usage-list';
import { LibraryEmpty, LibraryViewControls, useLibraryView, type LibrarySorts } from './library-view';
import { mediaKeys, useMediaUsage } from './use-media';

/** The page's sort choices and the API's sort and order each stands for. */
const PAGE_SORTS = {
  newest: { sort: 'date', order: 'desc' },
  oldest: { sort: 'date', order: 'asc' },
  nameAsc: { sort: 'name', order: 'asc' },
  nameDesc: { sort: 'name', order: 'desc' },
  largest: { sort: 'size', order: 'desc' },
  smallest: { sort: 'size', order: 'asc' },
} as const satisfies LibrarySorts<string>;

/**
 * /admin/media: the library's totals, search by file name (300 ms after typing stops), filter by
 * use, sort, a grid of the images with their size, usage (linking to the articles), copy-URL and
 * delete (confirmed, showing where the image is used, offering to delete it anyway), and upload.
 */
export function MediaPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('media.title'));
  const queryClient = useQueryClient();
  const view = useLibraryView(PAGE_SORTS, 'newest');
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<MediaLibraryItem | null>(null);
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), LIMITS.successNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const copyUrl = async (image: MediaLibraryItem) => {
    try {
      await navigator.clipboard.writeText(new URL(image.url, window.location.origin).href);
      setNotice({ text: t('media.copied'), variant: 'success' });
    } catch {
      setNotice({ text: t('media.copyFailed'), variant: 'danger' });
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0">{t('media.title')}</h1>
        <Button onClick={() => setUploading(true)}>{t('media.upload')}</Button>
      </div>

      {notice && (
        <Alert variant={notice.variant} dismissible onClose={() => setNotice(null)} closeLabel={t('common:close')}>
          {notice.text}
        </Alert>
      )}
      {view.media.isError && <ErrorAlert title={t('media.loadFailed')} error={view.media.error} />}
      {view.media.data && <StatsBar stats={view.media.data.stats} />}

      <LibraryViewControls view={view} sorts={PAGE_SORTS} idPrefix="media" />

      {view.media.isPending && <LoadingSpinner label={t('media.loading')} />}
      {view.media.isSuccess && view.images.length === 0 && <LibraryEmpty narrowed={view.narrowed} />}

      {view.images.length > 0 && (
        <Row xs={1} sm={2} md={3} lg={4} xl={5} className="g-3" as="ul" aria-label={t('media.title')} style={{ listStyle: 'none', paddingLeft: 0 }}>
          {view.images.map((image) => (
            <Col key={image._id} as="li">
              <MediaCard image={image} onCopy={() => void copyUrl(image)} onDelete={() => setDeleting(image)} />
            </Col>
          ))}
        </Row>
      )}

      <MediaPager page={view.page} pages={view.pages} onPage={view.setPage} />

      {uploading && (
        <Modal show onHide={() => setUploading(false)} centered aria-labelledby="media-upload-title">
          <Modal.Header closeButton closeLabel={t('common:close')}>
            <Modal.Title id="media-upload-title">{t('media.upload')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ImageUploader
              onUploaded={() => {
                setUploading(false);
                setNotice({ text: t('media.uploaded'), variant: 'success' });
                void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
              }}
            />
          </Modal.Body>
        </Modal>
      )}

      {deleting && (
        <MediaDeleteModal
          image={deleting}
          onHide={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setNotice({ text: t('media.deleted'), variant: 'success' });
          }}
        />
      )}
    </>
  );
}


function MediaCard({ image, onCopy, onDelete }: { image: MediaLibraryItem; onCopy: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const size = useSizeFormat();
  const [showUsage, setShowUsage] = useState(false);
  return (
    <Card className="h-100" data-testid="media-card">
      <Card.Img variant="top" src={image.url} alt={image.originalName} loading="lazy" style={{ height: 140, objectFit: 'cover' }} />
      <Card.Body className="p-2 small">
        <Card.Title as="h2" className="fs-6 mb-1 text-break" title={image.originalName}>
          {truncateFilename(image.originalName, LIBRARY_NAME_MAX)}
        </Card.Title>
        <div className="text-muted">
          {size.bytes(image.size)} · {t('media.dimensions', { width: image.width, height: image.height })}
        </div>
        <div className="text-muted">
          <FormattedDateTime value={image.uploadedAt} />
        </div>
        <div className="mt-1">
          {image.usageCount > 0 ? (
            <Button variant="link" size="sm" className="p-0 text-start" aria-expanded={showUsage} onClick={() => setShowUsage(!showUsage)}>
              <Badge bg="success" className="me-1">
                {image.usageCount}
              </Badge>
              {t('media.used', { count: image.usageCount })}
            </Button>
          ) : (
            <Badge bg="secondary">{t('media.unused')}</Badge>
          )}
        </div>
        {showUsage && <UsageLinks filename={image.filename} />}
      </Card.Body>
      {/* On the page's own white: the outline buttons lack contrast on the footer's grey. */}
      <Card.Footer className="d-flex gap-2 p-2 bg-body">
        <Button variant="outline-secondary" size="sm" onClick={onCopy}>
          {t('media.copyUrl')}
        </Button>
        <Button variant="outline-danger" size="sm" className="ms-auto" onClick={onDelete}>
          {t('media.delete')}
        </Button>
      </Card.Footer>
    </Card>
  );
}

/** The articles that use an image, in their current or earlier versions. */
function UsageLinks({ filename }: { filename: string }) {
  const { t } = useTranslation('admin');
  const usage = useMediaUsage(filename);
  if (usage.isPending) return <div className="text-body-secondary">{t('media.checkingUsage')}</div>;
  return <UsageList articles={usage.data?.articles ?? []} className="mb-0 ps-3" />;
}
