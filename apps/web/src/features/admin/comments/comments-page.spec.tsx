import { LIMITS, type Comment } from '@labmedicin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubAnswer, type StubHandler } from '../../../../test/fetch-stub';
import { aComment, aUser, failureBody, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

const LIST = '/api/admin/comments?limit=20';

function page(data: Comment[], pages = 1): StubAnswer {
  return { body: { success: true, data, pagination: { page: 1, limit: LIMITS.commentPageSize, total: data.length, pages } } };
}

function stubAdmin(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), ...routes });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

describe('comments moderation screen', () => {
  it('lists comments with author, article link, status, reports and the actions each status allows', async () => {
    stubAdmin({
      [`GET ${LIST}`]: page([
        aComment({ _id: 'p1', content: 'Väntar <i>här</i>', status: 'pending' }),
        aComment({ _id: 'a1', content: 'Godkänd', status: 'approved', reports: ['u1', 'u2'] }),
        aComment({ _id: 's1', content: 'Skräp', status: 'spam', userId: null }),
        aComment({ _id: 'd1', content: 'Borttagen', status: 'deleted' }),
      ]),
    });
    renderApp('/admin/comments');

    const pending = await rowOf('Väntar <i>här</i>');
    expect(pending.querySelector('i')).toBeNull();
    expect(within(pending).getByText('erik')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Hemoglobin' })).toHaveAttribute('href', '/article/hemoglobin');
    expect(within(pending).getByText('Pending')).toHaveClass('bg-warning');
    expect(buttonsOf(pending)).toEqual(['Approve', 'Reject', 'Delete']);

    const approved = await rowOf('Godkänd');
    expect(within(approved).getByText('Approved')).toHaveClass('bg-success');
    expect(within(approved).getByText('2')).toBeInTheDocument();
    expect(buttonsOf(approved)).toEqual(['Reject', 'Delete']);

    const spam = await rowOf('Skräp');
    expect(within(spam).getByText('Deleted user')).toBeInTheDocument();
    expect(buttonsOf(spam)).toEqual(['Approve', 'Delete']);
    expect(buttonsOf(await rowOf('Borttagen'))).toEqual(['Approve', 'Reject', 'Delete']);
  });

  it('filters by status from the first page, and pages with the pager', async () => {
    const fetchMock = stubAdmin({
      [`GET ${LIST}`]: page([aComment({ _id: 'p1', content: 'Första sidan' })], 3),
      [`GET /api/admin/comments?page=2&limit=20`]: page([aComment({ _id: 'p2', content: 'Andra sidan' })], 3),
      [`GET /api/admin/comments?status=spam&limit=20`]: page([aComment({ _id: 's1', content: 'Bara skräp', status: 'spam' })]),
    });
    const app = renderApp('/admin/comments');
    await screen.findByText('Första sidan');
    await app.user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Andra sidan')).toBeInTheDocument();

    await app.user.selectOptions(screen.getByLabelText('Status'), 'Spam');
    expect(await screen.findByText('Bara skräp')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/comments?status=spam');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/comments?status=spam&limit=20')).toHaveLength(1);
  });

  it('approves and rejects, reloading the list after each', async () => {
    let status: Comment['status'] = 'pending';
    const fetchMock = stubAdmin({
      [`GET ${LIST}`]: () => page([aComment({ _id: 'c1', content: 'Fråga om Hb', status })]),
      'PUT /api/admin/comments/c1/approve': () => {
        status = 'approved';
        return { body: { success: true, data: aComment({ _id: 'c1', content: 'Fråga om Hb', status }) } };
      },
      'PUT /api/admin/comments/c1/reject': () => {
        status = 'spam';
        return { body: { success: true, data: aComment({ _id: 'c1', content: 'Fråga om Hb', status }) } };
      },
    });
    const app = renderApp('/admin/comments');
    await app.user.click(within(await rowOf('Fråga om Hb')).getByRole('button', { name: 'Approve' }));
    await waitFor(async () => expect(buttonsOf(await rowOf('Fråga om Hb'))).toEqual(['Reject', 'Delete']));
    await app.user.click(within(await rowOf('Fråga om Hb')).getByRole('button', { name: 'Reject' }));
    await waitFor(async () => expect(buttonsOf(await rowOf('Fråga om Hb'))).toEqual(['Approve', 'Delete']));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/comments/c1/approve')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PUT', '/api/admin/comments/c1/reject')).toHaveLength(1);
  });

  it('deletes after confirmation only', async () => {
    let comments = [aComment({ _id: 'c1', content: 'Ta bort mig' })];
    const fetchMock = stubAdmin({
      [`GET ${LIST}`]: () => page(comments),
      'DELETE /api/admin/comments/c1': () => {
        comments = [];
        return { body: { success: true, data: { deleted: aComment({ _id: 'c1', content: 'Ta bort mig' }) } } };
      },
    });
    const app = renderApp('/admin/comments');
    await app.user.click(within(await rowOf('Ta bort mig')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment permanently?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/comments/c1')).toHaveLength(0);

    await app.user.click(within(await rowOf('Ta bort mig')).getByRole('button', { name: 'Delete' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No comments found')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/comments/c1')).toHaveLength(1);
  });

  it('shows each failure under its own message, in Swedish too', async () => {
    stubAdmin({
      [`GET ${LIST}`]: page([aComment({ _id: 'c1', content: 'Fel i tabellen' })]),
      'PUT /api/admin/comments/c1/approve': { status: 404, body: failureBody('COMMENT_NOT_FOUND') },
      'PUT /api/admin/comments/c1/reject': { status: 404, body: failureBody('COMMENT_NOT_FOUND') },
      'DELETE /api/admin/comments/c1': { status: 404, body: failureBody('COMMENT_NOT_FOUND') },
    });
    await i18n.changeLanguage('sv');
    const app = renderApp('/admin/comments');
    const act = async (name: string) => app.user.click(within(await rowOf('Fel i tabellen')).getByRole('button', { name }));

    await act('Godkänn');
    expect(await screen.findByText('Det gick inte att godkänna kommentaren')).toBeInTheDocument();
    expect(screen.getByText('Kommentaren hittades inte')).toBeInTheDocument();
    await act('Avvisa');
    expect(await screen.findByText('Det gick inte att avvisa kommentaren')).toBeInTheDocument();
    await act('Ta bort');
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Det gick inte att ta bort kommentaren')).toBeInTheDocument();
  });

  it('says so when the comments cannot be loaded', async () => {
    stubAdmin({ [`GET ${LIST}`]: { status: 403, body: failureBody('ADMIN_REQUIRED') } });
    renderApp('/admin/comments');
    expect(await screen.findByText('Failed to load comments')).toBeInTheDocument();
  });

  it('is for admins only: a contributor sees Access Denied', async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('contributor')) });
    renderApp('/admin/comments');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});
