import { screen } from '@testing-library/react';
import { callsTo, stubFetch, type StubHandler } from '../test/fetch-stub';
import { aListItem, searchAnswer, meAnswer } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const SEARCH = '/api/articles/search?q=crp&page=1&language=en';

/** The search answers these, one after the other; the last one again for any further call. */
function stubSearch(...answers: StubHandler[]) {
  let call = 0;
  return stubFetch({
    'GET /api/auth/me': meAnswer(null),
    [`GET ${SEARCH}`]: (request) => {
      const answer = answers[Math.min(call, answers.length - 1)] as StubHandler;
      call += 1;
      return typeof answer === 'function' ? answer(request) : answer;
    },
  });
}

const failure = (status: number): StubHandler => ({ status, body: { success: false } });
const networkFailure: StubHandler = () => {
  throw new TypeError('Failed to fetch');
};

describe('retries', () => {
  it.each([400, 403, 404, 429, 500])('shows a %i at once, asking only once', async (status) => {
    const fetchMock = stubSearch(failure(status));
    renderApp('/search?q=crp');
    expect(await screen.findByText('Failed to search articles')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SEARCH)).toHaveLength(1);
  });

  it.each([502, 503, 504])('asks once more, quickly, after a %i, then shows the failure', async (status) => {
    const fetchMock = stubSearch(failure(status));
    renderApp('/search?q=crp');
    // findBy gives up after one second: the retry and the message both come sooner.
    expect(await screen.findByText('Failed to search articles')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SEARCH)).toHaveLength(2);
  });

  it('shows the results when the second try after a network failure succeeds', async () => {
    const fetchMock = stubSearch(networkFailure, searchAnswer([aListItem({ _id: 'a1', slug: 'crp', title: 'CRP' })]));
    renderApp('/search?q=crp');
    expect(await screen.findByRole('article', { name: 'CRP' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SEARCH)).toHaveLength(2);
  });
});
