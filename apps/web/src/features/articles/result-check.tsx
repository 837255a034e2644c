import {
  allowsNegative,
  analyteOf,
  formatNumber,
  isStructured,
  matchingRow,
  rangeText,
  REFERENCE_SEXES,
  toConventional,
  verdictOf,
  type ReferenceRange,
  type ReferenceSex,
} from '@labmedicin/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRangeNotation } from '../../components/reference-range-table';
import '../../components/reference-tools-i18n';

/** A number as a reader types it: decimal comma or point; undefined for anything else. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-−]?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace('−', '-'));
}

/**
 * The oldest age the check takes, in years: the oldest documented person lived to 122, so a larger
 * number is taken for a slip (the calculators' age stops at 120 as well).
 */
const AGE_MAX = 120;

type Problem = 'valueNotNumber' | 'valueNegative' | 'ageNotNumber' | 'ageNegative' | 'ageTooHigh';

/** What is wrong with the typed result: not a number, or below zero for an analyte that cannot be. */
function valueProblem(text: string, signed: boolean): Problem | undefined {
  if (text.trim() === '') return undefined;
  const value = numberOf(text);
  if (value === undefined) return 'valueNotNumber';
  return value < 0 && !signed ? 'valueNegative' : undefined;
}

/** What is wrong with the typed age: not a number, below 0 or above AGE_MAX. */
function ageProblem(text: string): Problem | undefined {
  if (text.trim() === '') return undefined;
  const years = numberOf(text);
  if (years === undefined) return 'ageNotNumber';
  if (years < 0) return 'ageNegative';
  return years > AGE_MAX ? 'ageTooHigh' : undefined;
}

interface ResultCheckProps {
  rows: readonly ReferenceRange[];
  /** The table row the result matches, or undefined: the table highlights it. */
  onMatch: (row: number | undefined) => void;
}

/**
 * "Check a result": a result, the patient's sex and age against the article's structured rows,
 * answered in words and announced. Everything stays in this component's state: nothing typed is
 * sent, put in the address or logged, and the form cannot be submitted.
 */
export function ResultCheck({ rows, onMatch }: ResultCheckProps) {
  const { t } = useTranslation('referenceTools');
  const notation = useRangeNotation();
  const id = useId();
  const analytes = useMemo(() => [...new Set(rows.filter(isStructured).map(analyteOf))], [rows]);
  const [analyte, setAnalyte] = useState(analytes[0]);
  const [value, setValue] = useState('');
  const [conventional, setConventional] = useState(false);
  const [sex, setSex] = useState<ReferenceSex | ''>('');
  const [age, setAge] = useState('');

  const ofAnalyte = rows.filter((row) => isStructured(row) && analyteOf(row) === analyte);
  const siUnit = ofAnalyte[0]?.unit ?? '';
  const conversion = ofAnalyte.find((row) => row.conversion)?.conversion;
  const inConventional = conventional && conversion !== undefined;

  const problems = { value: valueProblem(value, allowsNegative(rows, analyte)), age: ageProblem(age) };
  const result = numberOf(value);
  const years = numberOf(age);
  const complete = value.trim() !== '' && sex !== '' && age.trim() !== '';
  const valid = result !== undefined && years !== undefined && !problems.value && !problems.age;
  const match = complete && valid ? matchingRow(rows, analyte, sex, years) : undefined;

  useEffect(() => onMatch(match), [match, onMatch]);

  const problemText = (problem: Problem) => t(`check.problem.${problem}`, { max: formatNumber(AGE_MAX, notation) });
  let answer: string;
  if (problems.value || problems.age) answer = [problems.value, problems.age].flatMap((problem) => (problem ? [problemText(problem)] : [])).join(' ');
  else if (!complete || result === undefined || years === undefined) answer = t('check.prompt');
  // Never judged against another age's interval: an adult's limits do not apply to a child.
  else if (match === undefined) answer = t('check.noInterval');
  else {
    const row = rows[match];
    const shown = inConventional ? toConventional(row) : row;
    const verdict = verdictOf(row, inConventional ? result * conversion.factor : result);
    const limit = verdict === 'criticalLow' ? shown.criticalLow : verdict === 'criticalHigh' ? shown.criticalHigh : undefined;
    const sentence = t(`check.verdict.${verdict}`, {
      value: formatNumber(result, notation),
      unit: shown.unit,
      range: rangeText(shown, notation),
      limit: limit === undefined ? '' : formatNumber(limit, notation),
    });
    answer = `${sentence} ${row.notes ? t('check.rowWithSource', { row: row.parameter, source: row.notes }) : t('check.row', { row: row.parameter })}`;
  }

  /** A field's message under it, named by the field for screen readers. */
  const feedback = (field: 'value' | 'age') =>
    problems[field] && (
      <div id={`${id}-${field}-problem`} className="invalid-feedback d-block">
        {problemText(problems[field])}
      </div>
    );
  const fieldProps = (field: 'value' | 'age') => ({
    className: `form-control${problems[field] ? ' is-invalid' : ''}`,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-problem` : undefined,
  });

  return (
    <form className="result-check border rounded p-3 mt-3" aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()} autoComplete="off">
      <h3 id={`${id}-title`} className="h5">
        {t('check.title')}
      </h3>
      <p className="small text-muted">{t('check.intro')}</p>
      <div className="row g-2 align-items-end">
        {analytes.length > 1 && (
          <div className="col-12 col-sm-6">
            <label className="form-label" htmlFor={`${id}-analyte`}>
              {t('check.analyte')}
            </label>
            <select id={`${id}-analyte`} className="form-select" value={analyte} onChange={(event) => setAnalyte(event.target.value)}>
              {analytes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={`${id}-value`}>
            {t('check.result')}
          </label>
          <div className="input-group">
            <input id={`${id}-value`} {...fieldProps('value')} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
            {conversion ? (
              <select
                className="form-select flex-grow-0 w-auto"
                aria-label={t('check.unit')}
                value={conventional ? 'conventional' : 'si'}
                onChange={(event) => setConventional(event.target.value === 'conventional')}
              >
                <option value="si">{siUnit}</option>
                <option value="conventional">{conversion.unit}</option>
              </select>
            ) : (
              <span className="input-group-text">{siUnit}</span>
            )}
          </div>
          {feedback('value')}
        </div>
        <fieldset className="col-6 col-sm-3">
          <legend className="form-label fs-6 mb-1">{t('check.sex')}</legend>
          {REFERENCE_SEXES.map((option) => (
            <div key={option} className="form-check form-check-inline">
              <input id={`${id}-${option}`} name={`${id}-sex`} className="form-check-input" type="radio" checked={sex === option} onChange={() => setSex(option)} />
              <label className="form-check-label" htmlFor={`${id}-${option}`}>
                {t(`check.${option}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-6 col-sm-3">
          <label className="form-label" htmlFor={`${id}-age`}>
            {t('check.age')}
          </label>
          <div className="input-group">
            <input id={`${id}-age`} {...fieldProps('age')} inputMode="decimal" value={age} onChange={(event) => setAge(event.target.value)} />
            <span className="input-group-text">{t('check.years')}</span>
          </div>
          {feedback('age')}
        </div>
      </div>
      <p role="status" className="mt-3 mb-0 fw-semibold">
        {answer}
      </p>
    </form>
  );
}
