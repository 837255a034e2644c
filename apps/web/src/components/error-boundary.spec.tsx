import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n from '../i18n';
import { ErrorBoundary } from './error-boundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderRoutes(error: Error) {
  return render(
    <MemoryRouter initialEntries={['/broken']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Link to="/fine">Elsewhere</Link>
      <ErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken error={error} />} />
          <Route path="/fine" element={<p>All good</p>} />
        </Routes>
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('error boundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("shows 'Something went wrong' instead of a blank page, and clears on another route", async () => {
    renderRoutes(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("says 'Could not load data' when a lazy chunk fails to load, in Swedish too", async () => {
    await i18n.changeLanguage('sv');
    renderRoutes(new TypeError('Failed to fetch dynamically imported module: /assets/admin-1234.js'));
    expect(screen.getByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument();
    expect(screen.getByText('Det gick inte att hämta data')).toBeInTheDocument();
  });
});
