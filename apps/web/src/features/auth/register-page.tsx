import { registerFormSchema, type RegisterFormInput, SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import './auth-texts';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { AuthFormCard, useAuthForm } from './auth-form';
import { useRegister } from './use-register';

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useAuthForm<RegisterFormInput>(registerFormSchema, FIELDS, { username: '', email: '', password: '', confirmPassword: '' });

  const onSubmit = form.submit(async ({ username, email, password }) => {
    await registration.mutateAsync({ username, email, password });
    navigate(SCREEN.home.path, { replace: true });
  });

  return (
    <AuthFormCard
      section="register"
      formError={form.formError}
      onDismissError={form.dismissError}
      onSubmit={onSubmit}
      submitting={form.submitting}
      other={{ question: t('register.haveAccount'), link: t('register.loginLink'), to: SCREEN.login.path }}
    >
      <FormField id="register-username" label={t('register.username')} autoComplete="username" registration={form.field('username')} error={form.errorText('username')} />
      <FormField id="register-email" label={t('register.email')} type="email" autoComplete="email" registration={form.field('email')} error={form.errorText('email')} />
      <FormField
        id="register-password"
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        registration={form.field('password')}
        error={form.errorText('password')}
      />
      <FormField
        id="register-confirm-password"
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={form.field('confirmPassword')}
        error={form.errorText('confirmPassword')}
      />
    </AuthFormCard>
  );
}
