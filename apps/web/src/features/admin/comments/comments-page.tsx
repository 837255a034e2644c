import { COMMENT_STATUSES, LIMITS, commentStatusSchema, type Comment, type CommentStatus, SCREEN } from '@labmedicin/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { FormattedDateTime } from '../../../components/formatted-date-time';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { pageFromParams } from '../../../components/page-window';
import { LastPageRedirect, Pagination, isPastLastPage } from '../../../components/pagination';
import { CommentDeleteModal } from './comment-delete-modal';
import { useAdminComments, useModerateComment, type ModerationAction } from './use-admin-comments';

const STATUS_BADGES: Record<CommentStatus, string> = { approved: 'success', pending: 'warning', spam: 'danger', deleted: 'secondary' };

const ACTION_ERRORS: Record<ModerationAction, ParseKeys<'admin'>> = {
  approve: 'comments.approveError',
  reject: 'comments.rejectError',
  delete: 'comments.deleteError',
};

/** The status in ?status=, when it is one; anything else lists every status. */
function statusFromParams(params: URLSearchParams): CommentStatus | undefined {
  const parsed = commentStatusSchema.safeParse(params.get('status'));
  return parsed.success ? parsed.data : undefined;
}

/**
 * /admin/comments: comments of one status or all, newest first, 20 to a page. Approve is offered
 * unless a comment is approved, reject (to spam) unless it is spam, delete (after confirmation)
 * always. Links to articles use the /articles/:slug path, which the SPA redirects.
 */
export function CommentsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = statusFromParams(params);
  const page = pageFromParams(params);
  const comments = useAdminComments({ status, page, limit: LIMITS.commentPageSize });
  const moderate = useModerateComment();
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const list = comments.data?.data ?? [];
  const pages = comments.data?.pagination.pages ?? 0;

  // A new filter starts at its first page.
  const changeStatus = (value: string) => setParams(value ? { status: value } : {});
  const act = (action: ModerationAction, id: string) => moderate.mutate({ action, id });
  // The dialog closes either way; a failure shows on the page.
  const confirmDelete = (id: string) => moderate.mutate({ action: 'delete', id }, { onSettled: () => setDeleting(null) });
  const actionError = moderate.isError ? ACTION_ERRORS[moderate.variables.action] : null;
  // Moderation empties pages: past the last one, show the last.
  if (comments.isSuccess && !comments.isPlaceholderData && isPastLastPage(page, pages)) return <LastPageRedirect pages={pages} />;

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-4">
        <h1 className="h2 mb-0">{t('comments.title')}</h1>
        <Form.Group controlId="comment-status-filter" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">{t('comments.filterLabel')}</Form.Label>
          <Form.Select value={status ?? ''} onChange={(event) => changeStatus(event.target.value)}>
            <option value="">{t('comments.allStatuses')}</option>
            {COMMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`comments.status.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>

      {comments.isError && comments.errorUpdatedAt !== dismissedErrorAt && (
        <ErrorAlert title={t('comments.errorLoading')} error={comments.error} onClose={() => setDismissedErrorAt(comments.errorUpdatedAt)} />
      )}
      {actionError && <ErrorAlert title={t(actionError)} error={moderate.error} onClose={() => moderate.reset()} />}

      {comments.isPending && <LoadingSpinner label={t('comments.loading')} />}
      {comments.isSuccess && list.length === 0 && <p className="text-muted">{t('comments.empty')}</p>}

      {list.length > 0 && (
        <Table responsive hover className="align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">{t('comments.columns.content')}</th>
              <th scope="col">{t('comments.columns.author')}</th>
              <th scope="col">{t('comments.columns.article')}</th>
              <th scope="col">{t('comments.columns.status')}</th>
              <th scope="col" className="text-end">
                {t('comments.columns.reports')}
              </th>
              <th scope="col">{t('comments.columns.date')}</th>
              <th scope="col" className="text-end">
                {t('comments.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((comment) => (
              <tr key={comment._id}>
                {/* Plain text as written; wide enough to read on a phone, where the table scrolls sideways. */}
                <td style={{ minWidth: '16rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.content}</td>
                <td className={comment.userId ? undefined : 'fst-italic text-muted'}>{comment.userId?.username ?? t('comments.deletedUser')}</td>
                <td style={{ minWidth: '10rem' }}>
                  <Link to={SCREEN.article.to({ slug: comment.articleId.slug })}>{comment.articleId.title}</Link>
                </td>
                <td>
                  <Badge bg={STATUS_BADGES[comment.status]}>{t(`comments.status.${comment.status}`)}</Badge>
                </td>
                <td className="text-end">{comment.reports.length}</td>
                <td className="text-nowrap">
                  <FormattedDateTime value={comment.createdAt} />
                </td>
                <td className="text-end text-nowrap">
                  {comment.status !== 'approved' && (
                    <Button size="sm" variant="outline-success" className="me-2" disabled={moderate.isPending} onClick={() => act('approve', comment._id)}>
                      {t('comments.approve')}
                    </Button>
                  )}
                  {comment.status !== 'spam' && (
                    <Button size="sm" variant="outline-warning" className="me-2" disabled={moderate.isPending} onClick={() => act('reject', comment._id)}>
                      {t('comments.reject')}
                    </Button>
                  )}
                  <Button size="sm" variant="outline-danger" disabled={moderate.isPending} onClick={() => setDeleting(comment)}>
                    {t('comments.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Pagination page={page} pages={pages} />

      {deleting && (
        <CommentDeleteModal
          comment={deleting}
          deleting={moderate.isPending}
          onHide={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting._id)}
        />
      )}
    </>
  );
}
