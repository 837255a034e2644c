import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterFormInput } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { validationText } from '../../i18n';
import { applyServerError, failureText, type FailureMessage } from './server-errors';
import { useRegister } from './use-register';

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = useRegister();
  const [formError, setFormError] = useState<FailureMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  // Editing a field clears that field's error and the general error.
  const field = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFormError(null);
      },
    });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFormError(null);
    try {
      await registration.mutateAsync({ username, email, password });
      navigate('/', { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, FIELDS, setError));
    }
  });

  const errorText = (name: Field) => {
    const message = errors[name]?.message;
    return message ? validationText(message) : undefined;
  };

  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-4 text-center">{t('register.title')}</h1>
        {formError && (
          <Alert variant="danger" dismissible onClose={() => setFormError(null)} closeLabel={t('common:close')}>
            {failureText(formError, (key) => t(`register.${key}`))}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <FormField id="register-username" label={t('register.username')} autoComplete="username" registration={field('username')} error={errorText('username')} />
          <FormField id="register-email" label={t('register.email')} type="email" autoComplete="email" registration={field('email')} error={errorText('email')} />
          <FormField
            id="register-password"
            label={t('register.password')}
            type="password"
            autoComplete="new-password"
            registration={field('password')}
            error={errorText('password')}
          />
          <FormField
            id="register-confirm-password"
            label={t('register.confirmPassword')}
            type="password"
            autoComplete="new-password"
            registration={field('confirmPassword')}
            error={errorText('confirmPassword')}
          />
          <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? t('register.submitting') : t('register.submit')}
          </Button>
        </Form>
        <p className="mt-4 mb-0 text-center">
          {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
