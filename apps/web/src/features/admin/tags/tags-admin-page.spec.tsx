import type { Tag } from '@labmedicin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubHandler } from '../../../../test/fetch-stub';
import { aUser, failureBody, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const TAGS: Tag[] = [
  { tag: 'anemi', count: 4 },
  { tag: 'järn', count: 1 },
  { tag: 'järnbrist', count: 2 },
  { tag: 'koagulation', count: 3 },
];

function stubTags(tags: Tag[] | (() => Tag[]), routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(aUser('admin')),
    'GET /api/tags': () => ({ body: { success: true, data: typeof tags === 'function' ? tags() : tags } }),
    ...routes,
  });
}

const rowOf = async (tag: string) => (await screen.findByRole('link', { name: tag })).closest('tr') as HTMLElement;
const shownTags = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);

describe('tags admin screen', () => {
  it('lists every tag with its article count and a link to its articles, and searches them', async () => {
    stubTags(TAGS);
    const { user } = renderApp('/admin/tags');
    expect(await screen.findByText('Loading tags...')).toBeInTheDocument();
    const anemi = await rowOf('anemi');
    expect(within(anemi).getByRole('link', { name: 'anemi' })).toHaveAttribute('href', '/tag/anemi');
    expect(within(anemi).getByText('4')).toBeInTheDocument();
    expect(within(anemi).getByRole('button', { name: 'Rename anemi' })).toBeInTheDocument();
    expect(within(anemi).getByRole('button', { name: 'Delete anemi' })).toBeInTheDocument();
    expect(shownTags()).toEqual(['anemi', 'järn', 'järnbrist', 'koagulation']);

    await user.type(screen.getByRole('searchbox', { name: 'Search tags...' }), 'JÄRN');
    expect(shownTags()).toEqual(['järn', 'järnbrist']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search tags...' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tags...' }), 'kalium');
    expect(screen.getByText('No tags match your search')).toBeInTheDocument();
  });

  it('says when there are no tags, and when they cannot be loaded', async () => {
    stubTags([]);
    const first = renderApp('/admin/tags');
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    first.unmount();
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), 'GET /api/tags': { status: 503, body: failureBody('SERVICE_UNAVAILABLE') } });
    renderApp('/admin/tags');
    expect(await screen.findByText('Failed to load tags')).toBeInTheDocument();
    expect(screen.getByText('A service is unavailable')).toBeInTheDocument();
  });

  it('renames a tag: required, not another tag in any case, at most 50 characters, save disabled while unchanged', async () => {
    let renamed = false;
    const fetchMock = stubTags(() => (renamed ? [{ tag: 'anemier', count: 4 }, ...TAGS.slice(1)] : TAGS), {
      'PUT /api/tags/merge': () => {
        renamed = true;
        return { body: { success: true, data: { targetTag: 'anemier', mergedTags: ['anemi'], updatedArticles: 4 } } };
      },
    });
    const { user } = renderApp('/admin/tags');
    await user.click(within(await rowOf('anemi')).getByRole('button', { name: 'Rename anemi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag "anemi"' });
    const name = within(dialog).getByLabelText('Tag name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(name).toHaveValue('anemi');
    expect(within(dialog).getByText('4 articles carry this tag.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(name);
    expect(within(dialog).getByText('Tag name is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(name, 'KOAGULATION');
    expect(within(dialog).getByText('A tag with this name already exists')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'x'.repeat(51));
    expect(within(dialog).getByText('Tag name cannot exceed 50 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Anemi');
    expect(save).toBeDisabled();
    expect(callsTo(fetchMock, 'PUT', '/api/tags/merge')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'anemier');
    await user.click(save);
    expect(await screen.findByText('Tag updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/tags/merge')).toEqual([{ sourceTags: ['anemi'], targetTag: 'anemier' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'anemier' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'anemi' })).not.toBeInTheDocument();
  });

  it("shows a refused rename under 'Failed to update tag' and keeps the dialog open", async () => {
    stubTags(TAGS, { 'PUT /api/tags/merge': { status: 404, body: failureBody('TAG_NOT_FOUND') } });
    const { user } = renderApp('/admin/tags');
    await user.click(within(await rowOf('järn')).getByRole('button', { name: 'Rename järn' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tag name'), '-brist-ny');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to update tag')).toBeInTheDocument();
    expect(within(dialog).getByText('Tag not found')).toBeInTheDocument();
  });

  it('deletes a tag only after confirmation, says so for 5 s, and reloads the list', async () => {
    jest.useFakeTimers();
    try {
      let deleted = false;
      const fetchMock = stubTags(() => (deleted ? TAGS.filter(({ tag }) => tag !== 'järn') : TAGS), {
        'DELETE /api/tags/j%C3%A4rn': () => {
          deleted = true;
          return { body: { success: true, data: { tag: 'järn', updatedArticles: 1 } } };
        },
      });
      const { user } = renderApp('/admin/tags', { advanceTimers: jest.advanceTimersByTime });
      await user.click(within(await rowOf('järn')).getByRole('button', { name: 'Delete järn' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete Tag' });
      expect(within(dialog).getByText('Delete the tag "järn"? It is removed from 1 article.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'DELETE', '/api/tags/j%C3%A4rn')).toHaveLength(0);

      await user.click(within(await rowOf('järn')).getByRole('button', { name: 'Delete järn' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete Tag' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Tag deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(shownTags()).toEqual(['anemi', 'järnbrist', 'koagulation']));

      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Tag deleted successfully')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Tag deleted successfully')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('merges two or more chosen tags into one target', async () => {
    const fetchMock = stubTags(TAGS, {
      'PUT /api/tags/merge': { body: { success: true, data: { targetTag: 'järnbrist', mergedTags: ['järn'], updatedArticles: 1 } } },
    });
    const { user } = renderApp('/admin/tags');
    await rowOf('järn');
    expect(screen.getByRole('button', { name: 'Merge selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose järn' }));
    expect(screen.getByRole('button', { name: 'Merge selected (1)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose järnbrist' }));
    await user.click(screen.getByRole('button', { name: 'Merge selected (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Merge Tags' });
    expect(within(dialog).getByText('Every article with one of these tags gets the target tag instead: järn, järnbrist')).toBeInTheDocument();
    const target = within(dialog).getByLabelText('Target tag');
    await user.clear(target);
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await user.type(target, 'Järnbrist');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Tags merged successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/tags/merge')).toEqual([{ sourceTags: ['järn'], targetTag: 'järnbrist' }]);
    expect(screen.getByRole('button', { name: 'Merge selected (0)' })).toBeDisabled();
  });

  it('speaks Swedish by default', async () => {
    await i18n.changeLanguage('sv');
    stubTags(TAGS);
    renderApp('/admin/tags');
    const anemi = await rowOf('anemi');
    expect(within(anemi).getByRole('button', { name: 'Byt namn på anemi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Taggar' })).toBeInTheDocument();
  });
});
