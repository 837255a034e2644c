import '../admin-i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RevisionPager } from './revision-pager';

const labels = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ''));

describe('revision pager', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<RevisionPager page={1} pages={1} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows First, Prev, the first and last page, 2 either side of the current one with ellipses, Next, Last', async () => {
    const onPage = jest.fn();
    render(<RevisionPager page={6} pages={12} onPage={onPage} />);
    expect(labels()).toEqual(['First', 'Prev', '1', '…More', '4', '5', '6(current)', '7', '8', '…More', '12', 'Next', 'Last']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPage.mock.calls).toEqual([[12], [5], [8]]);
  });

  it('disables First and Prev on the first page, Next and Last on the last', () => {
    const { rerender } = render(<RevisionPager page={1} pages={3} onPage={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeEnabled();
    rerender(<RevisionPager page={3} pages={3} onPage={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeEnabled();
  });
});
