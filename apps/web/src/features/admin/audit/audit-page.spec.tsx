import type { AuditEntry } from '@labmedicin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch } from '../../../../test/fetch-stub';
import { aUser, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const ADMIN = aUser('admin', { _id: 'a00000000000000000000001' });

const PUBLISHED: AuditEntry = {
  _id: 'e00000000000000000000002',
  action: 'article.published',
  outcome: 'success',
  actor: { id: ADMIN._id, username: 'admin' },
  target: { type: 'article', id: 'f00000000000000000000001', label: 'P-Kreatinin' },
  at: '2026-11-29T08:00:00.000Z',
  requestId: 'req-publish',
  details: {},
};
const FAILED_SIGN_IN: AuditEntry = {
  _id: 'e00000000000000000000001',
  action: 'sign-in',
  outcome: 'failure',
  actor: null,
  target: null,
  at: '2026-11-29T07:59:00.000Z',
  requestId: 'req-sign-in',
  details: { attempted: 'okand@example.se', method: 'password', code: 'INVALID_CREDENTIALS' },
};
const page = (data: AuditEntry[]) => ({ body: { success: true, data, pagination: { page: 1, limit: 50, total: data.length, pages: 1 } } });

describe('audit log screen', () => {
  it('lists entries with action, outcome, actor, target and details', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(ADMIN), 'GET /api/admin/audit?page=1': page([PUBLISHED, FAILED_SIGN_IN]) });
    renderApp('/admin/audit');
    const row = (await screen.findByText('P-Kreatinin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Article published')).toBeInTheDocument();
    expect(within(row).getByText('Succeeded')).toHaveClass('bg-success');
    const failed = screen.getByText('Tried: okand@example.se').closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failed')).toHaveClass('bg-danger');
    expect(within(failed).getByText('Nobody signed in')).toBeInTheDocument();
    expect(within(failed).getByText('Code: INVALID_CREDENTIALS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit/export');
  });

  it('asks with the filters, and the CSV link carries them', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(ADMIN),
      'GET /api/admin/audit?page=1': page([PUBLISHED, FAILED_SIGN_IN]),
      'GET /api/admin/audit?actor=adm&action=article.published&from=2026-11-01&to=2026-11-30&page=1': page([PUBLISHED]),
    });
    const { user } = renderApp('/admin/audit');
    await screen.findByText('P-Kreatinin');
    await user.type(screen.getByLabelText('Done by (username)'), 'adm');
    await user.selectOptions(screen.getByLabelText('Action'), 'article.published');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByText('Tried: okand@example.se')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', '/api/admin/audit?actor=adm&action=article.published&from=2026-11-01&to=2026-11-30&page=1')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit/export?actor=adm&action=article.published&from=2026-11-01&to=2026-11-30');
  });

  it('reads the filters from the address, each on its own', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(ADMIN), 'GET /api/admin/audit?action=sign-in&page=1': page([FAILED_SIGN_IN]) });
    renderApp('/admin/audit?action=sign-in');
    expect(await screen.findByText('Tried: okand@example.se')).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('sign-in');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit/export?action=sign-in');
  });

  it('refuses an end date before the start date in Swedish, without asking the server', async () => {
    await i18n.changeLanguage('sv');
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(ADMIN), 'GET /api/admin/audit?page=1': page([PUBLISHED]) });
    const { user } = renderApp('/admin/audit');
    await screen.findByText('Artikel publicerad');
    await user.type(screen.getByLabelText('Från och med'), '2026-11-30');
    await user.type(screen.getByLabelText('Till och med'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrera' }));
    expect(await screen.findByText('Slutdatumet kan inte vara före startdatumet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/audit?') && String(url) !== '/api/admin/audit?page=1')).toEqual([]);
  });
});
