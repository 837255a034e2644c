import { twoFactorCodeSchema, twoFactorEnableSchema, type TwoFactorCodeInput, type TwoFactorEnableInput, type TwoFactorSetup } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/loading-spinner';
import { FormField } from '../../components/form-field';
import { useAuthForm } from '../auth/auth-form';
import { failureText, type FailureMessage } from '../auth/server-errors';
import './two-factor-texts';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from './use-two-factor';

/**
 * The profile's two-factor sign-in: turned on from a QR code (or the key typed in), confirmed with
 * a first code, after which the recovery codes are shown this once; turned off with a code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation(['twoFactor', 'common']);
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (status.isPending) return <LoadingSpinner label={t('card.loading')} />;
    if (status.isError) return <Alert variant="danger">{t('card.loadFailed')}</Alert>;
    if (status.data.enabled) return <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} onOff={() => setTurnedOff(true)} />;
    if (setup)
      return (
        <Confirm
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    return (
      <Start
        onStarted={(started) => {
          setTurnedOff(false);
          setSetup(started);
        }}
      />
    );
  };

  return (
    <Card className="shadow-sm mb-4" id="two-factor">
      <Card.Body>
        <h2 className="h4 mb-3">{t('card.title')}</h2>
        {status.data?.required && !status.data.enabled && !recoveryCodes && <Alert variant="warning">{t('card.required')}</Alert>}
        {turnedOff && !setup && (
          <Alert variant="success" dismissible onClose={() => setTurnedOff(false)} closeLabel={t('common:close')}>
            {t('card.turnedOff')}
          </Alert>
        )}
        {body()}
      </Card.Body>
    </Card>
  );
}

function FailureAlert({ failure, onDismiss }: { failure: FailureMessage | null; onDismiss(): void }) {
  const { t } = useTranslation(['twoFactor', 'common']);
  if (!failure) return null;
  return (
    <Alert variant="danger" dismissible onClose={onDismiss} closeLabel={t('common:close')}>
      {failureText(failure, (key) => t(`card.${key}`))}
    </Alert>
  );
}

/** Off: what it is, and the button that makes a new key. */
function Start({ onStarted }: { onStarted(setup: TwoFactorSetup): void }) {
  const { t } = useTranslation('twoFactor');
  const start = useStartTwoFactorSetup();
  return (
    <>
      <p>{t('card.off')}</p>
      {start.isError && <Alert variant="danger">{t('card.failedRetry')}</Alert>}
      <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: onStarted })}>
        {t('card.turnOn')}
      </Button>
    </>
  );
}

/** The key as a QR code and as text, and the first code that confirms the app holds it. */
function Confirm({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled(codes: string[]): void; onCancel(): void }) {
  const { t } = useTranslation('twoFactor');
  const enable = useEnableTwoFactor();
  const form = useAuthForm<TwoFactorEnableInput>(twoFactorEnableSchema, ['code'], { code: '' });
  const onSubmit = form.submit(async (values) => onEnabled((await enable.mutateAsync(values)).recoveryCodes));
  return (
    <>
      <p>{t('card.scan')}</p>
      {setup.qrCode && <img src={setup.qrCode} alt={t('card.qrAlt')} width={200} height={200} className="d-block mb-3 border" />}
      <Form.Group className="mb-3" controlId="two-factor-key">
        <Form.Label>{t('card.key')}</Form.Label>
        <Form.Control readOnly value={setup.secret.replace(/(.{4})(?!$)/g, '$1 ')} className="font-monospace" spellCheck={false} />
        <Form.Text className="text-muted">{t('card.keyHint')}</Form.Text>
      </Form.Group>
      <FailureAlert failure={form.formError} onDismiss={form.dismissError} />
      <Form noValidate onSubmit={onSubmit}>
        <FormField id="two-factor-confirm-code" label={t('card.firstCode')} autoComplete="one-time-code" inputMode="numeric" registration={form.field('code')} error={form.errorText('code')} />
        <div className="d-flex gap-2">
          <Button type="submit" variant="primary" disabled={form.submitting}>
            {form.submitting ? t('card.confirming') : t('card.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
            {t('card.cancel')}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The recovery codes, this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('twoFactor');
  return (
    <>
      <Alert variant="success">{t('card.turnedOn')}</Alert>
      <p>{t('card.recoveryIntro', { count: codes.length })}</p>
      <ul className="list-unstyled font-monospace row row-cols-2 g-1 mb-3" aria-label={t('card.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="primary" onClick={onDone}>
        {t('card.savedCodes')}
      </Button>
    </>
  );
}

/** On: the recovery codes left, and turning it off with a code. */
function TurnOff({ recoveryCodesLeft, onOff }: { recoveryCodesLeft: number; onOff(): void }) {
  const { t } = useTranslation('twoFactor');
  const disable = useDisableTwoFactor();
  const form = useAuthForm<TwoFactorCodeInput>(twoFactorCodeSchema, ['code'], { code: '' });
  const onSubmit = form.submit(async (values) => {
    await disable.mutateAsync(values);
    onOff();
  });
  return (
    <>
      <p>{t('card.on', { count: recoveryCodesLeft })}</p>
      <FailureAlert failure={form.formError} onDismiss={form.dismissError} />
      <Form noValidate onSubmit={onSubmit}>
        <FormField id="two-factor-off-code" label={t('card.offCode')} autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} registration={form.field('code')} error={form.errorText('code')} />
        <Button type="submit" variant="outline-danger" disabled={form.submitting}>
          {form.submitting ? t('card.turningOff') : t('card.turnOff')}
        </Button>
      </Form>
    </>
  );
}
