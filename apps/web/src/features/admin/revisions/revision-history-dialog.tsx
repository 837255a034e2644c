import { LIMITS, SCREEN } from '@labmedicin/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { fetchRevision, fetchRevisions, restoreRevision } from '../../../api/revisions';
import { ErrorAlert } from '../../../components/error-alert';
import { FormattedDate } from '../../../components/formatted-date';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { relativeTime } from './relative-time';
import { revisionNoteText } from './revision-note';
import { RevisionPager } from './revision-pager';
import { ScrollingTable } from '../scrolling-table';
import { useCategoryName } from '../translations/interface-language';

interface RevisionHistoryDialogProps {
  slug: string;
  /** Admins restore; contributors only read. */
  canRestore: boolean;
  onHide: () => void;
  /** After a restore: the dialog is closed and the editor reloads the article. */
  onRestored: (versionNumber: number) => void;
}

/** The path of the compare screen for two versions, the lower first. */
export function comparePath(slug: string, a: number, b: number): string {
  return SCREEN.adminCompare.to({ slug }, { v1: Math.min(a, b), v2: Math.max(a, b) });
}

/**
 * An article's revision history: the versions 20 a page, one version in detail with
 * Restore, and a compare mode where exactly two ticked versions open the compare screen in a new tab.
 */
export function RevisionHistoryDialog({ slug, canRestore, onHide, onRestored }: RevisionHistoryDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useQuery({ queryKey: ['revisions', slug, page], queryFn: () => fetchRevisions(slug, page), placeholderData: keepPreviousData, staleTime: 0 });

  const toggle = (version: number) =>
    setChosen((current) => (current.includes(version) ? current.filter((v) => v !== version) : current.length < LIMITS.compareSelection ? [...current, version] : current));

  return (
    <Modal show onHide={onHide} size="xl" centered scrollable aria-labelledby="revisions-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="revisions-title">{t('revisions.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {viewing !== null ? (
          <RevisionDetailView slug={slug} versionNumber={viewing} canRestore={canRestore} onBack={() => setViewing(null)} onRestored={onRestored} />
        ) : (
          <>
            {list.isError && <ErrorAlert title={t('revisions.loadFailed')} error={list.error} />}
            {list.isPending && <LoadingSpinner label={t('revisions.loading')} />}
            {list.isSuccess && list.data.data.length === 0 && <Alert variant="info">{t('revisions.empty')}</Alert>}
            {list.isSuccess && list.data.data.length > 0 && (
              <>
                <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
                  <Form.Check
                    type="switch"
                    id="revisions-compare-mode"
                    label={t('revisions.compareMode')}
                    checked={comparing}
                    onChange={(event) => {
                      setComparing(event.target.checked);
                      setChosen([]);
                    }}
                  />
                  {comparing && (
                    <>
                      <span className="text-muted small">{t('revisions.chooseTwo', { count: chosen.length })}</span>
                      <Button
                        size="sm"
                        disabled={chosen.length !== LIMITS.compareSelection}
                        onClick={() => window.open(comparePath(slug, chosen[0], chosen[1]), '_blank', 'noopener')}
                      >
                        {t('revisions.compareSelected')}
                      </Button>
                    </>
                  )}
                </div>
                <ScrollingTable label={t('revisions.title')} hover size="sm" className="align-middle">
                  <thead>
                    <tr>
                      {comparing && (
                        <th scope="col">
                          <span className="visually-hidden">{t('revisions.columns.choose')}</span>
                        </th>
                      )}
                      <th scope="col">{t('revisions.columns.version')}</th>
                      <th scope="col">{t('revisions.columns.date')}</th>
                      <th scope="col">{t('revisions.columns.editedBy')}</th>
                      <th scope="col">{t('revisions.columns.changeDescription')}</th>
                      <th scope="col" className="text-end">
                        {t('revisions.columns.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.data.map((revision) => (
                      <tr key={revision.versionNumber}>
                        {comparing && (
                          <td>
                            <Form.Check
                              aria-label={t('revisions.chooseVersion', { version: revision.versionNumber })}
                              checked={chosen.includes(revision.versionNumber)}
                              disabled={!chosen.includes(revision.versionNumber) && chosen.length >= LIMITS.compareSelection}
                              onChange={() => toggle(revision.versionNumber)}
                            />
                          </td>
                        )}
                        <td>v{revision.versionNumber}</td>
                        <td>
                          <FormattedDate value={revision.timestamp} />
                        </td>
                        <td>{revision.editedBy}</td>
                        <td>{revisionNoteText(revision, t) ?? <span className="text-muted">-</span>}</td>
                        <td className="text-end">
                          <Button size="sm" variant="outline-primary" onClick={() => setViewing(revision.versionNumber)} aria-label={t('revisions.viewVersion', { version: revision.versionNumber })}>
                            {t('revisions.view')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollingTable>
                <RevisionPager page={list.data.pagination.page} pages={list.data.pagination.pages} onPage={setPage} />
              </>
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

interface RevisionDetailViewProps {
  slug: string;
  versionNumber: number;
  canRestore: boolean;
  onBack: () => void;
  onRestored: (versionNumber: number) => void;
}

function RevisionDetailView({ slug, versionNumber, canRestore, onBack, onRestored }: RevisionDetailViewProps) {
  const { t, i18n } = useTranslation('admin');
  const categoryName = useCategoryName();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({ queryKey: ['revisions', slug, 'detail', versionNumber], queryFn: () => fetchRevision(slug, versionNumber) });
  const restore = useMutation({ mutationFn: () => restoreRevision(slug, versionNumber), onSuccess: () => onRestored(versionNumber) });

  if (detail.isPending) return <LoadingSpinner label={t('revisions.loading')} />;
  if (detail.isError) {
    return (
      <>
        <ErrorAlert title={t('revisions.detailFailed')} error={detail.error} />
        <Button variant="secondary" onClick={onBack}>
          {t('revisions.backToList')}
        </Button>
      </>
    );
  }
  const revision = detail.data;
  return (
    <div>
      {restore.isError && <ErrorAlert title={t('revisions.restoreFailed')} error={restore.error} onClose={() => restore.reset()} />}
      <h3 className="h5">{t('revisions.versionTitle', { version: revision.versionNumber })}</h3>
      <p className="text-muted">
        {t('revisions.editedByAt', { by: revision.editedBy, when: relativeTime(revision.timestamp, new Date(), t, i18n.resolvedLanguage ?? 'sv') })}
      </p>
      {revisionNoteText(revision, t) && <p className="fst-italic">{revisionNoteText(revision, t)}</p>}
      <dl className="row">
        <dt className="col-sm-3">{t('revisions.fields.title')}</dt>
        <dd className="col-sm-9">{revision.title}</dd>
        <dt className="col-sm-3">{t('revisions.fields.category')}</dt>
        <dd className="col-sm-9">{revision.category ? categoryName(revision.category) : t('dashboard.noCategory')}</dd>
        <dt className="col-sm-3">{t('revisions.fields.summary')}</dt>
        <dd className="col-sm-9">{revision.summary}</dd>
        <dt className="col-sm-3">{t('revisions.fields.status')}</dt>
        <dd className="col-sm-9">
          <Badge bg={revision.status === 'published' ? 'success' : 'secondary'}>{t(`status.${revision.status}`)}</Badge>
        </dd>
      </dl>
      <h4 className="h6" id="revision-content-title">
        {t('revisions.fields.content')}
      </h4>
      {/* It scrolls: reached by keyboard too, under its heading's name. */}
      <pre
        className="bg-body-tertiary border rounded p-2"
        style={{ maxHeight: 300, overflowY: 'auto', whiteSpace: 'pre-wrap' }}
        tabIndex={0}
        role="region"
        aria-labelledby="revision-content-title"
      >
        {revision.content}
      </pre>
      {confirming && (
        <Alert variant="warning">
          <p>{t('revisions.confirmRestore', { version: revision.versionNumber })}</p>
          <div className="d-flex gap-2">
            <Button variant="warning" disabled={restore.isPending} onClick={() => restore.mutate()}>
              {restore.isPending ? t('revisions.restoring') : t('revisions.confirm')}
            </Button>
            <Button variant="secondary" disabled={restore.isPending} onClick={() => setConfirming(false)}>
              {t('editor.cancel')}
            </Button>
          </div>
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('revisions.backToList')}
        </Button>
        {canRestore && !confirming && (
          <Button variant="warning" onClick={() => setConfirming(true)}>
            {t('revisions.restore')}
          </Button>
        )}
      </div>
    </div>
  );
}
