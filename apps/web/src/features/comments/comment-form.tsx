import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, commentInputSchema, type CommentFormValues, type CommentInput } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { ErrorAlert } from '../../components/error-alert';
import { validationText } from '../../validation-text';
import { usePostComment } from './use-article-comments';

/**
 * A logged-in reader's comment: plain text up to 2000 characters with a counter. A posted comment
 * waits for an admin, which the reader is told.
 */
export function CommentForm({ slug }: { slug: string }) {
  const { t } = useTranslation(['articles', 'common']);
  const post = usePostComment(slug);
  const [failure, setFailure] = useState<unknown>(null);
  const [posted, setPosted] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormValues, unknown, CommentInput>({ resolver: zodResolver(commentInputSchema), defaultValues: { content: '' } });
  const content = useWatch({ control, name: 'content' }) ?? '';

  const onSubmit = handleSubmit(async ({ content: text }) => {
    setFailure(null);
    setPosted(false);
    try {
      await post.mutateAsync(text);
      reset();
      setPosted(true);
    } catch (error) {
      const fieldCode = error instanceof ApiError ? error.fieldCodes.content : undefined;
      if (fieldCode) setError('content', { message: fieldCode });
      else setFailure(error);
    }
  });

  const error = errors.content?.message;
  return (
    <Form noValidate onSubmit={onSubmit} className="mb-4">
      {posted && (
        <Alert variant="info" dismissible onClose={() => setPosted(false)} closeLabel={t('common:close')}>
          {t('comments.pending')}
        </Alert>
      )}
      {failure !== null && <ErrorAlert title={t('comments.postFailed')} error={failure} onClose={() => setFailure(null)} />}
      <Form.Group controlId="comment-content" className="mb-2">
        <Form.Label>{t('comments.label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          placeholder={t('comments.placeholder')}
          {...register('content', { onChange: () => setPosted(false) })}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby="comment-content-counter"
        />
        <div className="d-flex justify-content-between gap-2">
          <Form.Control.Feedback type="invalid" className={error ? 'd-block' : undefined}>
            {error && validationText(error)}
          </Form.Control.Feedback>
          <Form.Text id="comment-content-counter" className={`ms-auto text-nowrap${content.length > LIMITS.commentMax ? ' text-danger' : ''}`}>
            {t('common:counter', { count: content.length, max: LIMITS.commentMax })}
          </Form.Text>
        </div>
      </Form.Group>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('comments.posting') : t('comments.submit')}
      </Button>
    </Form>
  );
}
