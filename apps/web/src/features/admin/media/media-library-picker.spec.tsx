import '../admin-i18n';
import type { MediaLibraryItem } from '@labmedicin/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { stubFetch, type StubAnswer } from '../../../../test/fetch-stub';
import { createQueryClient } from '../../../query-client';
import { MediaLibraryPicker, type PickedImage } from './media-library-picker';

const STATS = { totalImages: 3, totalSize: 3000, usedImages: 1, unusedImages: 2, unusedSize: 2000 };

function anImage(n: number, originalName: string, usageCount = 0): MediaLibraryItem {
  const filename = `${String(n).padStart(32, '0')}.png`;
  return {
    _id: `m${n}`,
    url: `/uploads/${filename}`,
    filename,
    originalName,
    purpose: 'article',
    mimeType: 'image/png',
    width: 10,
    height: 10,
    size: 1536,
    uploadedAt: '2026-01-01T10:00:00.000Z',
    usageCount,
  };
}

function answer(data: MediaLibraryItem[], page = 1, pages = 1): StubAnswer {
  return { body: { success: true, data, stats: STATS, pagination: { page, limit: 20, total: data.length, pages } } };
}

/** The URL the picker asks for: the API's query, limit 20, page left out when 1, search only when given. */
function url({ page = 1, sort = 'date', order = 'desc', filter = 'all', search = '' } = {}) {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  params.set('limit', '20');
  params.set('sort', sort);
  params.set('order', order);
  params.set('filter', filter);
  if (search) params.set('search', search);
  return `GET /api/media?${params}`;
}

function setup() {
  const picked: PickedImage[] = [];
  const onHide = jest.fn();
  function Harness() {
    const [show, setShow] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShow(true)}>
          open
        </button>
        <MediaLibraryPicker
          show={show}
          onHide={() => {
            onHide();
            setShow(false);
          }}
          onSelect={(image) => picked.push(image)}
          language="en"
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { picked, onHide, user: userEvent.setup() };
}

const longName = 'hemoglobin-referensintervall-vuxna-2024.png';

describe('media library picker', () => {
  it('shows the images with names cut to 25 characters, asks the chosen one\'s alt text in the article\'s language, hands it over with it, then closes', async () => {
    stubFetch({ [url()]: answer([anImage(1, longName, 2), anImage(2, 'kort.png')]) });
    const { picked, onHide, user } = setup();
    expect(screen.getByText('Loading images...')).toBeInTheDocument();
    const choice = await screen.findByRole('button', { name: `Insert ${longName}` });
    expect(within(choice).getByText('hemoglobin-referen....png')).toHaveAttribute('title', longName);
    expect(within(choice).getByRole('img')).toHaveAttribute('alt', longName);
    expect(within(choice).getByText('1.50 KB')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    await user.click(choice);
    const alt = screen.getByRole('textbox', { name: 'Alternative text (in English)' });
    expect(alt).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    expect(alt).toHaveAccessibleDescription(/Describe the image, or mark it as decorative/);
    expect(picked).toEqual([]);
    await user.type(alt, 'Referensintervall för hemoglobin');
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    expect(picked).toEqual([{ url: `/uploads/${anImage(1, '').filename}`, alt: 'Referensintervall för hemoglobin', filename: anImage(1, '').filename }]);
    expect(onHide).toHaveBeenCalled();
  });

  it('hands a decorative image over with an empty alt, and goes back to the library', async () => {
    stubFetch({ [url()]: answer([anImage(1, 'ram.png'), anImage(2, 'kort.png')]) });
    const { picked, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Insert kort.png' }));
    await user.click(screen.getByRole('button', { name: 'Back to the library' }));
    await user.click(screen.getByRole('button', { name: 'Insert ram.png' }));
    await user.click(screen.getByRole('checkbox', { name: /^Decorative image/ }));
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    expect(picked).toEqual([{ url: `/uploads/${anImage(1, '').filename}`, alt: '', filename: anImage(1, '').filename }]);
  });

  it('pages with Previous and Next, and goes back to page 1 when the filter or the sort changes', async () => {
    stubFetch({
      [url()]: answer([anImage(1, 'ett.png')], 1, 2),
      [url({ page: 2 })]: answer([anImage(2, 'tva.png')], 2, 2),
      [url({ filter: 'used' })]: answer([anImage(3, 'anvand.png', 1)], 1, 2),
      [url({ page: 2, filter: 'used' })]: answer([anImage(4, 'anvand-2.png', 1)], 2, 2),
      [url({ filter: 'used', sort: 'name', order: 'desc' })]: answer([anImage(5, 'o-till-a.png', 1)], 1, 2),
      [url({ filter: 'used', sort: 'name', order: 'asc' })]: answer([anImage(6, 'a-till-o.png', 1)]),
      [url({ filter: 'used', sort: 'date', order: 'asc' })]: answer([anImage(7, 'aldst.png', 1)]),
    });
    const { user } = setup();
    await screen.findByText('ett.png');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('tva.png')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter'), 'Used Images');
    expect(await screen.findByText('anvand.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('anvand-2.png')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Z-A');
    expect(await screen.findByText('o-till-a.png')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort By'), 'A-Z');
    expect(await screen.findByText('a-till-o.png')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Oldest First');
    expect(await screen.findByText('aldst.png')).toBeInTheDocument();
  });

  it('searches by file name, clears the search, and tells an empty library from a search without hits', async () => {
    stubFetch({ [url()]: answer([]), [url({ search: 'kurva' })]: answer([]), [url({ filter: 'unused' })]: answer([]) });
    const { user } = setup();
    expect(await screen.findByText('No images available in the media library')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search or filters')).not.toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by filename...'), 'kurva');
    expect(await screen.findByText('No images found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByPlaceholderText('Search by filename...')).toHaveValue('');
    expect(await screen.findByText('No images available in the media library')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter'), 'Unused Images');
    expect(await screen.findByText('No images found')).toBeInTheDocument();
  });

  it('closes with Cancel and with Escape, and opens again with the filter reset', async () => {
    stubFetch({ [url()]: answer([anImage(1, 'ett.png')]), [url({ filter: 'unused' })]: answer([anImage(2, 'oanvand.png')]) });
    const { onHide, user } = setup();
    await screen.findByText('ett.png');
    await user.selectOptions(screen.getByLabelText('Filter'), 'Unused Images');
    await screen.findByText('oanvand.png');
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'open', hidden: true }));
    expect(await screen.findByLabelText('Filter')).toHaveValue('all');
    await screen.findByText('ett.png');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalledTimes(2);
  });
});
