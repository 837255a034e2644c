import { screen, waitFor } from '@testing-library/react';
import { callsTo, stubFetch } from '../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const codeWrong = failureBody('TWO_FACTOR_CODE_WRONG', { errors: { code: 'The code is wrong or has already been used' }, fieldCodes: { code: 'twoFactorCodeWrong' } });

describe('two-factor sign-in in the SPA', () => {
  it('asks for the code after a right password, refuses a wrong one on its field, and logs in with the right one', async () => {
    const anna = aUser('user', { username: 'anna', email: 'anna@example.se' });
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'POST /api/auth/login': { body: { success: true, twoFactorRequired: true, message: 'Enter the code from your authenticator app' } },
      'POST /api/auth/login/two-factor': ({ body }) =>
        (body as { code: string }).code === '123456' ? { body: { success: true, user: anna, message: 'Login successful' } } : { status: 400, body: codeWrong },
    });
    const { user, location } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'anna@example.se');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText('Code from the app');
    expect(location()).toBe('/login/two-factor');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the six-digit code or a recovery code')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/two-factor')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeInTheDocument();
    expect(location()).toBe('/login/two-factor');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/two-factor')).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(await screen.findByRole('button', { name: 'anna' })).toBeInTheDocument();
  });

  it('switches to a recovery code, which takes letters', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { user } = renderApp('/login/two-factor');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('sends an admin whose role requires two-factor from the admin area to set it up on the profile', async () => {
    const admin = aUser('admin', { username: 'astrid' });
    stubFetch({
      'GET /api/auth/me': meAnswer(admin),
      'GET /api/auth/two-factor': { body: { success: true, data: { enabled: false, recoveryCodesLeft: 0, required: true } } },
    });
    const { location } = renderApp('/admin');
    expect(await screen.findByText('Admins must turn on two-factor sign-in before the admin area opens.')).toBeInTheDocument();
    expect(location()).toBe('/profile/edit');
    expect(screen.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
  });

  it('turns on from the profile: the QR code and the key, a first code, then the recovery codes once', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, n) => `abcd${n + 2}-efghi`);
    let enabled = false;
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(aUser('user', { username: 'anna' })),
      'GET /api/auth/two-factor': () => ({ body: { success: true, data: { enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false } } }),
      'POST /api/auth/two-factor/setup': {
        body: { success: true, data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
      },
      'POST /api/auth/two-factor/enable': ({ body }) => {
        if ((body as { code: string }).code !== '246810') return { status: 400, body: codeWrong };
        enabled = true;
        return { body: { success: true, data: { recoveryCodes } } };
      },
    });
    const { user } = renderApp('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByLabelText('Key')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText('First code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('First code from the app'));
    await user.type(screen.getByLabelText('First code from the app'), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(recoveryCodes[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(await screen.findByText('Two-factor sign-in is on. 10 recovery codes are left.')).toBeInTheDocument();
    expect(screen.queryByText(recoveryCodes[0] ?? '')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/two-factor/enable')).toEqual([{ code: '111111' }, { code: '246810' }]);
  });
});
