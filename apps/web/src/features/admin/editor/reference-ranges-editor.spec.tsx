import type { ReferenceRange } from '@labmedicin/contracts';
import { act, screen, within } from '@testing-library/react';
import i18n from '../../../i18n';
import { ReferenceRangesEditor } from './reference-ranges-editor';
import { renderControlled } from './test-harness';

const row = (parameter: string): ReferenceRange => ({ parameter, range: '', unit: '', notes: '' });

describe('reference ranges editor', () => {
  it('adds a row and edits its four cells', async () => {
    const { user, changes } = renderControlled<ReferenceRange[]>([], (value, onChange) => <ReferenceRangesEditor value={value} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(screen.getByLabelText('Parameter, row 1'), 'B-Hb, kvinnor');
    await user.type(screen.getByLabelText('Range, row 1'), '117–153');
    await user.type(screen.getByLabelText('Unit, row 1'), 'g/L');
    await user.type(screen.getByLabelText('Notes, row 1'), 'Vuxna');
    expect(changes.at(-1)).toEqual([{ parameter: 'B-Hb, kvinnor', range: '117–153', unit: 'g/L', notes: 'Vuxna' }]);
  });

  it('moves rows up and down (not past either end) and removes one', async () => {
    const { user, changes } = renderControlled([row('A'), row('B'), row('C')], (value, onChange) => <ReferenceRangesEditor value={value} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Move row 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move row 3 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move row 3 up' }));
    expect(changes.at(-1)?.map((r) => r.parameter)).toEqual(['A', 'C', 'B']);
    await user.click(screen.getByRole('button', { name: 'Move row 1 down' }));
    expect(changes.at(-1)?.map((r) => r.parameter)).toEqual(['C', 'A', 'B']);
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(changes.at(-1)?.map((r) => r.parameter)).toEqual(['C', 'B']);
    expect(screen.getByLabelText('Parameter, row 2')).toHaveValue('B');
  });

  it('takes sex, age band and limits with a decimal comma, and writes the range text from the limits', async () => {
    const { user, changes } = renderControlled([row('P-Urea, kvinnor 18–49 år')], (value, onChange) => <ReferenceRangesEditor value={value} onChange={onChange} />);
    const first = screen.getByRole('group', { name: 'Row 1 of the reference ranges' });
    await user.click(within(first).getByText('Sex, age and limits (row 1)'));
    await user.selectOptions(within(first).getByLabelText('Sex'), 'female');
    await user.type(within(first).getByLabelText('Age from (years)'), '18');
    await user.type(within(first).getByLabelText('Age to, excluded (years)'), '50');
    await user.type(within(first).getByLabelText('Lower limit'), '2,6');
    await user.type(within(first).getByLabelText('Upper limit'), '6,4');
    expect(changes.at(-1)).toEqual([{ parameter: 'P-Urea, kvinnor 18–49 år', range: '', unit: '', notes: '', sex: 'female', ageFrom: 18, ageTo: 50, lower: 2.6, upper: 6.4 }]);
    expect(within(first).getByLabelText('Range, row 1')).toHaveValue('2,6–6,4');
    expect(within(first).getByLabelText('Range, row 1')).toHaveAttribute('readonly');
  });

  it("shows the schema's message under a field and lists the rows whose ages keep the article from being saved, in both languages", async () => {
    const bands: ReferenceRange[] = [
      { ...row('P-Urea, män 18–49 år'), sex: 'male', ageFrom: 18, ageTo: 50, lower: 3.2, upper: 8.1 },
      { ...row('P-Urea, män ≥55 år'), sex: 'male', ageFrom: 55, lower: 3.5, upper: 8.1 },
      { ...row('P-Urea, kvinnor'), sex: 'female', ageFrom: 18, lower: 9, upper: 2 },
      { ...row('P-Kreatinin'), unit: 'µmol/L', lower: 45, upper: 90 },
    ];
    const errors = { 1: { ageFrom: 'rangeBandGap' }, 2: { upper: 'rangeLowerAboveUpper' }, 3: { ageFrom: 'rangeAgeRequired' } };
    renderControlled(bands, (value, onChange) => <ReferenceRangesEditor value={value} onChange={onChange} errors={errors} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The article cannot be saved until every row with limits states its ages');
    expect(status).toHaveTextContent('Row 4 has limits but no age from: give the age it applies from.');
    expect(status).toHaveTextContent('Rows 1 and 2 leave a gap in age for men: no row applies between them.');
    const rowGroup = (number: number) => screen.getByRole('group', { name: `Row ${number} of the reference ranges` });
    expect(within(rowGroup(3)).getByText('The lower limit cannot be above the upper limit')).toBeInTheDocument();
    expect(within(rowGroup(2)).getByText('The age bands of this test, sex and unit leave a gap here')).toBeInTheDocument();
    expect(within(rowGroup(4)).getByText('A row with limits must state the age it applies from')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('sv'));
    expect(screen.getByRole('status')).toHaveTextContent('Rad 4 har gränser men ingen ålder från: ange från vilken ålder den gäller.');
    expect(within(screen.getByRole('group', { name: 'Rad 4 i referensintervallen' })).getByText('En rad med gränser måste ange från vilken ålder den gäller')).toBeInTheDocument();
  });
});
