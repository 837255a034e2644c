import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './auth-texts';
import { Link } from 'react-router-dom';
import type { ZodType } from 'zod';
import { validationText } from '../../validation-text';
import { applyServerError, failureText, type FailureMessage } from './server-errors';

/**
 * The behaviour the login and register forms share: validation by the contracts' schema on
 * submit, the server's field errors put on their fields, and editing a field clears that field's
 * error and the general one.
 */
export function useAuthForm<T extends FieldValues>(schema: ZodType<T>, fields: readonly Path<T>[], defaultValues: DefaultValues<T>) {
  const [formError, setFormError] = useState<FailureMessage | null>(null);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<T>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const field = (name: Path<T>) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFormError(null);
      },
    });
  const errorText = (name: Path<T>) => {
    const message = formState.errors[name]?.message;
    return typeof message === 'string' ? validationText(message) : undefined;
  };
  const submit = (send: (values: T) => Promise<void>) =>
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        setFormError(applyServerError(error, fields, setError));
      }
    });
  return { field, errorText, submit, formError, dismissError: () => setFormError(null), submitting: formState.isSubmitting };
}

interface AuthFormCardProps {
  /** The form's section of the auth texts: its title, submit labels and failure texts. */
  section: 'login' | 'register';
  formError: FailureMessage | null;
  onDismissError(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The line under the form that leads to the other form. */
  other: { question: string; link: string; to: string };
  children: ReactNode;
}

/** The card the login and register forms are laid out in. */
export function AuthFormCard({ section, formError, onDismissError, onSubmit, submitting, other, children }: AuthFormCardProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-4 text-center">{t(`${section}.title`)}</h1>
        {formError && (
          <Alert variant="danger" dismissible onClose={onDismissError} closeLabel={t('common:close')}>
            {failureText(formError, (key) => t(`${section}.${key}`))}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          {children}
          <Button type="submit" variant="primary" className="w-100" disabled={submitting}>
            {submitting ? t(`${section}.submitting`) : t(`${section}.submit`)}
          </Button>
        </Form>
        <p className="mt-4 mb-0 text-center">
          {other.question} <Link to={other.to}>{other.link}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}

