import { LIMITS } from '@labmedicin/contracts';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

export interface SuccessNoticeState {
  text: string | null;
  show: (text: string) => void;
  dismiss: () => void;
}

/** A success message of an admin screen: it goes away by itself after `ms`, or when dismissed. */
export function useSuccessNotice(ms: number = LIMITS.successNoticeMs): SuccessNoticeState {
  // A new object per message, so the same text shown again restarts its timer.
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  const show = useCallback((text: string) => setNotice({ text }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { text: notice?.text ?? null, show, dismiss };
}

/** The green, dismissible alert of a useSuccessNotice; nothing while there is no message. */
export function SuccessNotice({ notice }: { notice: SuccessNoticeState }) {
  const { t } = useTranslation();
  if (notice.text === null) return null;
  return (
    <Alert variant="success" dismissible onClose={notice.dismiss} closeLabel={t('close')}>
      {notice.text}
    </Alert>
  );
}

/**
 * Whether a list's load failure is shown: until the admin dismisses it. A later failure (a new
 * errorUpdatedAt) shows again.
 */
export function useDismissibleLoadError(query: { isError: boolean; errorUpdatedAt: number }): { shown: boolean; dismiss: () => void } {
  const [dismissedAt, setDismissedAt] = useState(0);
  return { shown: query.isError && query.errorUpdatedAt !== dismissedAt, dismiss: () => setDismissedAt(query.errorUpdatedAt) };
}
