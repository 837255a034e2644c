import { imageAltSchema, type ArticleLanguage } from '@labmedicin/contracts';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../validation-text';

/** What the uploader and the picker ask before an image is inserted. */
export interface AltTextValue {
  alt: string;
  decorative: boolean;
}

export const NO_ALT_TEXT: AltTextValue = { alt: '', decorative: false };

/** The validation code of the alt text (the upload API's own schema), or null when it will do. */
export function altTextProblem(value: AltTextValue): string | null {
  const result = imageAltSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalidValue');
}

/** The alt text an image is inserted with: empty for a decorative one. */
export function altTextOf(value: AltTextValue): string {
  return value.decorative ? '' : value.alt.trim();
}

interface AltTextFieldsProps {
  id: string;
  value: AltTextValue;
  onChange: (value: AltTextValue) => void;
  /** The article's language, which the text is written in; none outside an article (the library). */
  language?: ArticleLanguage;
  /** Show the problem, if any (after a first try to insert). */
  showProblem: boolean;
}

/**
 * The image's alternative text, required, in the article's language; or "decorative", which
 * inserts it with an empty alt (screen readers pass over it).
 */
export function AltTextFields({ id, value, onChange, language, showProblem }: AltTextFieldsProps) {
  const { t } = useTranslation('admin');
  const problem = showProblem ? altTextProblem(value) : null;
  return (
    <Form.Group className="mb-3 text-start" controlId={id}>
      <Form.Label>{language ? t(`editor.uploader.altIn.${language}`) : t('editor.uploader.alt')}</Form.Label>
      <Form.Control
        value={value.alt}
        onChange={(event) => onChange({ ...value, alt: event.target.value })}
        disabled={value.decorative}
        lang={language}
        isInvalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
      />
      <Form.Text id={`${id}-hint`} muted>
        {t('editor.uploader.altHint')}
      </Form.Text>
      {problem && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {validationText(problem)}
        </Form.Control.Feedback>
      )}
      <Form.Check
        id={`${id}-decorative`}
        className="mt-2"
        label={t('editor.uploader.decorative')}
        checked={value.decorative}
        onChange={(event) => onChange({ ...value, decorative: event.target.checked })}
      />
    </Form.Group>
  );
}
