import { screen, waitFor } from '@testing-library/react';
import { callsTo, stubFetch } from '../../../test/fetch-stub';
import { aUser, meAnswer, failureBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function fillIn(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

describe('register page', () => {
  it('requires every field and says when the passwords do not match', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { user } = renderApp('/register');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fillIn(user, { Username: 'ab', Email: 'anna@example.se', Password: 'secret1', 'Confirm Password': 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's 409 on the email field, then registers and goes home", async () => {
    let taken = true;
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/register': () =>
        taken
          ? { status: 409, body: failureBody('EMAIL_TAKEN', { errors: { email: 'Email is already registered' }, fieldCodes: { email: 'emailTaken' } }) }
          : { status: 201, body: { success: true, user: aUser('user', { username: 'anna' }), message: 'Registered' } },
    });
    const { user, location } = renderApp('/register');

    await fillIn(user, { Username: 'anna', Email: 'anna@example.se', Password: 'secret1', 'Confirm Password': 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is already registered'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toEqual([{ username: 'anna', email: 'anna@example.se', password: 'secret1' }]);

    taken = false;
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('Email is already registered');
    await user.clear(email);
    await user.type(email, 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'anna' })).toBeInTheDocument();
  });

  it('says when the username is too long, the email malformed or the password too short', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { user } = renderApp('/register');

    await fillIn(user, { Username: 'a'.repeat(21), Email: 'anna@', Password: 'abc12', 'Confirm Password': 'abc12' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username cannot exceed 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it("says 'Registration failed' when the server gives no message, and clears it when a field is edited", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'POST /api/auth/register': { status: 500, body: { success: false } } });
    const { user } = renderApp('/register');
    await fillIn(user, { Username: 'anna', Email: 'anna@example.se', Password: 'secret1', 'Confirm Password': 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });

  it("says 'Registration failed. Please try again.' when the request fails", async () => {
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/register');
    await fillIn(user, { Username: 'anna', Email: 'anna@example.se', Password: 'secret1', 'Confirm Password': 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
