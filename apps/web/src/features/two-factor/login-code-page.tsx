import { twoFactorCodeSchema, type TwoFactorCodeInput, SCREEN } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { useAuthForm } from '../auth/auth-form';
import { redirectTarget } from '../auth/login-page';
import { failureText } from '../auth/server-errors';
import './two-factor-texts';
import { useLogInWithCode } from './use-two-factor';

const FIELDS = ['code'] as const;

/**
 * /login/two-factor: the second step of signing in, after a right password for an account with
 * two-factor on. A code from the app (the phone's number pad) or, switched to, a recovery code.
 */
export function LoginCodePage() {
  const { t } = useTranslation(['twoFactor', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogInWithCode();
  const [recovery, setRecovery] = useState(false);
  const form = useAuthForm<TwoFactorCodeInput>(twoFactorCodeSchema, FIELDS, { code: '' });

  const onSubmit = form.submit(async (values) => {
    await logIn.mutateAsync(values);
    navigate(redirectTarget(location.state), { replace: true });
  });

  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-3 text-center">{t('step.title')}</h1>
        <p>{recovery ? t('step.recoveryIntro') : t('step.intro')}</p>
        {form.formError && (
          <Alert variant="danger" dismissible onClose={form.dismissError} closeLabel={t('common:close')}>
            {failureText(form.formError, (key) => t(`step.${key}`))}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <FormField
            id="login-code"
            label={recovery ? t('step.recoveryCode') : t('step.code')}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            registration={form.field('code')}
            error={form.errorText('code')}
          />
          <Button type="submit" variant="primary" className="w-100" disabled={form.submitting}>
            {form.submitting ? t('step.submitting') : t('step.submit')}
          </Button>
        </Form>
        <div className="mt-4 d-flex flex-wrap justify-content-between gap-2">
          <Button variant="link" className="p-0" onClick={() => setRecovery((now) => !now)}>
            {recovery ? t('step.useApp') : t('step.useRecovery')}
          </Button>
          <Link to={SCREEN.login.path} state={location.state}>
            {t('step.backToLogin')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
