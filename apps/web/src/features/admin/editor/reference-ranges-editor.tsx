import type { ReferenceRange } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '../scrolling-table';

const COLUMNS = ['parameter', 'range', 'unit', 'notes'] as const;

interface ReferenceRangesEditorProps {
  value: ReferenceRange[];
  onChange: (rows: ReferenceRange[]) => void;
}

const emptyRow = (): ReferenceRange => ({ parameter: '', range: '', unit: '', notes: '' });

/** The reference ranges table (parameter, range, unit, notes): add, edit, remove and reorder rows. */
export function ReferenceRangesEditor({ value, onChange }: ReferenceRangesEditorProps) {
  const { t } = useTranslation('admin');
  const set = (index: number, column: (typeof COLUMNS)[number], text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [column]: text } : row)));
  const move = (index: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[index], rows[index + by]] = [rows[index + by], rows[index]];
    onChange(rows);
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t('editor.ranges.title')}</legend>
      {value.length > 0 && (
        <ScrollingTable label={t('editor.ranges.title')} size="sm" className="align-middle mb-2">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`editor.ranges.${column}`)}
                </th>
              ))}
              <th scope="col" className="text-end">
                <span className="visually-hidden">{t('editor.ranges.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.map((row, index) => (
              <tr key={index}>
                {COLUMNS.map((column) => (
                  <td key={column}>
                    <Form.Control
                      size="sm"
                      value={row[column]}
                      aria-label={t('editor.ranges.cell', { column: t(`editor.ranges.${column}`), row: index + 1 })}
                      onChange={(event) => set(index, column, event.target.value)}
                    />
                  </td>
                ))}
                <td className="text-end text-nowrap">
                  <Button size="sm" variant="outline-secondary" className="me-1" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('editor.ranges.up', { row: index + 1 })}>
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="me-1"
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('editor.ranges.down', { row: index + 1 })}
                  >
                    ↓
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={t('editor.ranges.remove', { row: index + 1 })}>
                    ×
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...value, emptyRow()])}>
        {t('editor.ranges.add')}
      </Button>
    </fieldset>
  );
}
