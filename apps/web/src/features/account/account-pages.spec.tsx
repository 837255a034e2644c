import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch } from '../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const ANNA = aUser('user');

describe('forgotten password', () => {
  it('leads from the login page to the form, which asks for the link in the page language and says it is on its way', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/password-reset/request': { body: { success: true, message: 'sent' } },
    });
    const { user, location } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(location()).toBe('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If an account has this address, a link to choose a new password is on its way/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset/request')).toEqual([{ email: 'anna@example.se', language: 'en' }]);
  });

  it('says when too many links were asked for', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'POST /api/auth/password-reset/request': { status: 429, body: failureBody('TOO_MANY_ATTEMPTS') } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Too many attempts, please try again later')).toBeInTheDocument();
  });

  it('sets the new password with the link token, under the registration rules, and then leads to login', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(null), 'POST /api/auth/password-reset': { body: { success: true, message: 'done' } } });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), '123');
    await user.type(screen.getByLabelText('Confirm new password'), '123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password is changed and every session of the account is signed out/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset')).toEqual([{ token: TOKEN, password: 'a-new-password' }]);
  });

  it('says a used link is used, with the way to a new one', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'POST /api/auth/password-reset': { status: 400, body: failureBody('RESET_TOKEN_INVALID') } });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This link is no longer valid: ask for a new one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token, sends the reader to ask for a link', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    renderApp('/reset-password');
    expect(await screen.findByText(/This page is opened from the link in the reset e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save new password' })).not.toBeInTheDocument();
  });
});

describe('sessions on the profile edit page', () => {
  const sessions = [
    { id: 'current1', browser: 'Firefox 128', system: 'Linux', signedInAt: '2026-11-29T08:00:00.000Z', lastSeenAt: '2026-11-29T08:30:00.000Z', current: true },
    { id: 'other2', browser: 'Safari 17', system: 'Mac OS 10.15.7', signedInAt: '2026-11-28T07:00:00.000Z', lastSeenAt: '2026-11-28T09:15:00.000Z', current: false },
  ];

  it('lists them with the current one marked, and signs out another one', async () => {
    let listed = sessions;
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(ANNA),
      'GET /api/auth/sessions': () => ({ body: { success: true, data: listed } }),
      'DELETE /api/auth/sessions/other2': () => {
        listed = [sessions[0] as (typeof sessions)[0]];
        return { body: { success: true, data: { ended: 1 } } };
      },
    });
    const { user } = renderApp('/profile/edit');
    const list = await screen.findByTestId('sessions-list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [current, other] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('Firefox 128 · Linux This session');
    expect(current).toHaveTextContent('Signed in 29 Nov 2026, 09:00, last seen 29 Nov 2026, 09:30');
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Safari 17 · Mac OS 10.15.7');

    await user.click(within(other).getByRole('button', { name: 'Sign out the session in Safari 17 on Mac OS 10.15.7' }));
    expect(await screen.findByText('1 session signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/auth/sessions/other2')).toHaveLength(1);
  });

  it('signs out all other sessions at once', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(ANNA),
      'GET /api/auth/sessions': { body: { success: true, data: sessions } },
      'DELETE /api/auth/sessions': { body: { success: true, data: { ended: 1 } } },
    });
    const { user } = renderApp('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('1 session signed out.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/auth/sessions')).toHaveLength(1);
  });
});

describe('an admin ending a user\'s sessions', () => {
  const ADMIN = aUser('admin', { _id: 'a00000000000000000000001' });
  const CECILIA = aUser('user', { _id: 'c00000000000000000000003', username: 'cecilia', email: 'cecilia@example.se' });

  it('signs out every session of the user from the users page and says how many', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(ADMIN),
      'GET /api/users/admin?limit=100': { body: { success: true, data: [ADMIN, CECILIA] } },
      'DELETE /api/users/c00000000000000000000003/sessions': { body: { success: true, data: { ended: 2 } } },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Sign out every session of cecilia' }));
    expect(await screen.findByText('2 sessions of cecilia signed out.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/users/c00000000000000000000003/sessions')).toHaveLength(1);
  });

  it('says when it failed, beside the button', async () => {
    stubFetch({
      'GET /api/auth/me': meAnswer(ADMIN),
      'GET /api/users/admin?limit=100': { body: { success: true, data: [ADMIN, CECILIA] } },
      'DELETE /api/users/c00000000000000000000003/sessions': { status: 404, body: failureBody('USER_NOT_FOUND') },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Sign out every session of cecilia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
});
