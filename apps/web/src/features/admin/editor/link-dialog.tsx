import { isAllowedLink } from '@labmedicin/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';

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
  const submit = () => {
    const url = href.trim();
    if (url && !isAllowedLink(url)) {
      setError(true);
      return;
    }
    onSubmit(url);
  };
  return (
    <FormDialog title={t('editor.link.title')} submitLabel={t('editor.link.apply')} cancelLabel={t('editor.cancel')} onHide={onHide} onSubmit={submit}>
      <Form.Group controlId="link-href">
        <Form.Label>{t('editor.link.url')}</Form.Label>
        <Form.Control value={href} autoFocus isInvalid={error} placeholder="https://" onChange={(event) => { setHref(event.target.value); setError(false); }} />
        <Form.Control.Feedback type="invalid">{t('editor.link.schemeRefused')}</Form.Control.Feedback>
        <Form.Text muted>{t('editor.link.hint')}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
