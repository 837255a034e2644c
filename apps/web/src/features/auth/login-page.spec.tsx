import { screen, waitFor } from '@testing-library/react';
import i18n from '../../i18n';
import { callsTo, deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { aCategory, aUser, meAnswer, failureBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const submit = () => screen.getByRole('button', { name: 'Login' });

describe('login page', () => {
  it('shows the login validation messages without calling the server', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { user } = renderApp('/login');

    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { user } = renderApp('/login');

    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("shows the server's 'Invalid email or password', a submitting state, and clears it on edit", async () => {
    const answer = deferred<StubAnswer>();
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(null), 'POST /api/auth/login': () => answer.promise });
    const { user } = renderApp('/login');

    await user.type(screen.getByLabelText('Email'), ' anna@example.se ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submit());
    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toEqual([{ email: 'anna@example.se', password: 'wrong-password' }]);

    answer.resolve({ status: 401, body: failureBody('INVALID_CREDENTIALS') });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(submit()).toBeEnabled();

    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it("shows the server's known texts in Swedish in the Swedish UI", async () => {
    await i18n.changeLanguage('sv');
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/login': { status: 401, body: failureBody('INVALID_CREDENTIALS') },
    });
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByText('E-postadress krävs')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(screen.getByLabelText('Lösenord'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByText('Fel e-postadress eller lösenord')).toBeInTheDocument();
  });

  it("says 'Login failed' when the server gives no message and '... Please try again.' when the request fails", async () => {
    let fail = false;
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/login': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { status: 500, body: { success: false } };
      },
    });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'anna@example.se');
    await user.type(screen.getByLabelText('Password'), 'secret1');

    await user.click(submit());
    expect(await screen.findByText('Login failed')).toBeInTheDocument();

    fail = true;
    await user.click(submit());
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('goes back to the page the guard sent the visitor from', async () => {
    const admin = aUser('admin');
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/login': { body: { success: true, user: admin, message: 'Logged in' } },
      'GET /api/categories': { body: { success: true, data: [aCategory({ _id: 'c1', name: 'Hematologi' })] } },
    });
    const { user, location } = renderApp('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submit());

    expect(await screen.findByText('Hematologi')).toBeInTheDocument();
    expect(location()).toBe('/admin/categories');
  });

  it('goes home after a login that no guard asked for, and links to /register', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/login': { body: { success: true, user: aUser(), message: 'Logged in' } },
    });
    const { user, location } = renderApp('/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    // The session is asked for at start on every route, the login page included.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));

    await user.type(screen.getByLabelText('Email'), 'anna@example.se');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'anna' })).toBeInTheDocument();
  });
});
