import type { MediaLibraryItem, MediaStats } from '@labmedicin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubAnswer, type StubHandler } from '../../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const LARGEST = 'GET /api/media?limit=5&sort=size&order=desc';
const LARGEST_UNUSED = 'GET /api/media?limit=5&sort=size&order=desc&filter=unused';
const STATS: MediaStats = { totalImages: 3, totalSize: 5 * 1024 * 1024 + 700, usedImages: 2, unusedImages: 1, unusedSize: 1536 };
const BIG = anImage(1, 'blodutstryk-med-manga-celler-2024-03.png', 2, 4 * 1024 * 1024);
const MIDDLE = anImage(2, 'elektrofores.png', 1, 1024 * 1024 - 836);
const UNUSED = anImage(3, 'kort.gif', 0, 1536);

function anImage(n: number, originalName: string, usageCount: number, size: number): MediaLibraryItem {
  const filename = `${String(n).padStart(32, 'a')}.png`;
  return { _id: `m${n}`, url: `/uploads/${filename}`, filename, originalName, purpose: 'article', mimeType: 'image/png', width: 40, height: 30, size, uploadedAt: '2026-01-01T10:00:00.000Z', usageCount };
}

function page(data: MediaLibraryItem[], stats: MediaStats = STATS): StubAnswer {
  return { body: { success: true, data, stats, pagination: { page: 1, limit: 5, total: data.length, pages: data.length ? 1 : 0 } } };
}

function stubAdmin(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), ...routes });
}

const listOf = async (name: string) => within(await screen.findByRole('region', { name }));

describe('media analytics screen', () => {
  it('shows the totals, the share of images in use, the largest images and the unused ones taking the most space', async () => {
    const fetchMock = stubAdmin({ [LARGEST]: page([BIG, MIDDLE, UNUSED]), [LARGEST_UNUSED]: page([UNUSED]) });
    renderApp('/admin/media-analytics');

    expect((await screen.findByText('Total images')).nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Total size').nextSibling).toHaveTextContent('5.00 MB');
    expect(screen.getByText('Used').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Unused').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Unused size').nextSibling).toHaveTextContent('1.50 KB');
    expect(screen.getByRole('progressbar', { name: 'Images in use' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('2 of 3 images are used in articles (67%)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Media Analytics – Labmedicin'));

    const largest = await listOf('Largest images');
    const rows = largest.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'blodutstryk-med-manga-c....png4.00 MB · Used in 2 articles',
      'elektrofores.png1023.18 KB · Used in 1 article',
      'kort.gif1.50 KB · Not used',
    ]);
    expect(largest.getByRole('link', { name: 'blodutstryk-med-manga-c....png' })).toHaveAttribute('href', '/admin/media');
    expect(largest.getByRole('link', { name: 'blodutstryk-med-manga-c....png' })).toHaveAttribute('title', BIG.originalName);

    const unused = await listOf('Unused images taking the most space');
    expect(unused.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['kort.gif1.50 KB · Not used']);
    expect(unused.getByRole('link', { name: 'Review unused images' })).toHaveAttribute('href', '/admin/media');

    expect(callsTo(fetchMock, 'GET', '/api/media?limit=5&sort=size&order=desc')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/media?limit=5&sort=size&order=desc&filter=unused')).toHaveLength(1);
  });

  it('says so when every image is used', async () => {
    const allUsed = { ...STATS, totalImages: 2, usedImages: 2, unusedImages: 0, unusedSize: 0 };
    stubAdmin({ [LARGEST]: page([BIG, MIDDLE], allUsed), [LARGEST_UNUSED]: page([], allUsed) });
    renderApp('/admin/media-analytics');
    const unused = await listOf('Unused images taking the most space');
    expect(unused.getByText('Every image is used in an article')).toBeInTheDocument();
    expect(unused.queryByRole('link', { name: 'Review unused images' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Images in use' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows an empty state, not zeroes, when the library has no images', async () => {
    const none = { totalImages: 0, totalSize: 0, usedImages: 0, unusedImages: 0, unusedSize: 0 };
    stubAdmin({ [LARGEST]: page([], none), [LARGEST_UNUSED]: page([], none) });
    renderApp('/admin/media-analytics');
    expect(await screen.findByText('No images in the media library yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload images in the Media Library' })).toHaveAttribute('href', '/admin/media');
    expect(screen.queryByText('Total images')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the failure when the library cannot be read', async () => {
    stubAdmin({ [LARGEST]: { status: 500, body: failureBody('INTERNAL_ERROR') }, [LARGEST_UNUSED]: page([UNUSED]) });
    renderApp('/admin/media-analytics');
    expect(await screen.findByText('Failed to load media analytics')).toBeInTheDocument();
    expect(screen.queryByText('Total images')).not.toBeInTheDocument();
  });

  it('is for admins only', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(aUser('contributor')) });
    renderApp('/admin/media-analytics');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/media'))).toHaveLength(0);
  });
});
