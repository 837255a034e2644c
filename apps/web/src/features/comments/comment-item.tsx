import type { ReaderComment } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { FormattedDateTime } from '../../components/formatted-date-time';
import { useReportComment } from './use-article-comments';

interface CommentItemProps {
  comment: ReaderComment;
  /** Logged-in readers may report a comment, once. */
  canReport: boolean;
}

/** One approved comment. Its text is plain text, shown as written: never read as HTML. */
export function CommentItem({ comment, canReport }: CommentItemProps) {
  const { t } = useTranslation('articles');
  const report = useReportComment();
  // A 409 means this reader has reported it already: the reloaded list says so.
  const failed = report.isError && !(report.error instanceof ApiError && report.error.code === 'COMMENT_ALREADY_REPORTED');
  return (
    <li className="border rounded p-3 mb-3 bg-white">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-2 small">
        <span className={comment.userId ? 'fw-semibold' : 'fst-italic text-muted'}>{comment.userId?.username ?? t('comments.deletedUser')}</span>
        <span className="text-muted">
          <FormattedDateTime value={comment.createdAt} />
        </span>
      </div>
      <p className="mb-2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.content}
      </p>
      {canReport &&
        (comment.reported ? (
          <span className="small text-muted">{t('comments.reported')}</span>
        ) : (
          <button type="button" className="btn btn-link btn-sm p-0 text-danger" disabled={report.isPending} onClick={() => report.mutate(comment._id)}>
            {t('comments.report')}
          </button>
        ))}
      {failed && (
        <div role="alert" className="small text-danger mt-1">
          {t('comments.reportFailed')}
        </div>
      )}
    </li>
  );
}
