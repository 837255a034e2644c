import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

interface ConfirmDialogProps {
  title: string;
  /** What is about to happen, and to what. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Confirm stays disabled while the action cannot be taken yet (besides while busy). */
  disabled?: boolean;
  /** A refused action: the screen's title for it and the error, dismissible. */
  failure?: { title: string; error: unknown; onDismiss: () => void } | null;
  onHide: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation before an action that cannot be undone (a delete): the question,
 * Cancel, and a red confirm button that is disabled and relabelled while the action runs. A
 * refusal shows inside, so the admin sees why and can try again or cancel.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, cancelLabel, busy, disabled = false, failure, onHide, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && <ErrorAlert title={failure.title} error={failure.error} onClose={failure.onDismiss} />}
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={disabled || busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
