import type { Comment } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

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
    <Modal show onHide={onHide} centered aria-labelledby="comment-delete-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="comment-delete-title">{t('comments.deleteModal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('comments.deleteModal.confirm')}</p>
        <blockquote className="border-start border-3 ps-3 text-muted mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </blockquote>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('comments.deleteModal.cancel')}
        </Button>
        <Button variant="danger" disabled={deleting} onClick={onConfirm}>
          {deleting ? t('comments.deleteModal.deleting') : t('comments.deleteModal.submit')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
