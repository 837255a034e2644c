import { CALCULATOR_IDS, type CalculatorId } from '@labmedicin/calculators';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import '../../calculators/calculator-texts';

interface CalculatorDialogProps {
  onHide: () => void;
  onSubmit: (id: CalculatorId) => void;
}

/** Picks a calculator to place in the article at the cursor. */
export function CalculatorDialog({ onHide, onSubmit }: CalculatorDialogProps) {
  const { t } = useTranslation(['admin', 'calculators']);
  const [id, setId] = useState<CalculatorId>(CALCULATOR_IDS[0]);
  return (
    <FormDialog title={t('editor.calculator.title')} submitLabel={t('editor.calculator.insert')} cancelLabel={t('editor.cancel')} onHide={onHide} onSubmit={() => onSubmit(id)}>
      <Form.Group controlId="calculator-id">
        <Form.Label>{t('editor.calculator.label')}</Form.Label>
        <Form.Select autoFocus value={id} onChange={(event) => setId(event.target.value as CalculatorId)}>
          {CALCULATOR_IDS.map((option) => (
            <option key={option} value={option}>
              {t(`calculators:names.${option}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Text muted>{t('editor.calculator.hint')}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
