import { fieldErrors } from './field-errors';
import { pageQuerySchema, paginationOf } from './api';

describe('page queries', () => {
  const schema = pageQuerySchema(20, 100);

  it('coerces the query strings and defaults them', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(schema.parse({ page: '3', limit: '12' })).toEqual({ page: 3, limit: 12 });
  });

  it.each([
    ['a page below 1', { page: '0' }, 'page'],
    ['a page that is not a number', { page: 'abc' }, 'page'],
    ['a page past the last one a store can skip to', { page: '99999999999999999999' }, 'page'],
    ['a fractional limit', { limit: '1.5' }, 'limit'],
    ['a limit over the maximum', { limit: '101' }, 'limit'],
    ['a negative limit', { limit: '-5' }, 'limit'],
  ])('rejects %s', (_case, query, field) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error))).toEqual([field]);
  });

  it('counts the pages of a total', () => {
    expect(paginationOf(2, 20, 41)).toEqual({ page: 2, limit: 20, total: 41, pages: 3 });
    expect(paginationOf(1, 20, 0)).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });
});
