import './categories-page.css';
import { LIMITS } from '@labmedicin/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { Category } from '@labmedicin/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { CategoryBadge } from '../../../components/category-badge';
import { SuccessNotice, useDismissibleLoadError, useSuccessNotice } from '../admin-notices';
import { CategoryDeleteModal } from './category-delete-modal';
import { CategoryFormModal } from './category-form-modal';
import { useCategories } from './use-categories';
import { RowActions } from '../row-actions';
import { useCategoryDescription, useCategoryName } from '../translations/interface-language';

type FormState = { category?: Category } | null;

/** /admin/categories: list, create, edit and delete categories; on a phone each category is a card. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const success = useSuccessNotice(LIMITS.categoryMessageMs);
  const loadError = useDismissibleLoadError(categories);
  const nameOf = useCategoryName();
  const descriptionOf = useCategoryDescription();

  const list = categories.data ?? [];
  // A success notice belongs to the action that caused it: the next one (a dialog) takes it away.
  const openForm = (state: NonNullable<FormState>) => {
    success.dismiss();
    setForm(state);
  };
  const openDelete = (category: Category) => {
    success.dismiss();
    setDeleting(category);
  };
  const openCreate = () => openForm({});

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0">{t('categories.title')}</h1>
        <Button variant="primary" onClick={openCreate}>
          {t('categories.add')}
        </Button>
      </div>

      <SuccessNotice notice={success} />
      {loadError.shown && <ErrorAlert title={t('categories.loadFailed')} error={categories.error} onClose={loadError.dismiss} />}

      {categories.isPending && <LoadingSpinner label={t('categories.loading')} />}

      {categories.isSuccess && list.length === 0 && (
        <Card body className="text-center py-4">
          <p className="h5">{t('categories.empty')}</p>
          <p className="text-muted">{t('categories.emptyHint')}</p>
          <Button variant="outline-primary" onClick={openCreate}>
            {t('categories.add')}
          </Button>
        </Card>
      )}

      {list.length > 0 && (
        <Table responsive hover className="categories-table align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">{t('categories.columns.color')}</th>
              <th scope="col">{t('categories.columns.name')}</th>
              <th scope="col">{t('categories.columns.description')}</th>
              <th scope="col" className="text-end">
                {t('categories.columns.articles')}
              </th>
              <th scope="col" className="text-end">
                {t('categories.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((category) => (
              <tr key={category._id}>
                <td className="category-color">
                  <span
                    className="d-inline-block rounded border align-middle"
                    style={{ width: 32, height: 32, backgroundColor: category.color }}
                    role="img"
                    aria-label={t('categories.swatch', { color: category.color })}
                    title={category.color}
                  />
                </td>
                <td className="category-name">
                  <CategoryBadge name={nameOf(category)} color={category.color} />
                </td>
                <td className="category-description text-muted" lang={descriptionOf(category).lang}>
                  {descriptionOf(category).text || t('categories.noDescription')}
                </td>
                <td className="category-count" data-label={t('categories.columns.articles')}>
                  {category.articleCount ?? t('categories.noCount')}
                </td>
                <td className="category-actions text-nowrap">
                  <RowActions
                    change={{ label: t('categories.edit'), accessibleName: t('categories.editNamed', { name: nameOf(category) }), onClick: () => openForm({ category }) }}
                    remove={{ label: t('categories.delete'), accessibleName: t('categories.deleteNamed', { name: nameOf(category) }), onClick: () => openDelete(category) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {form && (
        <CategoryFormModal
          category={form.category}
          onHide={() => setForm(null)}
          onSaved={(result) => {
            setForm(null);
            success.show(t(`categories.${result}`));
          }}
        />
      )}
      {deleting && (
        <CategoryDeleteModal
          category={deleting}
          categories={list}
          onHide={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            success.show(t('categories.deleted'));
          }}
        />
      )}
    </>
  );
}
