import { LIMITS, type ReaderComment } from '@labmedicin/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, stubFetch, type StubAnswer, type StubHandler } from '../../../test/fetch-stub';
import { aReaderComment, aUser, anArticle, failureBody, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import i18n from '../../i18n';

const COMMENTS = '/api/articles/hemoglobin/comments';

function page(data: ReaderComment[], pageNo = 1, pages = 1): StubAnswer {
  return { body: { success: true, data, pagination: { page: pageNo, limit: LIMITS.commentPageSize, total: data.length + (pages - 1) * LIMITS.commentPageSize, pages } } };
}

function stubArticlePage(loggedIn: boolean, routes: Record<string, StubHandler>) {
  return stubFetch({
    'GET /api/auth/me': meAnswer(loggedIn ? aUser('user') : null),
    'GET /api/articles/hemoglobin': { body: { success: true, data: anArticle() } },
    ...routes,
  });
}

const commentList = () => screen.findByRole('list', { name: 'Comments' });

describe('comments under an article', () => {
  it('shows anonymous readers the approved comments as plain text, a deleted author, and a link to log in', async () => {
    stubArticlePage(false, {
      [`GET ${COMMENTS}`]: page([
        aReaderComment({ _id: 'c2', content: 'Hb <b>under</b> 100 <script>alert(1)</script>' }),
        aReaderComment({ _id: 'c1', content: 'Tack för artikeln', userId: null }),
      ]),
    });
    const app = renderApp('/article/hemoglobin');

    const items = within(await commentList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Hb <b>under</b> 100 <script>alert(1)</script>', 'Tack för artikeln']);
    expect(items[0].querySelector('b, script')).toBeNull();
    expect(within(items[0]).getByText('erik')).toBeInTheDocument();
    expect(within(items[1]).getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your comment')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Log in to comment' }));
    expect(app.location()).toBe('/login');
  });

  it('shows no comments section on an article that is not published', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': meAnswer(aUser('admin')),
      'GET /api/articles/hemoglobin': { body: { success: true, data: anArticle({ status: 'draft' }) } },
    });
    renderApp('/article/hemoglobin');
    await screen.findByRole('heading', { level: 1, name: 'Hemoglobin' });
    expect(screen.queryByRole('heading', { name: /Comments/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', COMMENTS)).toHaveLength(0);
  });

  it('posts a logged-in reader\'s comment, counts its characters and says it awaits approval', async () => {
    const fetchMock = stubArticlePage(true, {
      [`GET ${COMMENTS}`]: page([]),
      [`POST ${COMMENTS}`]: ({ body }) => ({
        status: 201,
        body: { success: true, data: aReaderComment({ _id: 'new', content: (body as { content: string }).content, status: 'pending' }) },
      }),
    });
    const app = renderApp('/article/hemoglobin');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();

    const field = screen.getByLabelText('Your comment');
    expect(screen.getByText(`0/${LIMITS.commentMax}`)).toBeInTheDocument();
    await app.user.type(field, 'Gäller detta barn?');
    expect(screen.getByText(`18/${LIMITS.commentMax}`)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Thank you! Your comment will be shown once it has been approved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', COMMENTS)).toEqual([{ content: 'Gäller detta barn?' }]);
    expect(field).toHaveValue('');
  });

  it('refuses more than 2000 characters and a blank comment without calling the server', async () => {
    const fetchMock = stubArticlePage(true, { [`GET ${COMMENTS}`]: page([]) });
    const app = renderApp('/article/hemoglobin');
    const field = await screen.findByLabelText('Your comment');

    await app.user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'x'.repeat(LIMITS.commentMax + 1) } });
    expect(screen.getByText(`${LIMITS.commentMax + 1}/${LIMITS.commentMax}`)).toHaveClass('text-danger');
    await app.user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment cannot exceed 2000 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', COMMENTS)).toHaveLength(0);
  });

  it('tells the reader, in Swedish too, when they post too often', async () => {
    stubArticlePage(true, { [`GET ${COMMENTS}`]: page([]), [`POST ${COMMENTS}`]: { status: 429, body: failureBody('COMMENTS_TOO_FAST') } });
    await i18n.changeLanguage('sv');
    const app = renderApp('/article/hemoglobin');
    await app.user.type(await screen.findByLabelText('Din kommentar'), 'En till');
    await app.user.click(screen.getByRole('button', { name: 'Skicka kommentar' }));
    expect(await screen.findByText('Det gick inte att skicka kommentaren')).toBeInTheDocument();
    expect(screen.getByText('För många kommentarer, försök igen senare')).toBeInTheDocument();
  });

  it('reports a comment once: afterwards it shows as reported', async () => {
    let reported = false;
    const fetchMock = stubArticlePage(true, {
      [`GET ${COMMENTS}`]: () => page([aReaderComment({ _id: 'c1', content: 'Köp billigt', reported })]),
      'POST /api/comments/c1/report': () => {
        reported = true;
        return { body: { success: true, data: aReaderComment({ _id: 'c1', content: 'Köp billigt', reported: true }) } };
      },
    });
    const app = renderApp('/article/hemoglobin');
    const item = within(await commentList()).getByRole('listitem');
    await app.user.click(within(item).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(within(item).getByText('Reported')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/comments/c1/report')).toHaveLength(1);
  });

  it('pages through the comments', async () => {
    const fetchMock = stubArticlePage(false, {
      [`GET ${COMMENTS}`]: page([aReaderComment({ _id: 'c2', content: 'Nyast' })], 1, 2),
      [`GET ${COMMENTS}?page=2`]: page([aReaderComment({ _id: 'c1', content: 'Äldst' })], 2, 2),
    });
    const app = renderApp('/article/hemoglobin');
    expect(await screen.findByText('Nyast')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Äldst')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Nyast')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `${COMMENTS}?page=2`)).toHaveLength(1);
  });

  it('says so when the comments cannot be loaded', async () => {
    stubArticlePage(false, { [`GET ${COMMENTS}`]: { status: 404, body: failureBody('ROUTE_NOT_FOUND') } });
    renderApp('/article/hemoglobin');
    expect(await screen.findByText('Failed to load comments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hemoglobin' })).toBeInTheDocument();
  });
});
