import {
  CAP_COLOURS,
  CONTAINER_ADDITIVES,
  DURATION_UNITS,
  REJECTION_CRITERIA,
  SPECIMEN_MATERIALS,
  STORAGE_TEMPERATURES,
  type Analysis,
} from '@labmedicin/contracts';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useFieldArray, useWatch, type Control, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Beside, OriginalField } from '../../translations/original-beside';
import type { Values } from '../article-form-values';
import { choiceOrUnset, messageOf, numberOrText, TextListInput, TubeSwatch } from './analysis-inputs';

/** The form's errors of one analysis, as react-hook-form nests them. */
type Errors = Record<string, unknown> | undefined;

const errorAt = (errors: Errors, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), errors);

interface AnalysisFieldsProps {
  index: number;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: Errors;
  /** The article's language, for the texts written in it. */
  language?: string;
  /** When translating: the original's analysis of the same designation, its texts shown beside each text field. */
  original?: { analysis?: Analysis; language: string };
  onRemove: () => void;
}

/**
 * One analysis of the lab handbook: designation and codes, other names, specimen and tube,
 * patient preparation, handling, stability and rejection rows, turnaround. Every field is the
 * article form's (react-hook-form, validated by the contracts' analysis schema on save); each
 * message shows under its field.
 */
export function AnalysisFields({ index, control, register, errors, language, original, onRemove }: AnalysisFieldsProps) {
  const { t } = useTranslation('analysisEditor');
  const base = `analyses.${index}` as const;
  const stability = useFieldArray({ control, name: `${base}.stability` });
  const rejection = useFieldArray({ control, name: `${base}.rejection` });
  const [designation, specimen, stabilityRows = [], rejectionRows = []] = useWatch({
    control,
    name: [`${base}.designation`, `${base}.specimen`, `${base}.stability`, `${base}.rejection`],
  });
  const number = index + 1;
  const id = (field: string) => `analysis-${index}-${field.replace(/\./g, '-')}`;
  const feedback = (path: string) => {
    const message = messageOf(errorAt(errors, path));
    return message && <div className="invalid-feedback d-block">{message}</div>;
  };
  /** The original's text beside a text field, when translating. */
  const beside = (label: string, text: string | undefined, field: ReactNode) => (
    <Beside original={original && <OriginalField label={label} language={original.language} value={text ?? ''} />}>{field}</Beside>
  );

  const textField = (path: 'preparation.timeOfDay' | 'preparation.doseTiming' | 'preparation.notes' | 'handling.transport' | 'turnaround', originalText?: string) =>
    beside(
      t(path),
      originalText,
      <Form.Group className="mb-2" controlId={id(path)}>
        <Form.Label className="small mb-0">{t(path)}</Form.Label>
        <Form.Control size="sm" lang={language} {...register(`${base}.${path}`)} isInvalid={!!errorAt(errors, path)} />
        {feedback(path)}
      </Form.Group>,
    );
  const numberField = (path: 'specimen.volumeMl' | 'specimen.minimumVolumeMl' | 'preparation.fastingHours' | 'preparation.restMinutes' | 'handling.centrifugeWithinMinutes') => (
    <Form.Group className="col-6 col-md-4" controlId={id(path)}>
      <Form.Label className="small mb-0">{t(path)}</Form.Label>
      <Form.Control size="sm" inputMode="decimal" {...register(`${base}.${path}`, { setValueAs: numberOrText })} isInvalid={!!errorAt(errors, path)} aria-invalid={!!errorAt(errors, path)} />
      {feedback(path)}
    </Form.Group>
  );
  /** A choice among the contracts' values, each named by `label` (its text under the value's own key). */
  const select = <Value extends string>(path: string, values: readonly Value[], label: (value: Value) => string, required = false) => (
    <Form.Select size="sm" {...register(`${base}.${path}` as Path<Values>, { setValueAs: choiceOrUnset })} isInvalid={!!errorAt(errors, path)}>
      {!required && <option value="">{t('choose')}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </Form.Select>
  );
  const specimenChoice = (field: 'material' | 'additive' | 'capColour', choice: ReactNode) => (
    <Form.Group className="col-md-4" controlId={id(`specimen.${field}`)}>
      <Form.Label className="small mb-0">{t(`specimen.${field}`)}</Form.Label>
      {choice}
      {feedback(`specimen.${field}`)}
    </Form.Group>
  );

  return (
    <section className="border rounded p-3 mb-3" aria-label={t('analysis', { number })}>
      <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
        <h3 className="h6 mb-0">{designation?.trim() ? designation : t('untitled', { number })}</h3>
        <Button size="sm" variant="outline-danger" onClick={onRemove}>
          {t('remove', { number })}
        </Button>
      </div>
      <Form.Group className="mb-2" controlId={id('designation')}>
        <Form.Label className="small mb-0">{t('designation')}</Form.Label>
        <Form.Control size="sm" {...register(`${base}.designation`)} isInvalid={!!errorAt(errors, 'designation')} aria-invalid={!!errorAt(errors, 'designation')} />
        <Form.Text>{t('designationHint')}</Form.Text>
        {feedback('designation')}
      </Form.Group>
      <div className="row g-2">
        {(['npuCodes', 'loincCodes'] as const).map((list) => (
          <div key={list} className="col-md-6">
            <Controller
              control={control}
              name={`${base}.${list}`}
              render={({ field }) => (
                <TextListInput label={t(list)} value={field.value ?? []} onChange={field.onChange} errors={errorAt(errors, list)} placeholder={list === 'npuCodes' ? 'NPU03230' : '2823-3'} />
              )}
            />
          </div>
        ))}
      </div>
      {beside(
        t('otherNames'),
        original?.analysis?.otherNames.join(', '),
        <Controller
          control={control}
          name={`${base}.otherNames`}
          render={({ field }) => (
            <TextListInput label={t('otherNames')} hint={t('otherNamesHint')} lang={language} value={field.value ?? []} onChange={field.onChange} errors={errorAt(errors, 'otherNames')} />
          )}
        />,
      )}

      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">{t('specimen.legend')}</legend>
        <TubeSwatch additive={specimen?.additive} capColour={specimen?.capColour} />
        <div className="row g-2 mb-2">
          {specimenChoice('material', select('specimen.material', SPECIMEN_MATERIALS, (value) => t(`materials.${value}`)))}
          {specimenChoice('additive', select('specimen.additive', CONTAINER_ADDITIVES, (value) => t(`additives.${value}`)))}
          {specimenChoice('capColour', select('specimen.capColour', CAP_COLOURS, (value) => t(`capColours.${value}`)))}
          {numberField('specimen.volumeMl')}
          {numberField('specimen.minimumVolumeMl')}
        </div>
      </fieldset>

      <fieldset className="mt-2">
        <legend className="fs-6 fw-semibold">{t('preparation.legend')}</legend>
        <div className="row g-2 mb-2">
          {numberField('preparation.fastingHours')}
          {numberField('preparation.restMinutes')}
        </div>
        {textField('preparation.timeOfDay', original?.analysis?.preparation.timeOfDay)}
        {textField('preparation.doseTiming', original?.analysis?.preparation.doseTiming)}
        {textField('preparation.notes', original?.analysis?.preparation.notes)}
      </fieldset>

      <fieldset className="mt-2">
        <legend className="fs-6 fw-semibold">{t('handling.legend')}</legend>
        <div className="row g-2 mb-2">
          {numberField('handling.centrifugeWithinMinutes')}
          <div className="col-md-8 d-flex flex-wrap gap-3 align-items-end">
            {(['protectFromLight', 'onIce'] as const).map((field) => (
              <Form.Check key={field} id={id(`handling.${field}`)} label={t(`handling.${field}`)} {...register(`${base}.handling.${field}`)} />
            ))}
          </div>
        </div>
        {textField('handling.transport', original?.analysis?.handling.transport)}
      </fieldset>

      <fieldset className="mt-2">
        <legend className="fs-6 fw-semibold">{t('stability.legend')}</legend>
        {stability.fields.map((row, rowIndex) => (
          <div key={row.id} className="row g-2 align-items-end mb-2" role="group" aria-label={t('stability.row', { row: rowIndex + 1 })}>
            <Form.Group className="col-md-4" controlId={id(`stability.${rowIndex}.temperature`)}>
              <Form.Label className="small mb-0">{t('stability.temperature')}</Form.Label>
              {select(`stability.${rowIndex}.temperature`, STORAGE_TEMPERATURES, (value) => t(`temperatures.${value}`), true)}
              {feedback(`stability.${rowIndex}.temperature`)}
            </Form.Group>
            <Form.Group className="col-md-3" controlId={id(`stability.${rowIndex}.duration`)}>
              <Form.Label className="small mb-0">{t('stability.duration')}</Form.Label>
              <Form.Control
                size="sm"
                inputMode="decimal"
                {...register(`${base}.stability.${rowIndex}.duration`, { setValueAs: numberOrText })}
                isInvalid={!!errorAt(errors, `stability.${rowIndex}.duration`)}
              />
              {feedback(`stability.${rowIndex}.duration`)}
            </Form.Group>
            <Form.Group className="col-md-3" controlId={id(`stability.${rowIndex}.unit`)}>
              <Form.Label className="small mb-0">{t('stability.unit')}</Form.Label>
              {select(`stability.${rowIndex}.unit`, DURATION_UNITS, (value) => t(`units.${value}`), true)}
            </Form.Group>
            <div className="col-md-2">
              <Button size="sm" variant="outline-danger" onClick={() => stability.remove(rowIndex)} aria-label={t('stability.remove', { row: rowIndex + 1 })}>
                ×
              </Button>
            </div>
          </div>
        ))}
        <Button
          size="sm"
          variant="outline-primary"
          disabled={stability.fields.length >= STORAGE_TEMPERATURES.length}
          onClick={() => {
            const used = new Set(stabilityRows.map((row) => row.temperature));
            const temperature = STORAGE_TEMPERATURES.find((option) => !used.has(option)) ?? 'room';
            stability.append({ temperature, duration: null as unknown as number, unit: 'h' });
          }}
        >
          {t('stability.add')}
        </Button>
      </fieldset>

      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">{t('rejection.legend')}</legend>
        {rejection.fields.map((row, rowIndex) => {
          const criterion = original?.analysis?.rejection.find((originalRow) => originalRow.criterion === rejectionRows[rowIndex]?.criterion);
          return (
            <div key={row.id} className="border-start ps-2 mb-2" role="group" aria-label={t('rejection.row', { row: rowIndex + 1 })}>
              <div className="row g-2 align-items-end">
                <Form.Group className="col-md-5" controlId={id(`rejection.${rowIndex}.criterion`)}>
                  <Form.Label className="small mb-0">{t('rejection.criterion')}</Form.Label>
                  {select(`rejection.${rowIndex}.criterion`, REJECTION_CRITERIA, (value) => t(`criteria.${value}`), true)}
                  {feedback(`rejection.${rowIndex}.criterion`)}
                </Form.Group>
                <div className="col-md-2">
                  <Button size="sm" variant="outline-danger" onClick={() => rejection.remove(rowIndex)} aria-label={t('rejection.remove', { row: rowIndex + 1 })}>
                    ×
                  </Button>
                </div>
              </div>
              {beside(
                t('rejection.effect'),
                criterion?.effect,
                <Form.Group className="mt-1" controlId={id(`rejection.${rowIndex}.effect`)}>
                  <Form.Label className="small mb-0">{t('rejection.effect')}</Form.Label>
                  <Form.Control size="sm" lang={language} {...register(`${base}.rejection.${rowIndex}.effect`)} isInvalid={!!errorAt(errors, `rejection.${rowIndex}.effect`)} />
                  {feedback(`rejection.${rowIndex}.effect`)}
                </Form.Group>,
              )}
            </div>
          );
        })}
        <Button
          size="sm"
          variant="outline-primary"
          disabled={rejection.fields.length >= REJECTION_CRITERIA.length}
          onClick={() => {
            const used = new Set(rejectionRows.map((row) => row.criterion));
            rejection.append({ criterion: REJECTION_CRITERIA.find((option) => !used.has(option)) ?? 'haemolysis', effect: '' });
          }}
        >
          {t('rejection.add')}
        </Button>
      </fieldset>

      <div className="mt-3">{textField('turnaround', original?.analysis?.turnaround)}</div>
    </section>
  );
}
