import type { ReferenceRange } from '@labmedicin/contracts';
import { screen } from '@testing-library/react';
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
});
