import { screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { aUser, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('route guards', () => {
  it("shows 'Checking authentication...' until the session is known, then redirects to /login", async () => {
    const me = deferred<StubAnswer>();
    stubFetch({ 'GET /api/auth/me': () => me.promise });
    const { location } = renderApp('/admin/categories');

    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(location()).toBe('/admin/categories');

    me.resolve(meAnswer(null));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('treats a failed session check as not logged in', async () => {
    stubFetch({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { location } = renderApp('/admin');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it("shows 'Access Denied' to a reader on any admin route", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('user')) });
    renderApp('/admin/categories');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
  });

  it('lets a contributor into the admin area but not onto the admin-only categories screen', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('contributor')) });
    renderApp('/admin/categories');
    expect(await screen.findByRole('link', { name: 'New Article' })).toBeInTheDocument();
    // The admin navbar shows a contributor only the screens a contributor may open.
    expect(screen.queryByRole('link', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
  });

  it('shows the not-found page inside the admin layout for admin screens that do not exist', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')) });
    renderApp('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    for (const label of ['Dashboard', 'New Article', 'Media Library', 'Users', 'Comments', 'Categories', 'Media Analytics', 'View Site']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
  });
});
