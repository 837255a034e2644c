import { stubFetch } from '../../test/fetch-stub';
import { apiSuccessSchema, tagSchema } from '@labmedicin/contracts';
import { z } from 'zod';
import { ApiError, apiCall, apiRequest } from './http';

describe('apiRequest', () => {
  it('sends JSON with the session cookie and resolves with the body', async () => {
    const fetchMock = stubFetch({ 'POST /api/categories': { status: 201, body: { success: true, data: { _id: 'a1' } } } });
    await expect(apiRequest('POST', '/categories', { name: 'Hematologi' })).resolves.toEqual({ success: true, data: { _id: 'a1' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/categories', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Hematologi' }),
    });
  });

  it('turns {success:false, code, message, fieldCodes} into an ApiError with status, code and field codes', async () => {
    stubFetch({
      'POST /api/auth/register': {
        status: 409,
        body: { success: false, code: 'EMAIL_TAKEN', message: 'Email taken', errors: { email: 'Email taken' }, fieldCodes: { email: 'emailTaken' } },
      },
    });
    const error = await apiRequest('POST', '/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'Email taken', fieldCodes: { email: 'emailTaken' }, answered: true });
  });

  it('gives status 0 when no answer arrives, and an empty message for a body that is not JSON', async () => {
    stubFetch({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiRequest('GET', '/auth/me')).rejects.toMatchObject({ status: 0, answered: false, code: '', message: '' });

    global.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) }) as unknown as Response);
    await expect(apiRequest('GET', '/categories')).rejects.toMatchObject({ status: 502, code: '', message: '', fieldCodes: {} });
  });

  it('checks an answer against the schema its call names, outside production', async () => {
    const tags = apiSuccessSchema(z.array(tagSchema));
    stubFetch({ 'GET /api/tags': { body: { success: true, data: [{ tag: 'crp', count: 3 }] } } });
    await expect(apiCall('GET', '/tags', tags)).resolves.toEqual({ success: true, data: [{ tag: 'crp', count: 3 }] });
    stubFetch({ 'GET /api/tags': { body: { success: true, data: [{ name: 'crp', count: '3' }] } } });
    await expect(apiCall('GET', '/tags', tags)).rejects.toThrow('The answer to GET /tags does not match its schema: data.0.tag Required');
  });
});
