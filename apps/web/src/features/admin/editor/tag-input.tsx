import { LIMITS, normaliseTag } from '@labmedicin/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';

interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Existing tags offered as suggestions. */
  suggestions: readonly string[];
  maxTags?: number;
  label: string;
  error?: string;
}

/** Up to 5 existing tags containing the typed text (any case), without those already chosen. */
export function tagSuggestions(typed: string, existing: readonly string[], chosen: readonly string[]): string[] {
  const needle = normaliseTag(typed);
  if (!needle) return [];
  return existing.filter((tag) => tag.toLocaleLowerCase('sv').includes(needle) && !chosen.includes(tag)).slice(0, LIMITS.tagSuggestions);
}

/**
 * Tags as chips with a remove cross, a text field and suggestions: Enter adds the
 * trimmed, lowercased text (blanks and repeats ignored), Backspace on an empty field removes the
 * last tag; at the limit an alert says so and the field is disabled.
 */
export function TagInput({ value, onChange, suggestions, maxTags = LIMITS.tagsPerArticle, label, error }: TagInputProps) {
  const { t } = useTranslation(['admin', 'common']);
  const id = useId();
  const [text, setText] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const full = value.length >= maxTags;
  const offered = tagSuggestions(text, suggestions, value);

  const add = (raw: string) => {
    const tag = normaliseTag(raw);
    setText('');
    if (!tag || value.includes(tag)) return;
    if (full) {
      setLimitHit(true);
      return;
    }
    onChange([...value, tag]);
  };
  const remove = (tag: string) => {
    setLimitHit(false);
    onChange(value.filter((chosen) => chosen !== tag));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1]);
    }
  };

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>
        {label} <span className="text-muted small">{t('editor.tags.counter', { count: value.length, max: maxTags })}</span>
      </Form.Label>
      <div className={`form-control d-flex flex-wrap gap-1 align-items-center h-auto${error ? ' is-invalid' : ''}`}>
        {value.map((tag) => (
          <Badge key={tag} bg="primary" className="d-inline-flex align-items-center gap-1 fw-normal fs-6">
            {tag}
            <CloseButton variant="white" className="ms-1" style={{ fontSize: '0.6rem' }} aria-label={t('editor.tags.remove', { tag })} onClick={() => remove(tag)} />
          </Badge>
        ))}
        <input
          id={id}
          className="border-0 flex-grow-1"
          style={{ outline: 'none', minWidth: '8rem' }}
          value={text}
          disabled={full}
          placeholder={full ? t('editor.tags.full') : t('editor.tags.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-autocomplete="list"
          aria-controls={offered.length > 0 ? `${id}-suggestions` : undefined}
        />
      </div>
      {offered.length > 0 && (
        <ListGroup id={`${id}-suggestions`} role="listbox" aria-label={t('editor.tags.suggestions')} className="position-absolute shadow-sm" style={{ zIndex: 10 }}>
          {offered.map((tag) => (
            <ListGroup.Item key={tag} action role="option" aria-selected={false} onClick={() => add(tag)}>
              {tag}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {error && <div className="invalid-feedback d-block">{error}</div>}
      {(limitHit || full) && (
        <Alert variant="warning" className="mt-2 py-2 mb-0" dismissible={limitHit} onClose={() => setLimitHit(false)} closeLabel={t('common:close')}>
          {t('editor.tags.limit', { max: maxTags })}
        </Alert>
      )}
    </Form.Group>
  );
}
