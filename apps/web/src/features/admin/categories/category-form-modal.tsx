import { zodResolver } from '@hookform/resolvers/zod';
import {
  categoryInputSchema,
  DEFAULT_CATEGORY_COLOR,
  HEX_COLOR,
  LIMITS,
  type CategoryFormValues,
  type CategoryInput,
} from '@labmedicin/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '@labmedicin/contracts';
import { ApiError } from '../../../api/http';
import { ErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { errorCodeText } from '../../../i18n';
import { validationText } from '../../../validation-text';
import { useSaveCategory } from './use-categories';

const FIELDS = ['name', 'nameEn', 'description', 'descriptionEn', 'color'] as const;
type Field = (typeof FIELDS)[number];

interface CategoryFormModalProps {
  /** The category to edit; none to create one. */
  category?: Category;
  onHide: () => void;
  onSaved: (result: 'created' | 'updated') => void;
}

/** Create or edit a category: name 1-50 characters, its English name up to 50 (blank: the same), descriptions in Swedish and English up to 200, colour #RRGGBB. */
export function CategoryFormModal({ category, onHide, onSaved }: CategoryFormModalProps) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveCategory();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      name: category?.name ?? '',
      // A name in English that is the Swedish one was left blank: blank again, it follows a new Swedish name.
      nameEn: category && category.names.en !== category.name ? category.names.en : '',
      description: category?.description ?? '',
      descriptionEn: category?.descriptions.en ?? '',
      color: category?.color ?? DEFAULT_CATEGORY_COLOR,
    },
  });
  const [description = '', descriptionEn = '', color = ''] = useWatch({ control, name: ['description', 'descriptionEn', 'color'] });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: category?._id, input });
      onSaved(category ? 'updated' : 'created');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(error);
        return;
      }
      const placed = Object.entries(error.fieldCodes).filter(([field, code]) => {
        const name = FIELDS.find((candidate) => candidate === field);
        if (name) setError(name, { type: 'server', message: code });
        return !!name;
      });
      // A 409 is a name that is already taken: it belongs on the name field.
      const conflict = errorCodeText(error.code);
      if (error.status === 409 && placed.length === 0 && conflict) setError('name', { type: 'server', message: conflict });
      else if (placed.length === 0) setFailure(error);
    }
  });

  const errorText = (name: Field) => {
    const message = errors[name]?.message;
    return message ? validationText(message) : undefined;
  };
  const counter = (text: string) => (
    <Form.Text className={text.length > LIMITS.categoryDescriptionMax ? 'text-danger' : 'text-muted'}>
      {t('common:counter', { count: text.length, max: LIMITS.categoryDescriptionMax })}
    </Form.Text>
  );

  return (
    <FormDialog
      title={category ? t('categories.form.editTitle') : t('categories.form.createTitle')}
      submitLabel={isSubmitting ? t('categories.form.saving') : category ? t('categories.form.save') : t('categories.form.create')}
      submitDisabled={isSubmitting}
      cancelLabel={t('categories.form.cancel')}
      onHide={onHide}
      onSubmit={onSubmit}
    >
      {failure !== null && <ErrorAlert title={t('categories.saveFailed')} error={failure} onClose={() => setFailure(null)} />}
      <FormField id="category-name" label={t('categories.form.name')} registration={register('name')} error={errorText('name')} autoFocus />
      <FormField
        id="category-name-en"
        label={t('categories.form.nameEn')}
        registration={register('nameEn')}
        error={errorText('nameEn')}
        lang="en"
        hint={<Form.Text muted>{t('categories.form.nameEnHint')}</Form.Text>}
      />
      <FormField
        id="category-description"
        as="textarea"
        rows={3}
        label={t('categories.form.description')}
        registration={register('description')}
        error={errorText('description')}
        lang="sv"
        hint={counter(description)}
      />
      <FormField
        id="category-description-en"
        as="textarea"
        rows={3}
        label={t('categories.form.descriptionEn')}
        registration={register('descriptionEn')}
        error={errorText('descriptionEn')}
        lang="en"
        hint={
          <>
            {counter(descriptionEn ?? '')} <Form.Text muted>{t('categories.form.descriptionEnHint')}</Form.Text>
          </>
        }
      />
      <Form.Group>
        <Form.Label htmlFor="category-color">{t('categories.form.color')}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            id="category-color"
            type="color"
            className="form-control-color flex-grow-0"
            style={{ width: '3.5rem' }}
            value={HEX_COLOR.test(color) ? color : DEFAULT_CATEGORY_COLOR}
            onChange={(event) => setValue('color', event.target.value, { shouldDirty: true, shouldValidate: isSubmitted })}
            aria-label={t('categories.form.colorPicker')}
            title={t('categories.form.colorPicker')}
          />
          <Form.Control
            {...register('color')}
            id="category-color-hex"
            aria-label={t('categories.form.colorHex')}
            isInvalid={!!errors.color}
            aria-invalid={!!errors.color}
            className="font-monospace"
            spellCheck={false}
          />
          <Form.Control.Feedback type="invalid">{errorText('color')}</Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
    </FormDialog>
  );
}
