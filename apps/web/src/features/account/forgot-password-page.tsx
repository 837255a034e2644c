import { passwordResetRequestSchema, type Language } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/account';
import { FormField } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthForm } from '../auth/auth-form';
import { AccountFormCard } from './account-form-card';

const FIELDS = ['email'] as const;
/** The form asks for the address; the language is the page's. */
const formSchema = passwordResetRequestSchema.pick({ email: true });

/** /forgot-password: the address to mail a reset link to, in the language the page is read in. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('account');
  useDocumentTitle(t('forgot.title'));
  const [sent, setSent] = useState(false);
  const form = useAuthForm<{ email: string }>(formSchema, FIELDS, { email: '' });

  const onSubmit = form.submit(async ({ email }) => {
    await requestPasswordReset({ email, language: (i18n.language === 'en' ? 'en' : 'sv') satisfies Language });
    setSent(true);
  });

  return (
    <AccountFormCard
      section="forgot"
      formError={form.formError}
      onDismissError={form.dismissError}
      onSubmit={onSubmit}
      submitting={form.submitting}
      intro={<p>{t('forgot.intro')}</p>}
      done={sent ? <Alert variant="success">{t('forgot.sent')}</Alert> : undefined}
    >
      <FormField id="forgot-email" label={t('forgot.email')} type="email" autoComplete="email" registration={form.field('email')} error={form.errorText('email')} />
    </AccountFormCard>
  );
}
