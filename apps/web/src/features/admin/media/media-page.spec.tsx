import type { MediaLibraryItem } from '@labmedicin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubAnswer, type StubHandler } from '../../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const STATS = { totalImages: 2, totalSize: 3 * 1024 * 1024 + 512, usedImages: 1, unusedImages: 1, unusedSize: 512 };
const USED = anImage(1, 'blodutstryk-med-manga-celler-2024-03.png', 2, 3 * 1024 * 1024);
const UNUSED = anImage(2, 'kort.gif', 0, 512);
const LIST = 'GET /api/media?limit=20&sort=date&order=desc&filter=all';

function anImage(n: number, originalName: string, usageCount: number, size: number): MediaLibraryItem {
  const filename = `${String(n).padStart(32, 'a')}.png`;
  return { _id: `m${n}`, url: `/uploads/${filename}`, filename, originalName, purpose: 'article', mimeType: 'image/png', width: 40, height: 30, size, uploadedAt: '2026-01-01T10:00:00.000Z', usageCount };
}

function page(data: MediaLibraryItem[]): StubAnswer {
  return { body: { success: true, data, stats: STATS, pagination: { page: 1, limit: 20, total: data.length, pages: 1 } } };
}

// Blodstatus shows the image now; only two earlier versions of Anemi did.
const usage = {
  body: {
    success: true,
    usageCount: 2,
    articles: [
      { slug: 'blodstatus', title: 'Blodstatus', current: true, earlierVersions: 0 },
      { slug: 'anemi', title: 'Anemi', current: false, earlierVersions: 2 },
    ],
  },
};

function stubAdmin(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), [LIST]: page([USED, UNUSED]), ...routes });
}

const cardOf = async (name: string) => (await screen.findByTitle(name)).closest('[data-testid="media-card"]') as HTMLElement;

describe('media library screen', () => {
  it('shows the totals and the images: names cut to 30 characters keeping the extension, sizes in B, KB or MB, usage with links to the articles', async () => {
    stubAdmin({ [`GET /api/media/${USED.filename}/usage`]: usage });
    const app = renderApp('/admin/media');
    expect((await screen.findByText('Total images')).nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Total size').nextSibling).toHaveTextContent('3.00 MB');
    expect(screen.getByText('Unused size').nextSibling).toHaveTextContent('512 B');

    const used = await cardOf(USED.originalName);
    expect(within(used).getByText('blodutstryk-med-manga-c....png')).toBeInTheDocument();
    expect(within(used).getByText(/^3\.00 MB/)).toBeInTheDocument();
    expect(within(await cardOf('kort.gif')).getByText('Not used')).toBeInTheDocument();
    await app.user.click(within(used).getByRole('button', { name: /Used in 2 articles/ }));
    expect(await within(used).findByRole('link', { name: 'Blodstatus' })).toHaveAttribute('href', '/article/blodstatus');
    expect(within(used).getByRole('link', { name: 'Anemi' })).toHaveAttribute('href', '/article/anemi');
    expect(within(used).getByRole('link', { name: 'Anemi' }).closest('li')).toHaveTextContent('Used in 2 earlier versions of Anemi');
  });

  it('searches 300 ms after typing stops, and filters and sorts', async () => {
    const fetchMock = stubAdmin({
      'GET /api/media?limit=20&sort=date&order=desc&filter=all&search=blod': page([USED]),
      'GET /api/media?limit=20&sort=date&order=desc&filter=unused&search=blod': page([]),
      'GET /api/media?limit=20&sort=size&order=desc&filter=unused&search=blod': page([]),
    });
    const app = renderApp('/admin/media');
    await cardOf('kort.gif');
    await app.user.type(screen.getByPlaceholderText('Search by filename...'), 'blod');
    await waitFor(() => expect(screen.queryByTitle('kort.gif')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', '/api/media?limit=20&sort=date&order=desc&filter=all&search=blod')).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('search=b&') || String(input).endsWith('search=b'))).toHaveLength(0);
    await app.user.selectOptions(screen.getByLabelText('Filter'), 'Unused Images');
    expect(await screen.findByText('No images found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText('Sort By'), 'Largest First');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/media?limit=20&sort=size&order=desc&filter=unused&search=blod')).toHaveLength(1));
  });

  it('confirms a delete showing where the image is used and offers to delete it anyway', async () => {
    const fetchMock = stubAdmin({
      [`GET /api/media/${USED.filename}/usage`]: usage,
      [`DELETE /api/media/${USED.filename}?force=true`]: { body: { success: true, message: 'Image deleted successfully', data: { filename: USED.filename, removedFrom: [{ slug: 'blodstatus', title: 'Blodstatus' }] } } },
    });
    const app = renderApp('/admin/media');
    await app.user.click(within(await cardOf(USED.originalName)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    expect(await within(dialog).findByText('This image is used in these articles:')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Blodstatus' })).toHaveAttribute('href', '/article/blodstatus');
    expect(within(dialog).getByText('Earlier versions that show it will show no image if they are restored.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/media/${USED.filename}?force=true`)).toHaveLength(1);
  });

  it('deletes an unused image without force, and shows a refusal that came meanwhile', async () => {
    stubAdmin({
      [`GET /api/media/${UNUSED.filename}/usage`]: { body: { success: true, usageCount: 0, articles: [] } },
      [`DELETE /api/media/${UNUSED.filename}?force=false`]: { status: 409, body: { ...failureBody('IMAGE_IN_USE'), data: usage.body } },
    });
    const app = renderApp('/admin/media');
    await app.user.click(within(await cardOf('kort.gif')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete media')).toBeInTheDocument();
    expect(within(dialog).getByText('This image is used by articles; delete it anyway to remove it from them')).toBeInTheDocument();
  });

  it('copies an image\'s full URL and says so', async () => {
    stubAdmin({});
    // user-event puts a clipboard of its own in place of the browser's.
    const app = renderApp('/admin/media');
    await app.user.click(within(await cardOf('kort.gif')).getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText('URL copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${UNUSED.url}`);
  });

  it('writes sizes the Swedish way in Swedish: a decimal comma and kB', async () => {
    await i18n.changeLanguage('sv');
    stubAdmin({ [LIST]: page([USED, anImage(3, 'liten.png', 0, 18_473)]) });
    renderApp('/admin/media');
    expect((await screen.findByText('Total storlek')).nextSibling).toHaveTextContent('3,00 MB');
    expect(within(await cardOf('liten.png')).getByText(/^18,04 kB/)).toBeInTheDocument();
  });
});
