import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeFormSchema, type PasswordChangeFormValues } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { FormField } from '../../components/form-field';
import { errorCodeText } from '../../i18n';
import { validationText } from '../../validation-text';
import { useChangePassword } from './use-profile';
import '../../locales/profile-texts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** Change password: current, new (at least 6) and its confirmation; other sessions end on success. */
export function PasswordCard() {
  const { t } = useTranslation(['profile', 'common']);
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setChanged(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setChanged(true);
    } catch (error) {
      if (error instanceof ApiError) {
        const placed = Object.entries(error.fieldCodes).filter(([field, code]) => {
          const name = FIELDS.find((candidate) => candidate === field);
          if (name) setError(name, { type: 'server', message: code });
          return !!name;
        });
        if (placed.length === 0) setFailure(errorCodeText(error.code) ?? t('failures.changePassword'));
      } else {
        setFailure(error instanceof Error && error.message ? error.message : t('failures.changePassword'));
      }
    }
  });

  const errorText = (name: Field) => {
    const message = errors[name]?.message;
    return message ? validationText(message) : undefined;
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h4 mb-3">{t('password.title')}</h2>
        {changed && (
          <Alert variant="success" dismissible onClose={() => setChanged(false)} closeLabel={t('common:close')}>
            {t('password.success')}
          </Alert>
        )}
        {failure && (
          <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel={t('common:close')}>
            {failure}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <FormField id="password-current" type="password" autoComplete="current-password" label={t('password.current')} registration={register('currentPassword')} error={errorText('currentPassword')} />
          <FormField
            id="password-new"
            type="password"
            autoComplete="new-password"
            label={t('password.new')}
            registration={register('newPassword')}
            error={errorText('newPassword')}
            hint={<Form.Text className="text-muted">{t('password.rules')}</Form.Text>}
          />
          <FormField id="password-confirm" type="password" autoComplete="new-password" label={t('password.confirm')} registration={register('confirmPassword')} error={errorText('confirmPassword')} />
          <Button type="submit" variant="warning" disabled={isSubmitting}>
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
