import { screen } from '@testing-library/react';
import { renderControlled } from './test-harness';
import { TagInput, tagSuggestions } from './tag-input';

const EXISTING = ['anemi', 'järnbrist', 'järn', 'Blodstatus', 'b12', 'folat', 'hemoglobin', 'ferritin', 'trombocyter'];

function renderTags(initial: string[] = [], maxTags?: number) {
  return renderControlled(initial, (value, onChange) => <TagInput label="Tags" value={value} onChange={onChange} suggestions={EXISTING} maxTags={maxTags} />);
}

describe('tag input', () => {
  it('adds the trimmed, lowercased text on Enter, ignores blanks and repeats, and counts n/10', async () => {
    const { user, changes } = renderTags();
    const field = screen.getByLabelText(/Tags/);
    await user.type(field, '  Anemi {Enter}');
    expect(screen.getByText('anemi')).toBeInTheDocument();
    await user.type(field, 'ANEMI{Enter}   {Enter}');
    expect(changes).toEqual([['anemi']]);
    expect(screen.getByText('(1/10)')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('removes the last tag on Backspace in an empty field, and any tag by its cross', async () => {
    const { user, changes } = renderTags(['anemi', 'järn', 'folat']);
    const field = screen.getByLabelText(/Tags/);
    await user.click(field);
    await user.keyboard('{Backspace}');
    expect(changes.at(-1)).toEqual(['anemi', 'järn']);
    await user.click(screen.getByRole('button', { name: 'Remove tag anemi' }));
    expect(changes.at(-1)).toEqual(['järn']);
    // Backspace in a field with text edits the text, not the tags.
    await user.type(field, 'ab{Backspace}');
    expect(changes).toHaveLength(2);
  });

  it('suggests up to 5 existing tags containing the text in any case, without chosen ones, and adds one on click', async () => {
    expect(tagSuggestions('B', EXISTING, [])).toEqual(['järnbrist', 'Blodstatus', 'b12', 'hemoglobin', 'trombocyter']);
    expect(tagSuggestions('e', EXISTING, [])).toEqual(['anemi', 'hemoglobin', 'ferritin', 'trombocyter']);
    expect(tagSuggestions('r', EXISTING, ['järn'])).toEqual(['järnbrist', 'ferritin', 'trombocyter']);
    const many = Array.from({ length: 8 }, (_, i) => `tagg${i + 1}`);
    expect(tagSuggestions('TAGG', many, ['tagg2'])).toEqual(['tagg1', 'tagg3', 'tagg4', 'tagg5', 'tagg6']);
    expect(tagSuggestions('  ', EXISTING, [])).toEqual([]);

    const { user, changes } = renderTags(['järn']);
    await user.type(screen.getByLabelText(/Tags/), 'JÄR');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['järnbrist']);
    await user.click(options[0]);
    expect(changes.at(-1)).toEqual(['järn', 'järnbrist']);
  });

  it('disables the field and says so at the limit', async () => {
    const { user } = renderTags(['a', 'b'], 3);
    const field = screen.getByLabelText(/Tags/);
    await user.type(field, 'c{Enter}');
    expect(screen.getByText('(3/3)')).toBeInTheDocument();
    expect(field).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('An article can have at most 3 tags');
    await user.click(screen.getByRole('button', { name: 'Remove tag a' }));
    expect(field).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
