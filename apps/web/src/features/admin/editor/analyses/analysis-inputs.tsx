import { CAP_COLOUR_VALUES, type CapColour, type ContainerAdditive } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../validation-text';
import './analysis-i18n';

/**
 * A number as an editor types it, decimal comma or point: blank is unset (null, as the schema reads
 * it); what is not a number is passed on as typed, for the schema to refuse with its message.
 */
export function numberOrText(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

/** A select's value: its blank option is unset. */
export const choiceOrUnset = (value: unknown) => (value === '' ? undefined : value);

/** The message of a react-hook-form error, in the reader's language. */
export function messageOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof code === 'string' ? validationText(code) : undefined;
}

interface TextListInputProps {
  /** The list's name, as its label shows it. */
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  /** The form's errors of the list: per item by position, or of the whole list. */
  errors?: unknown;
  hint?: string;
  lang?: string;
  placeholder?: string;
}

/** A list of short texts (codes, names): one field per item, each with its own message; add and remove. */
export function TextListInput({ label, value, onChange, errors, hint, lang, placeholder }: TextListInputProps) {
  const { t } = useTranslation('analysisEditor');
  // Per item by position (an array or an object keyed by position); the whole list's as its message or root.
  const nested = typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : {};
  const itemError = (index: number) => messageOf(nested[index]);
  const listError = messageOf(errors) ?? messageOf(nested.root);
  return (
    <fieldset className="mb-2">
      <legend className="form-label fs-6 mb-1">{label}</legend>
      {hint && <Form.Text className="d-block mb-1">{hint}</Form.Text>}
      {value.map((item, index) => (
        <div key={index} className="mb-1">
          <div className="d-flex gap-1">
            <Form.Control
              size="sm"
              value={item}
              lang={lang}
              placeholder={placeholder}
              aria-label={t('listItem', { list: label, number: index + 1 })}
              isInvalid={!!itemError(index)}
              aria-invalid={!!itemError(index)}
              onChange={(event) => onChange(value.map((old, i) => (i === index ? event.target.value : old)))}
            />
            <Button size="sm" variant="outline-danger" aria-label={t('removeItem', { list: label, number: index + 1 })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
              ×
            </Button>
          </div>
          {itemError(index) && <div className="invalid-feedback d-block">{itemError(index)}</div>}
        </div>
      ))}
      {listError && <div className="invalid-feedback d-block">{listError}</div>}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...value, ''])}>
        {t('addItem', { list: label })}
      </Button>
    </fieldset>
  );
}

/** The tube as the form has it: a swatch of its cap beside the additive's name and the colour's. */
export function TubeSwatch({ additive, capColour }: { additive?: ContainerAdditive; capColour?: CapColour }) {
  const { t } = useTranslation('analysisEditor');
  if (!additive && !capColour) return <p className="small text-muted mb-2">{t('specimen.noTube')}</p>;
  return (
    <p className="small mb-2 d-flex align-items-center gap-2" data-testid="tube-swatch">
      {capColour && (
        <span aria-hidden="true" className="d-inline-block rounded-circle border border-dark" style={{ width: '1.25rem', height: '1.25rem', background: CAP_COLOUR_VALUES[capColour] }} />
      )}
      <span>{t('specimen.tube', { additive: additive ? t(`additives.${additive}`) : '–', colour: capColour ? t(`capColours.${capColour}`) : '–' })}</span>
    </p>
  );
}
