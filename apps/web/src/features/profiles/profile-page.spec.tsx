import type { PublicProfile, User } from '@labmedicin/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { aListItem, aUser, failureBody, listAnswer, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import i18n from '../../i18n';

function profileOf(user: User): PublicProfile {
  const { _id, username, role, avatar, bio, location, website, profile, createdAt } = user;
  return { _id, username, role, avatar, bio, location, website, profile, createdAt };
}

const ANNA = aUser('user', {
  bio: 'Biomedicinsk analytiker med intresse för koagulation.',
  location: 'Lund',
  website: 'https://lab.example',
  profile: { firstName: 'Anna', lastName: 'Berg', specialty: 'Koagulation', institution: 'SUS' },
});

const profileAnswer = (profile: PublicProfile): StubAnswer => ({ body: { success: true, data: profile } });

function imageFile(name: string, type: string, size = 64): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('profile page', () => {
  it('shows a loading indicator, then the card with avatar initials, role, details and Member since', async () => {
    const answer = deferred<StubAnswer>();
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/anna': () => answer.promise });
    renderApp('/profile/anna');
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    answer.resolve(profileAnswer(profileOf(ANNA)));

    expect(await screen.findByRole('heading', { name: 'anna' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "anna's avatar" })).toHaveTextContent('AN');
    expect(screen.getByText('User')).toHaveClass('bg-secondary');
    expect(screen.getByText('Koagulation')).toBeInTheDocument();
    expect(screen.getByText('SUS')).toBeInTheDocument();
    expect(screen.getByText('Lund')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://lab.example' })).toHaveAttribute('href', 'https://lab.example');
    expect(screen.getByText(/Member since/)).toHaveTextContent('Member since 10 Jan 2024');
    expect(screen.getByText('Biomedicinsk analytiker med intresse för koagulation.')).toBeInTheDocument();
    expect(screen.getByText('Full Name')).toBeInTheDocument();
    expect(screen.getByText('Anna Berg')).toBeInTheDocument();
  });

  it("colours role badges: admin red, contributor blue", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/admin': profileAnswer(profileOf(aUser('admin'))) });
    const first = renderApp('/profile/admin');
    expect(await screen.findByText('Admin')).toHaveClass('bg-danger');
    first.unmount();
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/anna': profileAnswer(profileOf(aUser('contributor'))) });
    renderApp('/profile/anna');
    expect(await screen.findByText('Contributor')).toHaveClass('bg-primary');
  });

  it("shows 'User not found' for an unknown user and for a failing fetch, and logs the failure", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/nobody': { status: 404, body: failureBody('USER_NOT_FOUND') } });
    const first = renderApp('/profile/nobody');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    first.unmount();
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/anna': { status: 500, body: failureBody('INTERNAL_ERROR') } });
    renderApp('/profile/anna');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the profile of', 'anna', expect.objectContaining({ code: 'INTERNAL_ERROR' }));
  });

  it("offers 'Login to Edit' to visitors, nothing to other users, and to the owner the avatar change and Edit Profile", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)) });
    const visitor = renderApp('/profile/anna');
    expect(await screen.findByRole('link', { name: 'Login to Edit' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Click avatar to change')).not.toBeInTheDocument();
    visitor.unmount();

    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), 'GET /api/users/profile/anna': profileAnswer(profileOf({ ...ANNA, bio: '' })) });
    const other = renderApp('/profile/anna');
    expect(await screen.findByText('No bio available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login to Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    other.unmount();

    stubFetch({ 'GET /api/auth/me': meAnswer({ ...ANNA, bio: '' }), 'GET /api/users/profile/anna': profileAnswer(profileOf({ ...ANNA, bio: '' })) });
    renderApp('/profile/anna');
    expect(await screen.findByText('Click avatar to change')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText(/You have not written a bio yet/)).toBeInTheDocument();
  });

  const articlesOfAnna = (page = 1) => `GET /api/articles?status=published&author=${ANNA._id}&page=${page}&limit=12`;

  it("says 'No articles yet' on the Articles tab of a user who wrote none", async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)),
      [articlesOfAnna()]: listAnswer([], { limit: 12 }),
    });
    const { user } = renderApp('/profile/anna');
    await screen.findByRole('heading', { name: 'anna' });
    expect(callsTo(fetchMock, 'GET', articlesOfAnna().slice(4))).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Articles' }));
    expect(await screen.findByText('No articles yet')).toBeVisible();
  });

  it('lists the published articles the user wrote on the Articles tab, a page at a time, each linking to the article', async () => {
    const written = [
      aListItem({ _id: 'a1', slug: 'ferritin', title: 'Ferritin', author: { id: ANNA._id, username: 'anna' } }),
      aListItem({ _id: 'a2', slug: 'transferrin', title: 'Transferrin', author: { id: ANNA._id, username: 'anna' } }),
    ];
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)),
      [articlesOfAnna()]: listAnswer(written, { limit: 12, total: 14 }),
      [articlesOfAnna(2)]: listAnswer([aListItem({ _id: 'a3', slug: 'b12', title: 'Kobalamin' })], { page: 2, limit: 12, total: 14 }),
    });
    const { user } = renderApp('/profile/anna');
    await user.click(await screen.findByRole('tab', { name: 'Articles' }));
    expect(await screen.findByRole('link', { name: 'Ferritin' })).toHaveAttribute('href', '/article/ferritin');
    expect(screen.getByRole('link', { name: 'Transferrin' })).toBeInTheDocument();
    expect(screen.getByText('14 published articles')).toBeInTheDocument();
    expect(screen.queryByText('No articles yet')).not.toBeInTheDocument();

    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const page2 = screen.getByRole('link', { name: 'Page 2' });
    expect(page2).toHaveAttribute('href', '/profile/anna?tab=articles&page=2');
    await user.click(page2);
    expect(await screen.findByRole('link', { name: 'Kobalamin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ferritin' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByText('Biomedicinsk analytiker med intresse för koagulation.')).toBeVisible();
  });

  it('goes to the last page of articles when the address asks for one past it', async () => {
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)),
      [articlesOfAnna(5)]: listAnswer([], { page: 5, limit: 12, total: 14 }),
      [articlesOfAnna(2)]: listAnswer([aListItem({ _id: 'a3', slug: 'b12', title: 'Kobalamin' })], { page: 2, limit: 12, total: 14 }),
    });
    const { location } = renderApp('/profile/anna?tab=articles&page=5');
    expect(await screen.findByRole('link', { name: 'Kobalamin' })).toBeInTheDocument();
    expect(location()).toBe('/profile/anna?tab=articles&page=2');
  });

  it("opens the Articles tab from the address, and shows the server's reason when the articles cannot be loaded", async () => {
    stubFetch({
      'GET /api/auth/me': meAnswer(null),
      'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)),
      [articlesOfAnna()]: { status: 500, body: failureBody('INTERNAL_ERROR') },
    });
    renderApp('/profile/anna?tab=articles');
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
  });

  it('hides a broken avatar image and shows the initials instead', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/anna': profileAnswer(profileOf({ ...ANNA, avatar: '/uploads/missing.png' })) });
    renderApp('/profile/anna');
    const image = await screen.findByRole('img', { name: "anna's avatar" });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const initials = screen.getByRole('img', { name: "anna's avatar" });
    expect(initials.tagName).toBe('SPAN');
    expect(initials).toHaveTextContent('AN');
  });

  it("shows '??' for a user without a username", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null), 'GET /api/users/profile/x': profileAnswer({ ...profileOf(ANNA), username: '' }) });
    renderApp('/profile/x');
    expect(await screen.findByRole('img', { name: "'s avatar" })).toHaveTextContent('??');
  });

  describe('change profile picture', () => {
    it('refuses a file of 2MB or more and a non-image before sending; previews and uploads a PNG, then closes after 1.5 s', async () => {
      let avatar: string | null = null;
      const upload = deferred<StubAnswer>();
      const fetchMock = stubFetch({
        'GET /api/auth/me': meAnswer(ANNA),
        'GET /api/users/profile/anna': () => profileAnswer(profileOf({ ...ANNA, avatar })),
        'POST /api/users/avatar': () => upload.promise,
      });
      // A visitor can pick any file ("All files" in the picker), whatever the input's accept says.
      const { user } = renderApp('/profile/anna', { applyAccept: false });
      await user.click(await screen.findByRole('button', { name: 'Change profile picture' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Profile Picture' });
      const input = within(dialog).getByLabelText('Choose an image');

      await user.upload(input, imageFile('stor.png', 'image/png', 2 * 1024 * 1024));
      expect(await within(dialog).findByText('Image must be smaller than 2MB')).toBeInTheDocument();
      await user.upload(input, imageFile('notes.txt', 'text/plain'));
      expect(await within(dialog).findByText('Please select an image file')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

      await user.upload(input, imageFile('jag.png', 'image/png'));
      expect(await within(dialog).findByRole('img', { name: 'Preview of the new profile picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
      jest.useFakeTimers({ advanceTimers: true });
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
      avatar = '/uploads/0123456789abcdef0123456789abcdef.png';
      await act(async () => upload.resolve({ status: 201, body: { success: true, data: { ...ANNA, avatar }, message: 'Avatar updated successfully' } }));
      expect(await within(dialog).findByText('Profile picture updated successfully')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/users/avatar')).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      jest.useRealTimers();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('img', { name: "anna's avatar" })).toHaveAttribute('src', avatar);
    });

    it("shows the server's reason when the upload is refused", async () => {
      stubFetch({
        'GET /api/auth/me': meAnswer(ANNA),
        'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)),
        'POST /api/users/avatar': { status: 415, body: failureBody('AVATAR_TYPE_INVALID') },
      });
      const { user } = renderApp('/profile/anna');
      await user.click(await screen.findByRole('button', { name: 'Change profile picture' }));
      const dialog = await screen.findByRole('dialog');
      await user.upload(within(dialog).getByLabelText('Choose an image'), imageFile('a.gif', 'image/gif'));
      await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));
      expect(await within(dialog).findByText('Please select an image file')).toBeInTheDocument();
    });
  });

  describe('edit profile dialog', () => {
    it("saves the fields with a bio counter, shows 'Saving...', then success, then closes after 1.5 s with the profile reloaded", async () => {
      let saved = ANNA;
      const save = deferred<StubAnswer>();
      const fetchMock = stubFetch({
        'GET /api/auth/me': meAnswer(ANNA),
        'GET /api/users/profile/anna': () => profileAnswer(profileOf(saved)),
        'PUT /api/users/profile': () => save.promise,
      });
      const { user } = renderApp('/profile/anna');
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
      expect(within(dialog).getByLabelText('First Name')).toHaveValue('Anna');
      expect(within(dialog).getByText(`${ANNA.bio.length}/500`)).toBeInTheDocument();
      const bio = within(dialog).getByLabelText('Bio');
      await user.clear(bio);
      await user.type(bio, 'Ny text');
      expect(within(dialog).getByText('7/500')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('Institution'));
      await user.type(within(dialog).getByLabelText('Institution'), 'Karolinska');

      jest.useFakeTimers({ advanceTimers: true });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      saved = { ...ANNA, bio: 'Ny text', profile: { ...ANNA.profile, institution: 'Karolinska' } };
      await act(async () => save.resolve({ body: { success: true, data: saved, message: 'Profile updated successfully' } }));
      expect(await within(dialog).findByText('Profile updated successfully')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT', '/api/users/profile')).toEqual([
        { bio: 'Ny text', location: 'Lund', website: 'https://lab.example', profile: { firstName: 'Anna', lastName: 'Berg', specialty: 'Koagulation', institution: 'Karolinska' } },
      ]);
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      jest.useRealTimers();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Ny text')).toBeInTheDocument();
      expect(screen.getByText('Karolinska')).toBeInTheDocument();
    });

    it('refuses a bio over 500 characters and a website that is no URL, in the form, without a call', async () => {
      const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(ANNA), 'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)) });
      const { user } = renderApp('/profile/anna');
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Bio'), { target: { value: 'x'.repeat(501) } });
      await user.clear(within(dialog).getByLabelText('Website'));
      await user.type(within(dialog).getByLabelText('Website'), 'inte en adress');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('Bio cannot exceed 500 characters')).toBeInTheDocument();
      expect(within(dialog).getByText('Website must be a valid URL')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT', '/api/users/profile')).toHaveLength(0);
    });

    it('speaks Swedish', async () => {
      await i18n.changeLanguage('sv');
      stubFetch({ 'GET /api/auth/me': meAnswer(ANNA), 'GET /api/users/profile/anna': profileAnswer(profileOf(ANNA)) });
      const { user } = renderApp('/profile/anna');
      expect(await screen.findByText('Klicka på profilbilden för att byta den')).toBeInTheDocument();
      expect(screen.getByText(/Medlem sedan/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Redigera profil' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Spara ändringar' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Förnamn')).toHaveValue('Anna');
    });
  });
});
