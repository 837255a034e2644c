import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  title: string;
  /** The form's fields. */
  children: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  onHide: () => void;
  /** The submit, its default (a page load) and its way up to an enclosing form (the editor's) stopped. */
  onSubmit: () => void;
}

/**
 * The admin screens' small form in a dialog, beside ConfirmDialog: a title, the fields, Cancel and
 * the submit button. Enter submits; the enclosing page's form never sees it.
 */
export function FormDialog({ title, children, submitLabel, cancelLabel, onHide, onSubmit }: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Modal show onHide={onHide} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id={titleId}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            {cancelLabel}
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
