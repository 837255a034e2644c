import { loginSchema, type LoginInput, SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import './auth-texts';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { ForgotPasswordLink } from '../account/forgot-password-link';
import { AuthFormCard, useAuthForm } from './auth-form';
import { OidcSignIn } from './oidc-sign-in';
import type { LoginRedirectState } from './route-guards';
import { useLogin } from './use-login';

const FIELDS = ['email', 'password'] as const;

/** Where to go after logging in: the page the guard sent the visitor from, else home. */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || from.pathname === SCREEN.login.path || from.pathname === SCREEN.register.path) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useAuthForm<LoginInput>(loginSchema, FIELDS, { email: '', password: '' });

  const onSubmit = form.submit(async (values) => {
    const answer = await login.mutateAsync(values);
    // Two-factor on: the code is asked for next, and it goes on where this would have.
    if ('twoFactorRequired' in answer) navigate(SCREEN.loginCode.path, { state: location.state });
    else navigate(redirectTarget(location.state), { replace: true });
  });

  return (
    <AuthFormCard
      section="login"
      formError={form.formError}
      onDismissError={form.dismissError}
      onSubmit={onSubmit}
      submitting={form.submitting}
      other={{ question: t('login.noAccount'), link: t('login.registerLink'), to: SCREEN.register.path }}
    >
      <OidcSignIn />
      <FormField id="login-email" label={t('login.email')} type="email" autoComplete="email" registration={form.field('email')} error={form.errorText('email')} />
      <FormField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        registration={form.field('password')}
        error={form.errorText('password')}
      />
      <ForgotPasswordLink />
    </AuthFormCard>
  );
}
