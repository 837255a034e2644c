import { act, screen, waitFor, within } from '@testing-library/react';
import { callsTo, deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ANNA = aUser('user', { bio: 'Analytiker.', profile: { firstName: 'Anna', lastName: '', specialty: '', institution: '' } });

describe('profile edit page', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    const { location } = renderApp('/profile/edit');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('saves the profile with the x/500 counter, shows success, and opens the own profile after 2 s', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(ANNA),
      'PUT /api/users/profile': ({ body }) => ({ body: { success: true, data: { ...ANNA, ...(body as object) }, message: 'Profile updated successfully' } }),
      'GET /api/users/profile/anna': { body: { success: true, data: ANNA } },
    });
    const { user, location } = renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('11/500')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Specialty'), 'Klinisk kemi');
    await user.type(screen.getByLabelText('Location'), 'Umeå');
    await user.type(screen.getByLabelText('Website'), 'http://anna.example');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/users/profile')).toEqual([
      { bio: 'Analytiker.', location: 'Umeå', website: 'http://anna.example', profile: { firstName: 'Anna', lastName: '', specialty: 'Klinisk kemi', institution: '' } },
    ]);
    expect(location()).toBe('/profile/edit');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(location()).toBe('/profile/anna'));
  });

  it('returns to the own profile on Cancel', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(ANNA), 'GET /api/users/profile/anna': { body: { success: true, data: ANNA } } });
    const { user, location } = renderApp('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/profile/anna');
  });

  it("shows the server's message, else 'Failed to update profile'", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(ANNA), 'PUT /api/users/profile': { status: 500, body: { success: false } } });
    const { user } = renderApp('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it("uploads a new picture with a preview; refuses 2MB or more with 'File size must be less than 2MB'; the navbar shows the new avatar", async () => {
    const upload = deferred<StubAnswer>();
    stubFetch({ 'GET /api/auth/me': meAnswer(ANNA), 'POST /api/users/avatar': () => upload.promise });
    const { user } = renderApp('/profile/edit', { applyAccept: false });
    const input = await screen.findByLabelText('Choose a new picture');
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'stor.gif', { type: 'image/gif' }));
    expect(await screen.findByText('File size must be less than 2MB')).toBeInTheDocument();
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(10)], 'jag.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Picture' }));
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const avatar = '/uploads/0123456789abcdef0123456789abcdef.jpg';
    await act(async () => upload.resolve({ status: 201, body: { success: true, data: { ...ANNA, avatar }, message: 'Avatar updated successfully' } }));
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'anna' });
    expect(within(menu).getByRole('presentation', { hidden: true })).toHaveAttribute('src', avatar);
  });

  describe('change password', () => {
    it('requires all three fields and a matching confirmation of at least 6 characters, before any call', async () => {
      const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(ANNA) });
      const { user } = renderApp('/profile/edit');
      await user.click(await screen.findByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Current password is required')).toBeInTheDocument();
      expect(screen.getByText('New password is required')).toBeInTheDocument();
      expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Current Password'), 'hemligt1');
      await user.type(screen.getByLabelText('New Password'), '12345');
      await user.type(screen.getByLabelText('Confirm New Password'), '12346');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT', '/api/users/password')).toHaveLength(0);
    });

    it('sends the current and new password; a wrong current one is shown on its field; success clears the form', async () => {
      let attempts = 0;
      const fetchMock = stubFetch({
        'GET /api/auth/me': meAnswer(ANNA),
        'PUT /api/users/password': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 400, body: failureBody('CURRENT_PASSWORD_WRONG', { errors: { currentPassword: 'Current password is incorrect' }, fieldCodes: { currentPassword: 'currentPasswordWrong' } }) }
            : { body: { success: true, message: 'Password changed successfully' } };
        },
      });
      const { user } = renderApp('/profile/edit');
      await user.type(await screen.findByLabelText('Current Password'), 'fel');
      await user.type(screen.getByLabelText('New Password'), 'nytt-losen');
      await user.type(screen.getByLabelText('Confirm New Password'), 'nytt-losen');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Current Password'));
      await user.type(screen.getByLabelText('Current Password'), 'hemligt1');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
      expect(screen.getByLabelText('New Password')).toHaveValue('');
      expect(callsTo(fetchMock, 'PUT', '/api/users/password')).toEqual([
        { currentPassword: 'fel', newPassword: 'nytt-losen' },
        { currentPassword: 'hemligt1', newPassword: 'nytt-losen' },
      ]);
    });
  });
});
