import { isAllowedLink } from '@labmedicin/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface LinkDialogProps {
  initial: string;
  onHide: () => void;
  /** The link's address; '' removes the link. */
  onSubmit: (href: string) => void;
}

/** Sets or removes the link on the selection; only the schemes articles may carry are accepted. */
export function LinkDialog({ initial, onHide, onSubmit }: LinkDialogProps) {
  const { t } = useTranslation('admin');
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = href.trim();
    if (url && !isAllowedLink(url)) {
      setError(true);
      return;
    }
    onSubmit(url);
  };
  return (
    <Modal show onHide={onHide} centered aria-labelledby="link-dialog-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="link-dialog-title">{t('editor.link.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="link-href">
            <Form.Label>{t('editor.link.url')}</Form.Label>
            <Form.Control value={href} autoFocus isInvalid={error} placeholder="https://" onChange={(event) => { setHref(event.target.value); setError(false); }} />
            <Form.Control.Feedback type="invalid">{t('editor.link.schemeRefused')}</Form.Control.Feedback>
            <Form.Text muted>{t('editor.link.hint')}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{t('editor.link.apply')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
