import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { CalculatorForm } from './calculator-form';
import './calculator-texts';

const status = () => screen.getByRole('status');

async function type(label: string, text: string) {
  const field = screen.getByLabelText(label, { exact: true });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return field;
}

describe('a calculator form', () => {
  it('says under a field that what was typed is not a number, "abc" and "1e3" alike, in both languages', async () => {
    render(<CalculatorForm id="ldl-friedewald" />);
    const total = await type('Total cholesterol', 'abc');
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveAccessibleDescription('Total cholesterol: enter a number, with a decimal point or comma.');
    await type('Total cholesterol', '1e3');
    expect(total).toHaveAccessibleDescription('Total cholesterol: enter a number, with a decimal point or comma.');
    expect(status()).not.toHaveTextContent('Enter the values to calculate.');
    await act(() => i18n.changeLanguage('sv'));
    expect(screen.getByLabelText('Totalkolesterol', { exact: true })).toHaveAccessibleDescription('Totalkolesterol: ange ett tal, med decimalkomma eller decimalpunkt.');
  });

  it('accepts triglycerides of 4.52 mmol/L and gives no number for an LDL estimate below zero', async () => {
    render(<CalculatorForm id="ldl-friedewald" />);
    await type('Total cholesterol', '6.5');
    await type('HDL cholesterol', '1.0');
    await type('Triglycerides', '4.52');
    expect(status()).toHaveTextContent('LDL cholesterol: 3.4 mmol/L');
    await type('Total cholesterol', '3.0');
    await type('HDL cholesterol', '1.5');
    await type('Triglycerides', '4.0');
    expect(status()).toHaveTextContent('The Friedewald estimate does not apply to these values: it comes out at or below zero. Measure LDL cholesterol directly.');
    expect(status()).not.toHaveTextContent(/mmol\/L|−0|-0/);
  });

  it('refuses an invalid potassium in the anion gap, and shows a gap below zero with a note, both gaps in whole mmol/L', async () => {
    render(<CalculatorForm id="anion-gap" />);
    await type('Sodium', '140');
    await type('Chloride', '104');
    await type('Bicarbonate', '24');
    await type('Potassium (optional)', '4.5');
    expect(status()).toHaveTextContent('Anion gap: 12 mmol/LAnion gap with potassium: 17 mmol/L');
    const potassium = await type('Potassium (optional)', '4,5x');
    expect(potassium).toHaveAccessibleDescription('Potassium: enter a number, with a decimal point or comma.');
    expect(status()).not.toHaveTextContent('Anion gap:');
    await userEvent.clear(potassium);
    await type('Chloride', '150');
    expect(status()).toHaveTextContent('Anion gap: -34 mmol/L');
    expect(status()).toHaveTextContent('The anion gap is below zero: check the values and their units before interpreting it.');
  });

  it('says a value below zero cannot be, under its field', async () => {
    render(<CalculatorForm id="calcium-albumin-corrected" />);
    const calcium = await type('Calcium', '-2.1');
    expect(calcium).toHaveAccessibleDescription('Calcium cannot be below zero: check the value.');
  });
});
