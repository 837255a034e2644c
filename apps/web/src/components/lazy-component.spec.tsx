import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { PageStatusContext, type PageStatus } from '../page-data';
import { lazyComponent, preloadRenderedOnServer } from './lazy-component';

/** A box the user types into, with state of its own: what a lazily loaded form holds. */
function NoteBox({ label }: { label: string }) {
  const [text, setText] = useState('');
  return <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('lazyComponent', () => {
  it('keeps what the user typed into a lazily loaded component when its parent renders again', async () => {
    const LazyNoteBox = lazyComponent('NoteBoxTyped', async () => NoteBox);
    let renderAgain: () => void = () => undefined;
    function Parent() {
      const [renders, setRenders] = useState(0);
      renderAgain = () => setRenders((count) => count + 1);
      return (
        <Suspense fallback={<p>Loading</p>}>
          <LazyNoteBox label={`Note ${renders > 0 ? 'again' : 'first'}`} />
        </Suspense>
      );
    }
    render(<Parent />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note first' }), 'Hb 140 g/L');
    act(() => renderAgain());
    expect(screen.getByRole('textbox', { name: 'Note again' })).toHaveValue('Hb 140 g/L');
  });

  it('renders at once, without a fallback, once its chunk is loaded ahead', async () => {
    const LazyNoteBox = lazyComponent('NoteBoxPreloaded', async () => NoteBox);
    await LazyNoteBox.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyNoteBox label="Note" />
      </Suspense>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('names in a server render the lazy components it shows, and the browser loads those by name before it hydrates', async () => {
    let loads = 0;
    const LazyNoteBox = lazyComponent('NoteBoxOnServer', async () => {
      loads += 1;
      return NoteBox;
    });
    await preloadRenderedOnServer(['NoteBoxOnServer', 'NotInThisBuild']);
    expect(loads).toBe(1);
    const pageStatus: PageStatus = { notFound: false, lazyComponents: new Set() };
    render(
      <PageStatusContext.Provider value={pageStatus}>
        <LazyNoteBox label="Note" />
      </PageStatusContext.Provider>,
    );
    expect([...pageStatus.lazyComponents]).toEqual(['NoteBoxOnServer']);
  });

  it('refuses a second lazy component under a name already taken', () => {
    lazyComponent('NoteBoxTwice', async () => NoteBox);
    expect(() => lazyComponent('NoteBoxTwice', async () => NoteBox)).toThrow('Two lazy components are named NoteBoxTwice');
  });
});
