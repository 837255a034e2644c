import { ERRORS } from '@labmedicin/contracts';
import { screen } from '@testing-library/react';
import i18n from '../../i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const configured = { 'GET /api/auth/me': meAnswer(null), 'GET /api/auth/oidc': { status: 200, body: { success: true, data: { label: 'Region Uppsala' } } } };

describe('single sign-on on the login page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("offers the provider's button, which goes to the gateway's start, only when it is configured", async () => {
    stubFetch(configured);
    renderApp('/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Region Uppsala' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start');
  });

  it('shows no button when single sign-on is off', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/auth/oidc': { status: 200, body: { success: true, data: null } } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it("says why the callback refused the sign-in, in both languages", async () => {
    stubFetch(configured);
    renderApp('/login?sso_error=OIDC_STATE_MISMATCH');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.OIDC_STATE_MISMATCH.message);
    await i18n.changeLanguage('sv');
    expect(await screen.findByRole('link', { name: 'Logga in med Region Uppsala' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Inloggningen påbörjades inte i den här webbläsaren');
  });
});
