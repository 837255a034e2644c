import { CALCULATOR_IDS, type CalculatorId } from '@labmedicin/calculators';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import '../../calculators/calculator-texts';

interface CalculatorDialogProps {
  onHide: () => void;
  onSubmit: (id: CalculatorId) => void;
}

/** Picks a calculator to place in the article at the cursor. */
export function CalculatorDialog({ onHide, onSubmit }: CalculatorDialogProps) {
  const { t } = useTranslation('admin');
  const [id, setId] = useState<CalculatorId>(CALCULATOR_IDS[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit(id);
  };
  return (
    <Modal show onHide={onHide} centered aria-labelledby="calculator-dialog-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="calculator-dialog-title">{t('editor.calculator.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{t('editor.calculator.insert')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
