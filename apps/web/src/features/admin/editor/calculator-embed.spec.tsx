import { screen, waitFor } from '@testing-library/react';
import { RichTextEditor } from './rich-text-editor';
import { renderControlled } from './test-harness';

// jsdom lays nothing out: ProseMirror's scrolling the selection into view after an insert gets no boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) });
  document.elementFromPoint = () => null;
});

describe('a calculator in the rich-text editor', () => {
  it('is inserted from the toolbar as the inert place the article page brings to life, and shown by its name', async () => {
    const { user, changes } = renderControlled('<p>Natrium</p>', (value, onChange) => <RichTextEditor id="content" label="Content" value={value} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Insert calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert calculator' });
    await user.selectOptions(screen.getByLabelText('Calculator'), 'Anion gap');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<div data-calculator="anion-gap"></div>'));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByText('Calculator: Anion gap')).toBeInTheDocument();
  });

  it('shows a stored place of a known calculator by its name, and none for an id we do not have', async () => {
    const { container } = renderControlled('<div data-calculator="egfr-lmrev"></div><div data-calculator="nope"></div><p>x</p>', (value, onChange) => (
      <RichTextEditor id="content" label="Content" value={value} onChange={onChange} />
    ));
    expect(await screen.findByText('Calculator: eGFR from creatinine, revised Lund–Malmö (LMrev)')).toBeInTheDocument();
    expect(container.querySelectorAll('.calculator-placeholder')).toHaveLength(1);
    expect(screen.queryByText(/nope/)).not.toBeInTheDocument();
  });
});
