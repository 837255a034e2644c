import { SCREEN } from '@labmedicin/contracts';
import type { MediaLibraryItem, MediaStats } from '@labmedicin/contracts';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSizeFormat } from './format-size';
import { LIBRARY_NAME_MAX, truncateFilename } from './media-format';
import { StatsBar } from './media-stats';
import { useMediaPage } from './use-media';

/** How many images each top list shows. */
const TOP_COUNT = 5;

/**
 * /admin/media-analytics: a read-only overview of the media library from its own API: the totals,
 * the share of images in use, the largest images and the unused ones taking the most space, each
 * leading to the library where an image can be acted on.
 */
export function MediaAnalyticsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('mediaAnalytics.title'));
  // Every answer carries the library's totals; the largest-first page supplies them.
  const largest = useMediaPage({ limit: TOP_COUNT, sort: 'size', order: 'desc' });
  const largestUnused = useMediaPage({ limit: TOP_COUNT, sort: 'size', order: 'desc', filter: 'unused' });
  const failure = largest.error ?? largestUnused.error;

  return (
    <>
      <h1 className="h2 mb-4">{t('mediaAnalytics.title')}</h1>
      {failure ? (
        <ErrorAlert title={t('mediaAnalytics.loadFailed')} error={failure} />
      ) : !largest.data || !largestUnused.data ? (
        <LoadingSpinner label={t('mediaAnalytics.loading')} />
      ) : largest.data.stats.totalImages === 0 ? (
        <div className="text-center text-muted py-5">
          <p className="mb-1 fw-semibold">{t('mediaAnalytics.empty')}</p>
          <Link to={SCREEN.adminMedia.path} className="small">
            {t('mediaAnalytics.emptyHint')}
          </Link>
        </div>
      ) : (
        <>
          <StatsBar stats={largest.data.stats} />
          <ShareInUse stats={largest.data.stats} />
          <Row xs={1} lg={2} className="g-3">
            <Col>
              <ImageList title={t('mediaAnalytics.largest')} images={largest.data.data} emptyText={t('mediaAnalytics.empty')} />
            </Col>
            <Col>
              <ImageList title={t('mediaAnalytics.largestUnused')} images={largestUnused.data.data} emptyText={t('mediaAnalytics.noUnused')}>
                {/* The library keeps its filter in the page, not the URL: the link opens it, the filter is picked there. */}
                {largestUnused.data.data.length > 0 && <Link to={SCREEN.adminMedia.path} className="link-dark">{t('mediaAnalytics.reviewUnused')}</Link>}
              </ImageList>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}


function ShareInUse({ stats }: { stats: MediaStats }) {
  const { t } = useTranslation('admin');
  const percent = Math.round((stats.usedImages / stats.totalImages) * 100);
  return (
    <section className="mb-4" aria-labelledby="media-share-in-use">
      <h2 id="media-share-in-use" className="h5">
        {t('mediaAnalytics.shareInUse')}
      </h2>
      {/* The bar nested in its frame, so that its name lands on the element with the progressbar role. */}
      <ProgressBar className="mb-1">
        <ProgressBar now={percent} label={`${percent}%`} variant="success" aria-label={t('mediaAnalytics.shareInUse')} />
      </ProgressBar>
      <p className="small text-muted mb-0">{t('mediaAnalytics.shareDetail', { used: stats.usedImages, total: stats.totalImages, percent })}</p>
    </section>
  );
}

function ImageList({ title, images, emptyText, children }: { title: string; images: MediaLibraryItem[]; emptyText: string; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const size = useSizeFormat();
  return (
    <Card as="section" className="h-100" aria-label={title}>
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      {images.length === 0 ? (
        <Card.Body className="small text-muted">{emptyText}</Card.Body>
      ) : (
        <ListGroup variant="flush" as="ol">
          {images.map((image) => (
            <ListGroup.Item key={image._id} as="li" className="d-flex flex-wrap justify-content-between gap-2 small">
              <Link to={SCREEN.adminMedia.path} title={image.originalName} className="text-break">
                {truncateFilename(image.originalName, LIBRARY_NAME_MAX)}
              </Link>
              <span className="text-muted text-nowrap">
                {size.bytes(image.size)} · {image.usageCount > 0 ? t('media.used', { count: image.usageCount }) : t('media.unused')}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {children && <Card.Footer className="small">{children}</Card.Footer>}
    </Card>
  );
}
