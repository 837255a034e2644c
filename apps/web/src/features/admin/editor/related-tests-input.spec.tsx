import { screen } from '@testing-library/react';
import { RelatedTestsInput } from './related-tests-input';
import { renderControlled } from './test-harness';

describe('related tests input', () => {
  it('adds the trimmed test on Enter, ignores blanks and repeats, keeps the case, and removes one', async () => {
    const { user, changes } = renderControlled<string[]>([], (value, onChange) => <RelatedTestsInput label="Related Tests" value={value} onChange={onChange} />);
    const field = screen.getByLabelText('Related Tests');
    await user.type(field, '  Ferritin (P-Ferritin) {Enter}');
    await user.type(field, 'Ferritin (P-Ferritin){Enter}   {Enter}');
    await user.type(field, 'CRP{Enter}');
    expect(changes).toEqual([['Ferritin (P-Ferritin)'], ['Ferritin (P-Ferritin)', 'CRP']]);
    expect(screen.getByText('CRP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Ferritin (P-Ferritin)' }));
    expect(changes.at(-1)).toEqual(['CRP']);
  });
});
