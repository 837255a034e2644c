import type { ReferenceRange } from '@labmedicin/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { ResultCheck } from './result-check';

/** Rows as an article stores them: an adults' potassium row with critical limits, and base excess, whose interval reaches below zero. */
const ROWS: ReferenceRange[] = [
  { parameter: 'P-Kalium, vuxna', range: '3,5–4,4', unit: 'mmol/L', notes: 'NORIP', ageFrom: 18, lower: 3.5, upper: 4.4, criticalLow: 2.5, criticalHigh: 6.5 },
  { parameter: 'aB-Basöverskott', range: '−3 till +3', unit: 'mmol/L', notes: '', ageFrom: 18, lower: -3, upper: 3 },
];

async function renderCheck() {
  const user = userEvent.setup();
  const onMatch = jest.fn();
  render(<ResultCheck rows={ROWS} onMatch={onMatch} />);
  const fill = async (label: string | RegExp, text: string) => {
    await user.clear(screen.getByLabelText(label));
    if (text) await user.type(screen.getByLabelText(label), text);
  };
  return { user, onMatch, fill };
}

describe('the result check', () => {
  it('says that no row covers a child and judges nothing, highlighting no row', async () => {
    const { user, onMatch, fill } = await renderCheck();
    await fill('Result', '5,2');
    await user.click(screen.getByLabelText('Female'));
    await fill('Age', '4');
    expect(screen.getByRole('status')).toHaveTextContent(/^No reference interval for this age in this article\.$/);
    expect(onMatch).toHaveBeenLastCalledWith(undefined);
    await fill('Age', '40');
    expect(screen.getByRole('status')).toHaveTextContent('5.2 mmol/L is above the reference interval 3.5–4.4 mmol/L.');
    expect(onMatch).toHaveBeenLastCalledWith(0);
  });

  it('calls a value beyond a critical limit critical, in both languages', async () => {
    const { user, fill } = await renderCheck();
    await fill('Result', '6.8');
    await user.click(screen.getByLabelText('Male'));
    await fill('Age', '60');
    expect(screen.getByRole('status')).toHaveTextContent('Critical: 6.8 mmol/L is at or above the critical limit 6.5 mmol/L (reference interval 3.5–4.4 mmol/L).');
    await fill('Result', '2.1');
    expect(screen.getByRole('status')).toHaveTextContent('Critical: 2.1 mmol/L is at or below the critical limit 2.5 mmol/L');
    await act(() => i18n.changeLanguage('sv'));
    expect(await screen.findByText(/^Kritiskt: 2,1 mmol\/L ligger på eller under den kritiska gränsen 2,5 mmol\/L/)).toBeInTheDocument();
    // The sexes are named in terms that fit a child as well as an adult.
    expect(screen.getByLabelText('Manligt')).toBeChecked();
  });

  it('names what is wrong under each field and judges nothing: a negative concentration, an impossible age, not a number', async () => {
    const { user, onMatch, fill } = await renderCheck();
    await fill('Result', '-3');
    await user.click(screen.getByLabelText('Female'));
    await fill('Age', '200');
    const result = screen.getByLabelText('Result');
    const age = screen.getByLabelText('Age');
    expect(result).toHaveAttribute('aria-invalid', 'true');
    expect(result).toHaveAccessibleDescription('A result of this test cannot be below zero: check the value.');
    expect(age).toHaveAccessibleDescription('An age above 120 years is not accepted: check the age.');
    expect(screen.getByRole('status')).toHaveTextContent('A result of this test cannot be below zero: check the value. An age above 120 years is not accepted: check the age.');
    expect(screen.getByRole('status')).not.toHaveTextContent(/below the reference|within|above the reference/);
    expect(onMatch).toHaveBeenLastCalledWith(undefined);

    await fill('Age', '-1');
    expect(age).toHaveAccessibleDescription('Age cannot be below zero.');
    await fill('Age', '1e3');
    expect(age).toHaveAccessibleDescription('Enter the age in years as a number.');
    await fill('Result', 'abc');
    expect(result).toHaveAccessibleDescription('Enter the result as a number, with a decimal point or comma.');

    await act(() => i18n.changeLanguage('sv'));
    expect(await screen.findByText('Ange åldern i år som ett tal.', { selector: '.invalid-feedback' })).toBeInTheDocument();
  });

  it('takes a result below zero where the interval itself reaches below zero (base excess)', async () => {
    const { user, fill } = await renderCheck();
    await user.selectOptions(screen.getByLabelText('Test'), 'aB-Basöverskott (mmol/L)');
    await fill('Result', '-5');
    await user.click(screen.getByLabelText('Male'));
    await fill('Age', '50');
    expect(screen.getByRole('status')).toHaveTextContent('-5 mmol/L is below the reference interval -3 to +3 mmol/L.');
    expect(screen.getByLabelText('Result')).not.toHaveAttribute('aria-invalid');
  });
});
