import { CALCULATORS, calculate, type CalculatorId, type NumberInput, type Sex, type TypedValues } from '@labmedicin/calculators';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseDecimal, refusalText, unitText } from './calculator-text';
import './calculator-form.css';

/**
 * A calculator's form: each value with its unit, the sex where the formula asks, and the result
 * as soon as every value is within the formula's limits, announced to screen readers. A value
 * outside a limit, below zero or not a number is refused under its field; nothing is computed then,
 * and a result that cannot be (below zero) is not shown as a number. What is typed stays
 * in this component's state: no request, no address, no log.
 */
export function CalculatorForm({ id }: { id: CalculatorId }) {
  const { t, i18n } = useTranslation('calculators');
  const language = i18n.language;
  const calculator = CALCULATORS[id];
  const formId = useId();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [units, setUnits] = useState<Record<string, string>>({});
  const [sex, setSex] = useState<Sex | undefined>();

  const typed: TypedValues = { numbers: {}, ...(sex ? { sex } : {}) };
  for (const input of calculator.inputs) {
    const text = texts[input.name]?.trim();
    if (input.kind === 'number' && text) typed.numbers[input.name] = { value: parseDecimal(text), unit: units[input.name] ?? input.units[0].unit };
  }
  const outcome = calculate(calculator, typed);
  // Values beyond a limit or not numbers are named at once; a value not yet typed only once the others are in.
  const limitRefusals = outcome.ok ? [] : outcome.refusals.filter((refusal) => refusal.problem !== 'missing');
  const refusalOf = (name: string) => limitRefusals.find((refusal) => refusal.input === name);

  const numberField = (input: NumberInput) => {
    const fieldId = `${formId}-${input.name}`;
    const label = t(`inputs.${input.name}`);
    const refusal = refusalOf(input.name);
    const unit = units[input.name] ?? input.units[0].unit;
    return (
      <div key={input.name} className="col-12 col-sm-6">
        <label htmlFor={fieldId} className="form-label mb-1">
          {label}
          {input.optional && <span className="text-muted small"> ({t('optional')})</span>}
        </label>
        <div className="input-group">
          <input
            id={fieldId}
            name={input.name}
            className={`form-control${refusal ? ' is-invalid' : ''}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={texts[input.name] ?? ''}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${fieldId}-refusal` : undefined}
            onChange={(event) => setTexts((current) => ({ ...current, [input.name]: event.target.value }))}
          />
          {input.units.length > 1 ? (
            <select
              className="form-select calculator-unit"
              aria-label={t('unitOf', { label })}
              value={unit}
              onChange={(event) => setUnits((current) => ({ ...current, [input.name]: event.target.value }))}
            >
              {input.units.map((option) => (
                <option key={option.unit} value={option.unit}>
                  {unitText(option.unit, t, language)}
                </option>
              ))}
            </select>
          ) : (
            <span className="input-group-text">{unitText(unit, t, language)}</span>
          )}
        </div>
        {refusal && (
          <div id={`${fieldId}-refusal`} className="invalid-feedback d-block">
            {refusalText(refusal, t, language)}
          </div>
        )}
      </div>
    );
  };

  return (
    // Never submitted anywhere: Enter in a field changes nothing.
    <form className="calculator-form" noValidate onSubmit={(event: FormEvent) => event.preventDefault()} aria-label={t(`names.${id}`)}>
      <div className="row g-3">
        {calculator.inputs.map((input) =>
          input.kind === 'number' ? (
            numberField(input)
          ) : (
            <fieldset key="sex" className="col-12 col-sm-6">
              <legend className="form-label fs-6 mb-1">{t('inputs.sex')}</legend>
              {(['female', 'male'] as const).map((option) => (
                <div key={option} className="form-check form-check-inline">
                  <input
                    id={`${formId}-sex-${option}`}
                    className="form-check-input"
                    type="radio"
                    name={`${formId}-sex`}
                    value={option}
                    checked={sex === option}
                    onChange={() => setSex(option)}
                  />
                  <label htmlFor={`${formId}-sex-${option}`} className="form-check-label">
                    {t(`sex.${option}`)}
                  </label>
                </div>
              ))}
            </fieldset>
          ),
        )}
      </div>
      <div className="calculator-result mt-3 p-3 rounded" role="status" aria-live="polite" aria-atomic="true">
        {outcome.ok ? (
          <>
            <dl className="mb-0">
              {outcome.result.quantities.map((quantity, index) => (
                <div key={quantity.name} className={index === 0 ? 'fs-5' : 'small'}>
                  <dt className="d-inline fw-normal">{t(`quantities.${quantity.name}`)}: </dt>
                  <dd className="d-inline fw-semibold mb-0">
                    {formatNumber(quantity.value, language, { min: quantity.decimals, max: quantity.decimals })}
                    {quantity.unit && ` ${unitText(quantity.unit, t, language)}`}
                  </dd>
                </div>
              ))}
            </dl>
            {outcome.result.notes.map((note) => (
              <p key={note} className="small mt-2 mb-0">
                {t(`notes.${note}`)}
              </p>
            ))}
          </>
        ) : outcome.notApplicable ? (
          <p className="fw-semibold mb-0">{t(`notApplicable.${outcome.notApplicable}`)}</p>
        ) : limitRefusals.length > 0 ? (
          limitRefusals.map((refusal) => (
            <p key={refusal.input} className="fw-semibold mb-0">
              {refusalText(refusal, t, language)}
            </p>
          ))
        ) : (
          <p className="text-muted mb-0">{t('enterValues')}</p>
        )}
      </div>
      <p className="small text-muted mt-2 mb-0">{t('privacy')}</p>
    </form>
  );
}
