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

/**
 * A failure in a red box, with a close button when `onClose` is given (the caller then removes it).
 * Bootstrap's alert markup written out: react-bootstrap's Alert fades with a transition library
 * that would come with every page that may show a failure, the article page among them.
 */
export function ErrorAlert({ title, error, onClose }: ErrorAlertProps) {
  const { t } = useTranslation();
  const detail = error instanceof ApiError ? errorCodeText(error.code, t) : null;
  return (
    <div role="alert" className={`alert alert-danger${onClose ? ' alert-dismissible' : ''}`}>
      <div className="fw-semibold">{title}</div>
      {detail && detail !== title && <div className="small mt-1">{detail}</div>}
      {onClose && <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />}
    </div>
  );
}
