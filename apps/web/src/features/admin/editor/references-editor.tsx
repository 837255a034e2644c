import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

interface ReferencesEditorProps {
  value: string[];
  onChange: (references: string[]) => void;
}

/** The numbered references: one field per reference, added, edited, moved and removed. */
export function ReferencesEditor({ value, onChange }: ReferencesEditorProps) {
  const { t } = useTranslation('admin');
  const move = (index: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[index], rows[index + by]] = [rows[index + by], rows[index]];
    onChange(rows);
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t('editor.references.title')}</legend>
      <ol className="ps-3 mb-2">
        {value.map((reference, index) => (
          <li key={index} className="mb-2">
            <div className="d-flex gap-1">
              <Form.Control
                size="sm"
                value={reference}
                aria-label={t('editor.references.item', { number: index + 1 })}
                onChange={(event) => onChange(value.map((item, i) => (i === index ? event.target.value : item)))}
              />
              <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('editor.references.up', { number: index + 1 })}>
                ↑
              </Button>
              <Button size="sm" variant="outline-secondary" disabled={index === value.length - 1} onClick={() => move(index, 1)} aria-label={t('editor.references.down', { number: index + 1 })}>
                ↓
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={t('editor.references.remove', { number: index + 1 })}>
                ×
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...value, ''])}>
        {t('editor.references.add')}
      </Button>
    </fieldset>
  );
}
