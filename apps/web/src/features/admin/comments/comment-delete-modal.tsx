import type { Comment } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface CommentDeleteModalProps {
  comment: Comment;
  deleting: boolean;
  onHide: () => void;
  onConfirm: () => void;
}

/** Deleting a comment is permanent, so it is confirmed first. */
export function CommentDeleteModal({ comment, deleting, onHide, onConfirm }: CommentDeleteModalProps) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      title={t('comments.deleteModal.title')}
      confirmLabel={t('comments.deleteModal.submit')}
      busyLabel={t('comments.deleteModal.deleting')}
      cancelLabel={t('comments.deleteModal.cancel')}
      busy={deleting}
      onHide={onHide}
      onConfirm={onConfirm}
    >
      <p>{t('comments.deleteModal.confirm')}</p>
      <blockquote className="border-start border-3 ps-3 text-muted mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.content}
      </blockquote>
    </ConfirmDialog>
  );
}
