import { bandIssues, formatRange, isStructured, REFERENCE_SEXES, type ReferenceRange } from '@labmedicin/contracts';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../validation-text';

const TEXTS = ['parameter', 'range', 'unit', 'notes'] as const;
const NUMBERS = ['ageFrom', 'ageTo', 'lower', 'upper', 'criticalLow', 'criticalHigh'] as const;
type NumberField = (typeof NUMBERS)[number];

/** Validation codes of the rows' fields, by row and field ('conversion.factor' for a conversion's). */
export type RangeErrors = Record<number, Record<string, string | undefined> | undefined>;

interface ReferenceRangesEditorProps {
  value: ReferenceRange[];
  onChange: (rows: ReferenceRange[]) => void;
  errors?: RangeErrors;
  /** A translation's original rows, by position: each row shows the original's texts above its own, read-only. */
  originals?: { rows: ReferenceRange[]; language: string };
}

const emptyRow = (): ReferenceRange => ({ parameter: '', range: '', unit: '', notes: '' });

/** The original's texts of a translated row, read-only, each above the field it is translated in. */
function OriginalRow({ row, language, number }: { row: ReferenceRange; language: string; number: number }) {
  const { t } = useTranslation('admin');
  return (
    <div className="row g-2 mb-1 small text-muted" role="group" aria-label={t('translation.originalRow', { row: number })}>
      {TEXTS.map((column) => (
        <div key={column} className="col-12 col-sm-6 col-lg-3 text-break" lang={language} title={t(`editor.ranges.${column}`)}>
          {row[column] || '–'}
        </div>
      ))}
    </div>
  );
}

/** Whether a row has any of the optional structured fields: their part of the row is then shown open. */
const hasStructuredFields = (row: ReferenceRange) => row.sex !== undefined || row.conversion !== undefined || NUMBERS.some((field) => row[field] !== undefined);

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : undefined;

/** The form's errors of the rows (react-hook-form's nested errors) by row and field, a conversion's as 'conversion.factor'. */
export function rangeErrorsOf(errors: unknown): RangeErrors {
  const out: RangeErrors = {};
  if (typeof errors !== 'object' || errors === null) return out;
  for (const [index, row] of Object.entries(errors)) {
    if (!/^\d+$/.test(index) || typeof row !== 'object' || row === null) continue;
    const fields: Record<string, string | undefined> = {};
    for (const [field, error] of Object.entries(row)) {
      if (field === 'conversion' && typeof error === 'object' && error !== null) {
        for (const [part, partError] of Object.entries(error)) if (messageOf(partError)) fields[`conversion.${part}`] = messageOf(partError);
      } else if (messageOf(error)) fields[field] = messageOf(error);
    }
    out[Number(index)] = fields;
  }
  return out;
}

/**
 * A number as an editor types it, decimal comma or point. What is not a number is passed on as
 * typed, for the schema to refuse with its message; a blank field is unset.
 */
function parsed(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed.replace(',', '.').replace('−', '-'));
  return Number.isFinite(number) && /\d/.test(trimmed) ? number : trimmed;
}

/** A number input that keeps what is being typed ("2," on the way to "2,6") while the row holds the number. */
function NumberInput({ value, onChange, label, error }: { value: unknown; onChange: (value: number | string | undefined) => void; label: string; error?: string }) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    // A change from outside (a row moved or removed) shows the new value.
    if (parsed(text) !== value) setText(value === undefined ? '' : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the row's value decides
  }, [value]);
  return (
    <Form.Group className="col-6 col-md-4 col-lg-2" controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        inputMode="decimal"
        value={text}
        isInvalid={!!error}
        aria-invalid={!!error}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parsed(event.target.value));
        }}
      />
      {error && <Form.Control.Feedback type="invalid">{validationText(error)}</Form.Control.Feedback>}
    </Form.Group>
  );
}

/**
 * The reference ranges table: add, edit, remove and reorder rows. Each row may also be
 * structured: sex, age band, limits, critical limits, a conversion to a conventional unit; its
 * range text is then written from the numbers. A structured row without an age from, and age bands
 * that overlap or leave gaps, are listed as they are typed; the schema refuses them on save, each
 * under the row's age field.
 */
export function ReferenceRangesEditor({ value, onChange, errors = {}, originals }: ReferenceRangesEditorProps) {
  const { t } = useTranslation('admin');
  const replace = (index: number, row: ReferenceRange) => onChange(value.map((old, i) => (i === index ? row : old)));
  const set = (index: number, field: string, fieldValue: unknown) => {
    const row: Record<string, unknown> = { ...value[index], [field]: fieldValue };
    if (fieldValue === undefined || fieldValue === false) delete row[field];
    replace(index, row as unknown as ReferenceRange);
  };
  const setConversion = (index: number, field: 'unit' | 'factor' | 'source', fieldValue: unknown) => {
    const conversion: Record<string, unknown> = { unit: '', source: '', ...value[index].conversion, [field]: fieldValue };
    if (fieldValue === undefined) delete conversion[field];
    const blank = !conversion.unit && conversion.factor === undefined && !conversion.source;
    set(index, 'conversion', blank ? undefined : conversion);
  };
  const move = (index: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[index], rows[index + by]] = [rows[index + by], rows[index]];
    onChange(rows);
  };
  const numeric = value.filter((row) => NUMBERS.every((field) => row[field] === undefined || typeof row[field] === 'number'));
  const issues = numeric.length === value.length ? bandIssues(value) : [];
  const ageless = value.flatMap((row, index) => (isStructured(row) && row.ageFrom === undefined ? [index] : []));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t('editor.ranges.title')}</legend>
      {value.map((row, index) => {
        const rowErrors = errors[index] ?? {};
        const structured = isStructured(row) && typeof row.lower !== 'string' && typeof row.upper !== 'string';
        const generated = structured ? formatRange(row, 'sv') : undefined;
        return (
          <div key={index} className="reference-range-row border rounded p-2 mb-2" role="group" aria-label={t('editor.ranges.row', { row: index + 1 })}>
            {originals?.rows[index] && <OriginalRow row={originals.rows[index]} language={originals.language} number={index + 1} />}
            <div className="row g-2">
              {TEXTS.map((column) => (
                <div key={column} className="col-12 col-sm-6 col-lg-3">
                  <Form.Control
                    size="sm"
                    value={column === 'range' && generated !== undefined ? generated : row[column]}
                    readOnly={column === 'range' && generated !== undefined}
                    placeholder={t(`editor.ranges.${column}`)}
                    aria-label={t('editor.ranges.cell', { column: t(`editor.ranges.${column}`), row: index + 1 })}
                    onChange={(event) => set(index, column, event.target.value)}
                  />
                </div>
              ))}
            </div>
            {generated !== undefined && <p className="small text-muted mb-0 mt-1">{t('editor.ranges.generated')}</p>}
            <details className="mt-2" open={hasStructuredFields(row) || undefined}>
              <summary className="small">{t('editor.ranges.structured', { row: index + 1 })}</summary>
              <div className="row g-2 mt-1">
                <Form.Group className="col-6 col-md-4 col-lg-2" controlId={`range-${index}-sex`}>
                  <Form.Label className="small mb-0">{t('editor.ranges.sex')}</Form.Label>
                  <Form.Select size="sm" value={row.sex ?? ''} onChange={(event) => set(index, 'sex', event.target.value || undefined)}>
                    <option value="">{t('editor.ranges.sexBoth')}</option>
                    {REFERENCE_SEXES.map((sex) => (
                      <option key={sex} value={sex}>
                        {t(`editor.ranges.${sex}`)}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {NUMBERS.map((field: NumberField) => (
                  <NumberInput key={field} label={t(`editor.ranges.${field}`)} value={row[field]} error={rowErrors[field]} onChange={(number) => set(index, field, number)} />
                ))}
                <div className="col-12 d-flex flex-wrap gap-3">
                  {(['lowerExclusive', 'upperExclusive'] as const).map((field) => (
                    <Form.Check key={field} id={`range-${index}-${field}`} label={t(`editor.ranges.${field}`)} checked={row[field] === true} onChange={(event) => set(index, field, event.target.checked)} />
                  ))}
                </div>
                <Form.Group className="col-6 col-md-4 col-lg-2" controlId={`range-${index}-conversion-unit`}>
                  <Form.Label className="small mb-0">{t('editor.ranges.conversionUnit')}</Form.Label>
                  <Form.Control
                    size="sm"
                    value={row.conversion?.unit ?? ''}
                    isInvalid={!!rowErrors['conversion.unit']}
                    onChange={(event) => setConversion(index, 'unit', event.target.value)}
                  />
                  {rowErrors['conversion.unit'] && <Form.Control.Feedback type="invalid">{validationText(rowErrors['conversion.unit'])}</Form.Control.Feedback>}
                </Form.Group>
                <NumberInput label={t('editor.ranges.conversionFactor')} value={row.conversion?.factor} error={rowErrors['conversion.factor']} onChange={(number) => setConversion(index, 'factor', number)} />
                <Form.Group className="col-12 col-lg-8" controlId={`range-${index}-conversion-source`}>
                  <Form.Label className="small mb-0">{t('editor.ranges.conversionSource')}</Form.Label>
                  <Form.Control
                    size="sm"
                    value={row.conversion?.source ?? ''}
                    isInvalid={!!rowErrors['conversion.source']}
                    onChange={(event) => setConversion(index, 'source', event.target.value)}
                  />
                  {rowErrors['conversion.source'] && <Form.Control.Feedback type="invalid">{validationText(rowErrors['conversion.source'])}</Form.Control.Feedback>}
                </Form.Group>
              </div>
            </details>
            <div className="text-end mt-2">
              <Button size="sm" variant="outline-secondary" className="me-1" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('editor.ranges.up', { row: index + 1 })}>
                ↑
              </Button>
              <Button size="sm" variant="outline-secondary" className="me-1" disabled={index === value.length - 1} onClick={() => move(index, 1)} aria-label={t('editor.ranges.down', { row: index + 1 })}>
                ↓
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={t('editor.ranges.remove', { row: index + 1 })}>
                ×
              </Button>
            </div>
          </div>
        );
      })}
      {issues.length + ageless.length > 0 && (
        <Alert variant="danger" className="small py-2" role="status">
          <p className="mb-1">{t('editor.ranges.bandIssues')}</p>
          <ul className="mb-0">
            {ageless.map((index) => (
              <li key={`ageless ${index}`}>{t('editor.ranges.ageless', { row: index + 1 })}</li>
            ))}
            {issues.map((issue) => (
              <li key={`${issue.kind} ${issue.rows.join()}`}>
                {t(`editor.ranges.${issue.kind}`, { first: issue.rows[0] + 1, second: issue.rows[1] + 1, sex: issue.sex ? t(`editor.ranges.for.${issue.sex}`) : '' }).trim()}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...value, emptyRow()])}>
        {t('editor.ranges.add')}
      </Button>
    </fieldset>
  );
}
