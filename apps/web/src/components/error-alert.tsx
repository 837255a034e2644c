import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { errorCodeText } from '../i18n';

interface ErrorAlertProps {
  /** The screen's own text for the failure, always shown. */
  title: string;
  /** The failure; the server's message, when it has one, is shown under the title. */
  error?: unknown;
  onClose?: () => void;
}

export function ErrorAlert({ title, error, onClose }: ErrorAlertProps) {
  const { t } = useTranslation();
  const detail = error instanceof ApiError ? errorCodeText(error.code, t) : null;
  return (
    <Alert variant="danger" dismissible={!!onClose} onClose={onClose} closeLabel={t('common:close')}>
      <div className="fw-semibold">{title}</div>
      {detail && detail !== title && <div className="small mt-1">{detail}</div>}
    </Alert>
  );
}
