import type { User } from '@labmedicin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubHandler } from '../../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const ADMIN = aUser('admin', { _id: 'a00000000000000000000001' });
const BERTIL = aUser('contributor', { _id: 'b00000000000000000000002', username: 'bertil', email: 'bertil@example.se' });
const CECILIA = aUser('user', { _id: 'c00000000000000000000003', username: 'cecilia', email: 'cecilia@example.se' });

function stubUsersApi(routes: Record<string, StubHandler> = {}, users: User[] = [ADMIN, BERTIL, CECILIA]) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(ADMIN),
    'GET /api/users/admin?limit=100': { body: { success: true, data: users } },
    ...routes,
  });
}

describe('users screen', () => {
  it('lists users with email, role badge and actions; no Delete for the admin themself', async () => {
    stubUsersApi();
    renderApp('/admin/users');
    const row = (await screen.findByRole('link', { name: 'bertil' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('bertil@example.se')).toBeInTheDocument();
    expect(within(row).getByText('Contributor')).toHaveClass('bg-primary');
    expect(within(row).getByRole('button', { name: 'Edit bertil' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete bertil' })).toBeInTheDocument();
    const own = screen.getByRole('link', { name: 'admin' }).closest('tr') as HTMLElement;
    expect(within(own).getByText('Admin')).toHaveClass('bg-danger');
    expect(within(own).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
  });

  it('asks the server with the search and the role filter', async () => {
    const fetchMock = stubUsersApi({
      'GET /api/users/admin?limit=100&search=cec': { body: { success: true, data: [CECILIA] } },
      'GET /api/users/admin?limit=100&search=cec&role=user': { body: { success: true, data: [CECILIA] } },
    });
    const { user } = renderApp('/admin/users');
    await screen.findByRole('link', { name: 'bertil' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'cec');
    // The search waits for a pause in typing (300 ms) before it asks.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'bertil' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(callsTo(fetchMock, 'GET', '/api/users/admin?limit=100&search=cec')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'user');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/users/admin?limit=100&search=cec&role=user')).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'cecilia' })).toBeInTheDocument();
  });

  it("shows 'Failed to load users' with the server's reason when the list is refused", async () => {
    // E.g. the admin was demoted meanwhile.
    stubUsersApi({ 'GET /api/users/admin?limit=100': { status: 403, body: failureBody('ADMIN_REQUIRED') } });
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
  });

  it('creates a user: username min 3, "Invalid email format", password required; then a 409 on the field; then success', async () => {
    let attempts = 0;
    const fetchMock = stubUsersApi({
      'POST /api/users/admin': ({ body }) => {
        attempts += 1;
        if (attempts === 1) return { status: 409, body: failureBody('USERNAME_TAKEN', { errors: { username: 'Username is already taken' }, fieldCodes: { username: 'usernameTaken' } }) };
        return { status: 201, body: { success: true, data: { ...CECILIA, ...(body as object), _id: 'd00000000000000000000004' }, message: 'User created successfully' } };
      },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText('Username'), 'ab');
    await user.type(within(dialog).getByLabelText('Email'), 'inte-en-adress');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Username'), 'c');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'david@example.se');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'contributor');
    await user.type(within(dialog).getByLabelText('Password'), 'hemligt1');
    await user.type(within(dialog).getByLabelText('Specialty'), 'Hematologi');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username is already taken')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'david');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/users/admin').at(-1)).toEqual({
      username: 'david',
      email: 'david@example.se',
      role: 'contributor',
      password: 'hemligt1',
      profile: { firstName: '', lastName: '', specialty: 'Hematologi', institution: '' },
    });
  });

  it('edits a user: a blank password is left out and keeps the current one', async () => {
    const fetchMock = stubUsersApi({
      'PUT /api/users/b00000000000000000000002': ({ body }) => ({ body: { success: true, data: { ...BERTIL, ...(body as object) }, message: 'User updated successfully' } }),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Edit bertil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('bertil');
    expect(within(dialog).getByText('Leave blank to keep the current password')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/users/b00000000000000000000002')).toEqual([
      { username: 'bertil', email: 'bertil@example.se', role: 'user', profile: { firstName: '', lastName: '', specialty: '', institution: '' } },
    ]);
  });

  it("shows the server's reason when a save is refused, under 'Failed to save user'", async () => {
    stubUsersApi({ 'PUT /api/users/a00000000000000000000001': { status: 400, body: failureBody('CANNOT_CHANGE_OWN_ROLE') } });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to save user')).toBeInTheDocument();
    expect(within(dialog).getByText('You cannot change your own role')).toBeInTheDocument();
  });

  it('deletes after confirmation; a refusal shows under "Failed to delete user"', async () => {
    let users = [ADMIN, BERTIL, CECILIA];
    const fetchMock = stubUsersApi({
      'GET /api/users/admin?limit=100': () => ({ body: { success: true, data: users } }),
      'DELETE /api/users/c00000000000000000000003': () => {
        users = [ADMIN, BERTIL];
        return { body: { success: true, data: { _id: CECILIA._id, deleted: true }, message: 'User deleted successfully' } };
      },
      'DELETE /api/users/b00000000000000000000002': { status: 409, body: failureBody('LAST_ADMIN') },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete cecilia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText(/Are you sure you want to delete the user "cecilia"\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'cecilia' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/users/c00000000000000000000003')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete bertil' }));
    const second = await screen.findByRole('dialog');
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(await within(second).findByText('Failed to delete user')).toBeInTheDocument();
    expect(within(second).getByText('The last admin cannot be removed')).toBeInTheDocument();
  });

  it('is for admins: a contributor sees Access Denied; Swedish texts', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('contributor')) });
    const first = renderApp('/admin/users');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    first.unmount();
    await i18n.changeLanguage('sv');
    stubUsersApi();
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Användare' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg till användare' })).toBeInTheDocument();
    expect(await screen.findByText('Skribent')).toBeInTheDocument();
  });
});
