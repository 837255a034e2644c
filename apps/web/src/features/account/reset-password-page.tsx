import { passwordResetFormSchema, type PasswordResetFormValues, SCREEN } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/account';
import { FormField } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthForm } from '../auth/auth-form';
import { AccountFormCard } from './account-form-card';

const FIELDS = ['password', 'confirmPassword'] as const;

/** /reset-password?token=…: the new password, under registration's rules; then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('reset.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useAuthForm<PasswordResetFormValues>(passwordResetFormSchema, FIELDS, { token, password: '', confirmPassword: '' });

  const onSubmit = form.submit(async ({ password }) => {
    await resetPassword({ token, password });
    setDone(true);
  });

  const outcome = done ? (
    <Alert variant="success">
      {t('reset.done')} <Link to={SCREEN.login.path}>{t('reset.toLogin')}</Link>
    </Alert>
  ) : !token ? (
    <Alert variant="warning">
      {t('reset.noToken')} <Link to={SCREEN.forgotPassword.path}>{t('reset.askAgain')}</Link>
    </Alert>
  ) : undefined;

  return (
    <AccountFormCard section="reset" formError={form.formError} onDismissError={form.dismissError} onSubmit={onSubmit} submitting={form.submitting} done={outcome}>
      <FormField id="reset-password" label={t('reset.password')} type="password" autoComplete="new-password" registration={form.field('password')} error={form.errorText('password')} />
      <FormField
        id="reset-confirm-password"
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={form.field('confirmPassword')}
        error={form.errorText('confirmPassword')}
      />
      {form.errorText('token') && (
        <Alert variant="danger">
          {form.errorText('token')} <Link to={SCREEN.forgotPassword.path}>{t('reset.askAgain')}</Link>
        </Alert>
      )}
      {form.formError && 'code' in form.formError && form.formError.code.startsWith('RESET_TOKEN_') && (
        <p className="small">
          <Link to={SCREEN.forgotPassword.path}>{t('reset.askAgain')}</Link>
        </p>
      )}
    </AccountFormCard>
  );
}
