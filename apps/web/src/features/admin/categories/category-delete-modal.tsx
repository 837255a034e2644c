import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Category } from '@labmedicin/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCategoryName } from '../translations/interface-language';
import { useCategoryArticles, useDeleteCategory } from './use-categories';

interface CategoryDeleteModalProps {
  category: Category;
  /** Every category, for the choice of where the articles go. */
  categories: readonly Category[];
  onHide: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a category: its article count is fetched first. No articles: a plain
 * confirmation. Articles: a target category (not this one) must be chosen before Delete is enabled.
 */
export function CategoryDeleteModal({ category, categories, onHide, onDeleted }: CategoryDeleteModalProps) {
  const { t } = useTranslation('admin');
  const usage = useCategoryArticles(category._id);
  const remove = useDeleteCategory();
  const [target, setTarget] = useState('');
  const nameOf = useCategoryName();
  const others = categories.filter((candidate) => candidate._id !== category._id);
  const count = usage.data?.count ?? 0;
  const needsTarget = count > 0;
  const canDelete = usage.isSuccess && (!needsTarget || target !== '');

  const onConfirm = () =>
    remove.mutate({ id: category._id, moveToCategory: needsTarget ? target : null }, { onSuccess: () => onDeleted() });

  return (
    <ConfirmDialog
      title={t('categories.deleteModal.title')}
      confirmLabel={t('categories.deleteModal.submit')}
      busyLabel={t('categories.deleteModal.deleting')}
      cancelLabel={t('categories.deleteModal.cancel')}
      busy={remove.isPending}
      disabled={!canDelete}
      failure={remove.isError ? { title: t('categories.deleteFailed'), error: remove.error, onDismiss: () => remove.reset() } : null}
      onHide={onHide}
      onConfirm={onConfirm}
    >
      {usage.isPending && <LoadingSpinner label={t('categories.deleteModal.checking')} />}
      {usage.isError && <ErrorAlert title={t('categories.usageFailed')} error={usage.error} />}
      {usage.isSuccess && !needsTarget && <p className="mb-0">{t('categories.deleteModal.confirm', { name: nameOf(category) })}</p>}
      {usage.isSuccess && needsTarget && (
        <>
          <p>{t('categories.deleteModal.inUse', { name: nameOf(category), count })}</p>
          {others.length === 0 ? (
            <Alert variant="warning" className="mb-0">
              {t('categories.deleteModal.noTarget')}
            </Alert>
          ) : (
            <Form.Group controlId="category-move-to">
              <Form.Label>{t('categories.deleteModal.moveTo')}</Form.Label>
              <Form.Select value={target} onChange={(event) => setTarget(event.target.value)}>
                <option value="">{t('categories.deleteModal.choose')}</option>
                {others.map((candidate) => (
                  <option key={candidate._id} value={candidate._id}>
                    {nameOf(candidate)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
