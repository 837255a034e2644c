import { stubFetch } from '../../test/fetch-stub';
import { ROUTE, ROUTES } from '@labmedicin/contracts';
import { ApiError, call, newRequestId, sendOnceMoreIfUnknown } from './http';

const CATEGORY = { _id: 'a1', name: 'Hematologi', names: { sv: 'Hematologi', en: 'Haematology' }, slug: 'hematologi', description: '', descriptions: { sv: '', en: '' }, color: '#dc3545', articleCount: 0, createdAt: '2024-01-10T09:00:00.000Z', updatedAt: '2024-01-10T09:00:00.000Z' };

describe('call', () => {
  it("sends JSON to the route's path with the session cookie and resolves with the body", async () => {
    const fetchMock = stubFetch({ 'PUT /api/categories/a1': { body: { success: true, data: CATEGORY } } });
    const input = { name: 'Hematologi', description: '', color: '#dc3545' };
    await expect(call(ROUTES.categoryUpdate, { params: { id: 'a1' }, body: input })).resolves.toEqual({ success: true, data: CATEGORY });
    expect(fetchMock).toHaveBeenCalledWith('/api/categories/a1', {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  });

  it('fills the path with each parameter as one segment and writes the query in the order given, blanks left out', async () => {
    const fetchMock = stubFetch({ 'GET /api/tags/j%C3%A4rn%2Fbrist/articles?page=2': { body: { success: true, data: [], pagination: { page: 2, limit: 12, total: 0, pages: 0 } } } });
    await call(ROUTE.tagArticles, { params: { tag: 'järn/brist' }, query: { page: 2, limit: undefined } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/tags/j%C3%A4rn%2Fbrist/articles?page=2']);
  });

  it('turns {success:false, code, message, fieldCodes} into an ApiError with status, code and field codes', async () => {
    stubFetch({
      'POST /api/auth/register': {
        status: 409,
        body: { success: false, code: 'EMAIL_TAKEN', message: 'Email taken', errors: { email: 'Email taken' }, fieldCodes: { email: 'emailTaken' } },
      },
    });
    const error = await call(ROUTE.authRegister, { body: { username: 'anna', email: 'anna@example.se', password: 'secret1' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'Email taken', fieldCodes: { email: 'emailTaken' }, answered: true });
  });

  it("has the code's text in place when it throws: the error texts load with the first failure that has a code, none before", async () => {
    // Fresh modules, as on a first page load: the test setup's instance has every text already.
    let http!: typeof import('./http');
    let texts!: typeof import('../i18n');
    jest.isolateModules(() => {
      texts = jest.requireActual('../i18n');
      http = jest.requireActual('./http');
    });
    await texts.loadLanguage('sv');
    await texts.default.changeLanguage('sv');
    expect(texts.errorCodeText('ARTICLE_NOT_FOUND')).toBeNull();
    stubFetch({ 'GET /api/articles/saknas': { status: 404, body: { success: false, code: 'ARTICLE_NOT_FOUND', message: 'Article not found' } } });
    const error = await http.call(ROUTE.articleGet, { params: { slug: 'saknas' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, code: 'ARTICLE_NOT_FOUND' });
    expect(texts.errorCodeText('ARTICLE_NOT_FOUND')).toBe('Artikeln hittades inte');
  });

  it('gives status 0 when no answer arrives, and an empty message for a body that is not JSON', async () => {
    stubFetch({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(call(ROUTE.authMe)).rejects.toMatchObject({ status: 0, answered: false, code: '', message: '' });

    global.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) }) as unknown as Response);
    await expect(call(ROUTE.categoryList)).rejects.toMatchObject({ status: 502, code: '', message: '', fieldCodes: {} });
  });

  it("checks an answer against its route's answer schema, outside production", async () => {
    stubFetch({ 'GET /api/tags': { body: { success: true, data: [{ tag: 'crp', count: 3 }] } } });
    await expect(call(ROUTE.tagList)).resolves.toEqual({ success: true, data: [{ tag: 'crp', count: 3 }] });
    stubFetch({ 'GET /api/tags': { body: { success: true, data: [{ name: 'crp', count: '3' }] } } });
    await expect(call(ROUTE.tagList)).rejects.toThrow('The answer to GET /tags does not match its schema: data.0.tag Required');
  });

  describe('a change whose outcome is unknown', () => {
    const INPUT = { name: 'Hematologi', description: '', color: '#dc3545' };
    const answers = (...sequence: (() => { status: number; body: unknown })[]) => {
      let n = 0;
      return stubFetch({ 'POST /api/categories': () => (sequence[n++] ?? sequence[sequence.length - 1])() });
    };
    const sentIds = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['X-Request-Id']);
    const unknown = () => ({ status: 504, body: { success: false, code: 'OUTCOME_UNKNOWN', message: 'No answer came in time', requestId: 'r1' } });
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const stored = () => ({ status: 201, body: { success: true, data: CATEGORY } });
    const send = (requestId: string) => sendOnceMoreIfUnknown(() => call(ROUTES.categoryCreate, { body: INPUT, requestId }));

    it('is sent once more under the same request id after a 504 OUTCOME_UNKNOWN, and answers what that says', async () => {
      const fetchMock = answers(unknown, stored);
      const id = newRequestId();
      await expect(send(id)).resolves.toEqual({ success: true, data: CATEGORY });
      expect(sentIds(fetchMock)).toEqual([id, id]);
    });

    it('is sent once more after the connection was lost with no answer', async () => {
      const fetchMock = answers(lost, stored);
      await expect(send('abc123')).resolves.toEqual({ success: true, data: CATEGORY });
      expect(sentIds(fetchMock)).toEqual(['abc123', 'abc123']);
    });

    it('is sent only once more: a second unknown outcome reaches the caller with the request id', async () => {
      const fetchMock = answers(unknown);
      await expect(send('abc123')).rejects.toMatchObject({ status: 504, code: 'OUTCOME_UNKNOWN', requestId: 'r1' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('is not sent again after a refusal: nothing was stored', async () => {
      const fetchMock = answers(() => ({ status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'The content service is unavailable' } }));
      await expect(send('abc123')).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('gets ids that differ and that the gateway takes as they are', () => {
      const ids = new Set(Array.from({ length: 100 }, newRequestId));
      expect(ids.size).toBe(100);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    });
  });
});
