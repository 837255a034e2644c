import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub';
import { meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('home page', () => {
  beforeEach(() => stubFetch({ 'GET /api/auth/me': meAnswer(null) }));

  it('does nothing for a blank query', async () => {
    const { user, location } = renderApp('/');
    await user.type(within(screen.getByRole('main')).getByRole('combobox', { name: 'Search articles' }), '   ');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/');
  });

  it('goes to /search with the trimmed, encoded query', async () => {
    const { user, location } = renderApp('/');
    await user.type(within(screen.getByRole('main')).getByRole('combobox', { name: 'Search articles' }), '  CRP & järn {enter}');
    expect(location()).toBe('/search?q=CRP%20%26%20j%C3%A4rn');
  });

  it('puts the cursor in the search field on load', () => {
    renderApp('/');
    expect(within(screen.getByRole('main')).getByRole('combobox', { name: 'Search articles' })).toHaveFocus();
  });
});
