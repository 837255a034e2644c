import { useId, type FormEvent, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  title: string;
  /** The form's fields, after any message about the last submit. */
  children: ReactNode;
  /** The submit button's label (the caller relabels it while saving). */
  submitLabel: string;
  cancelLabel: string;
  /** The submit button's colour: primary unless told otherwise. */
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
  size?: 'lg';
  onHide: () => void;
  /** The submit, its default (a page load) and its way up to an enclosing form (the editor's) stopped. */
  onSubmit: () => void | Promise<void>;
}

/**
 * A small form in a dialog, beside ConfirmDialog: a title, the fields, Cancel and the submit
 * button. Enter submits; the enclosing page's form never sees it.
 */
export function FormDialog({
  title,
  children,
  submitLabel,
  cancelLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  cancelDisabled = false,
  size,
  onHide,
  onSubmit,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void onSubmit();
  };
  return (
    <Modal show onHide={onHide} centered size={size} aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id={titleId}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={cancelDisabled}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={submitVariant} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
