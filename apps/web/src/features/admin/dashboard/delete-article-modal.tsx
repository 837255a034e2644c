import type { ArticleListItem } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      title={t('dashboard.deleteModal.title')}
      confirmLabel={t('dashboard.deleteModal.submit')}
      busyLabel={t('dashboard.deleteModal.deleting')}
      cancelLabel={t('editor.cancel')}
      busy={remove.isPending}
      failure={remove.isError ? { title: t('dashboard.deleteFailed'), error: remove.error, onDismiss: () => remove.reset() } : null}
      onHide={onHide}
      onConfirm={() => remove.mutate(article.slug, { onSuccess: onDeleted })}
    >
      <p className="mb-0">{t('dashboard.deleteModal.confirm', { title: article.title })}</p>
    </ConfirmDialog>
  );
}
