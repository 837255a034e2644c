import type { ArticleListItem } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteArticle } from './use-dashboard';

interface DeleteArticleModalProps {
  article: ArticleListItem;
  onHide: () => void;
  onDeleted: () => void;
}

/** Confirms and deletes an article; its revisions stay on the server. */
export function DeleteArticleModal({ article, onHide, onDeleted }: DeleteArticleModalProps) {
  const { t } = useTranslation('admin');
  const remove = useDeleteArticle();
  return (
    <Modal show onHide={onHide} centered aria-labelledby="delete-article-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="delete-article-title">{t('dashboard.deleteModal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {remove.isError && <ErrorAlert title={t('dashboard.deleteFailed')} error={remove.error} onClose={() => remove.reset()} />}
        <p className="mb-0">{t('dashboard.deleteModal.confirm', { title: article.title })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide} disabled={remove.isPending}>
          {t('editor.cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(article.slug, { onSuccess: onDeleted })}>
          {remove.isPending ? t('dashboard.deleteModal.deleting') : t('dashboard.deleteModal.submit')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
