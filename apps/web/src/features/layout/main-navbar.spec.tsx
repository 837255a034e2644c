import { screen, waitFor, within } from '@testing-library/react';
import i18n, { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { callsTo, stubFetch } from '../../../test/fetch-stub';
import { aUser, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('main navbar', () => {
  it('switches the texts from Swedish to English, the menu toggle too, and remembers the choice', async () => {
    await i18n.changeLanguage('sv');
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { user } = renderApp('/about');

    expect(await screen.findByRole('link', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hem' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Om Labmedicin' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv');
    expect(screen.getByRole('button', { name: 'Visa eller dölj menyn' })).toHaveAttribute('aria-controls', 'main-navbar-collapse');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Labmedicin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('links home, articles, tags and about', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    expect(within(nav).getByRole('link', { name: 'Tags' })).toHaveAttribute('href', '/tags');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('offers Admin in the user menu to contributors but not to readers', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('contributor')) });
    const first = renderApp('/');
    await first.user.click(await screen.findByRole('button', { name: 'anna' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/anna');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    first.unmount();

    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('user')) });
    const second = renderApp('/');
    await second.user.click(await screen.findByRole('button', { name: 'anna' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends the visitor back to the page they were reading after logging in from the navbar', async () => {
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/login': { body: { success: true, user: aUser('user'), message: 'Login successful' } },
    });
    const { user, location } = renderApp('/about?from=menu#developer');

    await user.click(await screen.findByRole('link', { name: 'Login' }));
    expect(location()).toBe('/login');
    await user.type(screen.getByLabelText('Email'), 'anna@example.se');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/about?from=menu'));
    expect(screen.getByRole('heading', { name: 'About Labmedicin' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'anna' })).toBeInTheDocument();
  });

  it('logs out to /login even when the logout call fails, only logging the error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(aUser('admin')),
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, location } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'admin' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Back to Labmedicin' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
