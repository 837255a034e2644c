import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

interface RelatedTestsInputProps {
  value: string[];
  onChange: (tests: string[]) => void;
  label: string;
}

/** Related tests: Enter adds the trimmed text; blanks and repeats are ignored. */
export function RelatedTestsInput({ value, onChange, label }: RelatedTestsInputProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const test = text.trim();
    setText('');
    if (test && !value.includes(test)) onChange([...value, test]);
  };
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        value={text}
        placeholder={t('editor.relatedTests.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
      />
      {value.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mt-2 mb-0">
          {value.map((test) => (
            // A long name wraps inside its badge on a phone rather than widening the page.
            <li key={test} className="mw-100">
              <Badge bg="info" text="dark" className="d-inline-flex align-items-center gap-1 fw-normal fs-6 mw-100 text-wrap text-break text-start">
                {test}
                <CloseButton className="ms-1" style={{ fontSize: '0.6rem' }} aria-label={t('editor.relatedTests.remove', { test })} onClick={() => onChange(value.filter((item) => item !== test))} />
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
