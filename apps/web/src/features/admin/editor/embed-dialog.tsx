import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { EMBED_DEFAULTS, type EmbedAttributes } from './iframe-embed';

interface EmbedDialogProps {
  onHide: () => void;
  onSubmit: (attributes: EmbedAttributes) => void;
}

/**
 * Embeds a page: a source is required, an http(s) address; width 100% and height
 * 800px unless changed. The server accepts only the hosts its operator lists.
 */
export function EmbedDialog({ onHide, onSubmit }: EmbedDialogProps) {
  const { t } = useTranslation('admin');
  const [src, setSrc] = useState('');
  const [width, setWidth] = useState<string>(EMBED_DEFAULTS.width);
  const [height, setHeight] = useState<string>(EMBED_DEFAULTS.height);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const url = src.trim();
    if (!url) return setError(t('editor.embed.srcRequired'));
    if (!/^https?:\/\/[^/]/i.test(url)) return setError(t('editor.embed.srcInvalid'));
    onSubmit({ src: url, width: width.trim() || EMBED_DEFAULTS.width, height: height.trim() || EMBED_DEFAULTS.height, ...(title.trim() ? { title: title.trim() } : {}) });
  };
  return (
    <FormDialog title={t('editor.embed.title')} submitLabel={t('editor.embed.insert')} cancelLabel={t('editor.cancel')} onHide={onHide} onSubmit={submit}>
      <Form.Group className="mb-3" controlId="embed-src">
        <Form.Label>{t('editor.embed.src')}</Form.Label>
        <Form.Control value={src} autoFocus isInvalid={!!error} placeholder="https://" onChange={(event) => { setSrc(event.target.value); setError(null); }} />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text muted>{t('editor.embed.hint')}</Form.Text>
      </Form.Group>
      <div className="d-flex gap-2">
        <Form.Group className="mb-3 flex-fill" controlId="embed-width">
          <Form.Label>{t('editor.embed.width')}</Form.Label>
          <Form.Control value={width} onChange={(event) => setWidth(event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3 flex-fill" controlId="embed-height">
          <Form.Label>{t('editor.embed.height')}</Form.Label>
          <Form.Control value={height} onChange={(event) => setHeight(event.target.value)} />
        </Form.Group>
      </div>
      <Form.Group controlId="embed-title">
        <Form.Label>{t('editor.embed.frameTitle')}</Form.Label>
        <Form.Control value={title} onChange={(event) => setTitle(event.target.value)} />
      </Form.Group>
    </FormDialog>
  );
}
