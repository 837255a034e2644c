import { screen, within } from '@testing-library/react';
import i18n from '../../i18n';
import { stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { meAnswer, failureBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { cloudFontSize } from './tag-cloud';

const TAGS = [
  { tag: 'inflammation', count: 9 },
  { tag: 'anemi', count: 1 },
  { tag: 'järnbrist', count: 5 },
  { tag: 'akut', count: 3 },
];

/** The tags of the articles in the interface's language (English unless a test switches). */
function stubTags(answer: StubHandler, language = 'en') {
  return stubFetch({ 'GET /api/auth/me': meAnswer(null), [`GET /api/tags?language=${language}`]: answer });
}

const remOf = (element: HTMLElement) => parseFloat(element.style.fontSize);

describe('tags page', () => {
  it('shows the tag cloud first: each tag links to its page, sized from 0.8 to 2 rem by count', async () => {
    stubTags({ body: { success: true, data: TAGS } });
    renderApp('/tags');
    expect(screen.getByText('Loading tags...')).toBeInTheDocument();
    const cloud = await screen.findByRole('list', { name: 'Tag cloud' });
    expect(screen.getByRole('tab', { name: 'Tag cloud' })).toHaveAttribute('aria-selected', 'true');
    const links = within(cloud).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['akut', 'anemi', 'inflammation', 'järnbrist']);
    expect(within(cloud).getByRole('link', { name: 'järnbrist' })).toHaveAttribute('href', '/tag/j%C3%A4rnbrist');
    for (const link of links) {
      expect(remOf(link)).toBeGreaterThanOrEqual(0.8);
      expect(remOf(link)).toBeLessThanOrEqual(2);
    }
    expect(within(cloud).getByRole('link', { name: 'anemi' })).toHaveStyle({ fontSize: '0.8rem' });
    expect(within(cloud).getByRole('link', { name: 'inflammation' })).toHaveStyle({ fontSize: '2rem' });
    expect(within(cloud).getByRole('link', { name: 'järnbrist' })).toHaveStyle({ fontSize: '1.4rem' });
    expect(within(cloud).getByRole('link', { name: 'akut' })).toHaveAttribute('title', '3 articles');
  });

  it('lists all tags by name with their counts on the second tab', async () => {
    stubTags({ body: { success: true, data: TAGS } });
    const { user, location } = renderApp('/tags');
    await user.click(await screen.findByRole('tab', { name: 'All tags' }));
    expect(screen.queryByRole('list', { name: 'Tag cloud' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'All tags' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['akut3', 'anemi1', 'inflammation9', 'järnbrist5']);
    expect(within(list).getByRole('link', { name: 'anemi' })).toHaveAttribute('href', '/tag/anemi');
    await user.click(within(list).getByRole('link', { name: 'inflammation' }));
    expect(location()).toBe('/tag/inflammation');
  });

  it('shows the tags of the articles in the reader\'s language: the Swedish interface asks for the Swedish ones', async () => {
    await i18n.changeLanguage('sv');
    stubTags({ body: { success: true, data: [{ tag: 'järnbrist', count: 5 }] } }, 'sv');
    renderApp('/tags');
    const cloud = await screen.findByRole('list', { name: 'Taggmoln' });
    expect(within(cloud).getAllByRole('link').map((link) => link.textContent)).toEqual(['järnbrist']);
  });

  it('sizes equal counts in the middle of the range', () => {
    expect(cloudFontSize(4, 4, 4)).toBe(1.4);
    expect(cloudFontSize(1, 1, 3)).toBe(0.8);
    expect(cloudFontSize(3, 1, 3)).toBe(2);
    expect(cloudFontSize(2, 1, 3)).toBe(1.4);
  });

  it('says when there are no tags', async () => {
    stubTags({ body: { success: true, data: [] } });
    renderApp('/tags');
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the server message, else "Failed to load tags"', async () => {
    stubTags({ status: 403, body: failureBody('TAG_NOT_FOUND') });
    const first = renderApp('/tags');
    expect(await screen.findByText('Tag not found')).toBeInTheDocument();
    first.unmount();

    stubTags({ status: 400, body: null });
    renderApp('/tags');
    expect(await screen.findByText('Failed to load tags')).toBeInTheDocument();
  });

  it('has the Swedish texts', async () => {
    await i18n.changeLanguage('sv');
    stubTags({ body: { success: true, data: TAGS } }, 'sv');
    renderApp('/tags');
    expect(await screen.findByRole('tab', { name: 'Taggmoln' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alla taggar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'anemi' })).toHaveAttribute('title', '1 artikel');
  });
});
