import { SCREEN } from '@labmedicin/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { failureText, type FailureMessage } from '../auth/server-errors';
import './account-texts';

interface AccountFormCardProps {
  section: 'forgot' | 'reset';
  formError: FailureMessage | null;
  onDismissError(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Shown above the form. */
  intro?: ReactNode;
  /** Shown instead of the form once it has done its work. */
  done?: ReactNode;
  children: ReactNode;
}

/** The card of the forgot-password and reset-password forms, laid out as the login form. */
export function AccountFormCard({ section, formError, onDismissError, onSubmit, submitting, intro, done, children }: AccountFormCardProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-4 text-center">{t(`${section}.title`)}</h1>
        {done ?? (
          <>
            {intro}
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
          </>
        )}
        <p className="mt-4 mb-0 text-center">
          <Link to={SCREEN.login.path}>{t('forgot.backToLogin')}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
