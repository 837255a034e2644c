import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { validationText } from '../../i18n';
import type { LoginRedirectState } from './route-guards';
import { applyServerError, failureText, type FailureMessage } from './server-errors';
import { useLogin } from './use-login';

const FIELDS = ['email', 'password'] as const;

/** Where to go after logging in: the page the guard sent the visitor from, else home. */
function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || from.pathname === '/login' || from.pathname === '/register') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [formError, setFormError] = useState<FailureMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), reValidateMode: 'onSubmit', defaultValues: { email: '', password: '' } });

  // Editing a field clears that field's error and the general error.
  const field = (name: (typeof FIELDS)[number]) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFormError(null);
      },
    });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, FIELDS, setError));
    }
  });

  const errorText = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? validationText(message) : undefined;
  };

  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-4 text-center">{t('login.title')}</h1>
        {formError && (
          <Alert variant="danger" dismissible onClose={() => setFormError(null)} closeLabel={t('common:close')}>
            {failureText(formError, (key) => t(`login.${key}`))}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <FormField id="login-email" label={t('login.email')} type="email" autoComplete="email" registration={field('email')} error={errorText('email')} />
          <FormField
            id="login-password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            registration={field('password')}
            error={errorText('password')}
          />
          <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        <p className="mt-4 mb-0 text-center">
          {t('login.noAccount')} <Link to="/register">{t('login.registerLink')}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
