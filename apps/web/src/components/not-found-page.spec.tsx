import { screen } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { meAnswer } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('not-found page', () => {
  it('answers unknown routes with 404 and links to the homepage and to article search', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(null) });
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Search Articles' })).toHaveAttribute('href', '/search');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found (404) – Labmedicin');
  });
});
