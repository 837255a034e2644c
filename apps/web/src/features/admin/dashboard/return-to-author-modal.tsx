import { LIMITS, type ArticleListItem } from '@labmedicin/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { validationText } from '../../../validation-text';
import { useReturnToAuthor } from './use-dashboard';

interface ReturnToAuthorModalProps {
  article: ArticleListItem;
  onHide: () => void;
  onReturned: () => void;
}

/** Sends a draft waiting for review back to its author with a note they see in the editor. */
export function ReturnToAuthorModal({ article, onHide, onReturned }: ReturnToAuthorModalProps) {
  const { t } = useTranslation(['admin', 'common']);
  const send = useReturnToAuthor();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = note.trim();
    if (!text) return setError(validationText('reviewNoteRequired'));
    if (text.length > LIMITS.reviewNoteMax) return setError(validationText('reviewNoteTooLong'));
    send.mutate({ slug: article.slug, note: text }, { onSuccess: onReturned });
  };
  return (
    <FormDialog
      title={t('dashboard.review.returnTitle', { title: article.title })}
      submitLabel={t('dashboard.review.returnSubmit')}
      submitVariant="warning"
      submitDisabled={send.isPending}
      cancelLabel={t('editor.cancel')}
      cancelDisabled={send.isPending}
      onHide={onHide}
      onSubmit={submit}
    >
      {send.isError && <ErrorAlert title={t('dashboard.review.returnFailed')} error={send.error} onClose={() => send.reset()} />}
      <Form.Group controlId="review-note">
        <Form.Label>{t('dashboard.review.note')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={note}
          isInvalid={!!error}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
        />
        <Form.Text muted>{t('common:counter', { count: note.length, max: LIMITS.reviewNoteMax })}</Form.Text>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
