import type { Analysis } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Values } from '../article-form-values';
import { AnalysisFields } from './analysis-fields';
import { messageOf } from './analysis-inputs';

interface AnalysesEditorProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>['analyses'];
  language?: string;
  /** A translation's original: its analyses, each shown beside the one of the same designation (else the same place). */
  original?: { analyses: Analysis[]; language: string };
}

/** The article's analyses, each a structured form of its own; add and remove analyses. */
export function AnalysesEditor({ control, register, errors, language, original }: AnalysesEditorProps) {
  const { t } = useTranslation('analysisEditor');
  const analyses = useFieldArray({ control, name: 'analyses' });
  const originalOf = (index: number) => {
    if (!original) return undefined;
    const designation = analyses.fields[index]?.designation;
    const analysis = original.analyses.find((candidate) => candidate.designation === designation) ?? original.analyses[index];
    return { analysis, language: original.language };
  };
  const listError = messageOf((errors as { root?: unknown; message?: unknown } | undefined)?.root ?? errors);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-5 mb-1">{t('title')}</legend>
      <Form.Text className="d-block mb-2">{t('hint')}</Form.Text>
      {analyses.fields.map((analysis, index) => (
        <AnalysisFields
          key={analysis.id}
          index={index}
          control={control}
          register={register}
          errors={(errors as Record<number, Record<string, unknown> | undefined> | undefined)?.[index]}
          language={language}
          original={originalOf(index)}
          onRemove={() => analyses.remove(index)}
        />
      ))}
      {listError && <div className="invalid-feedback d-block mb-2">{listError}</div>}
      <Button size="sm" variant="outline-primary" onClick={() => analyses.append({ designation: '', npuCodes: [], loincCodes: [], otherNames: [], stability: [], rejection: [] })}>
        {t('add')}
      </Button>
    </fieldset>
  );
}
