import request from 'supertest';
import { startStack, type Stack } from '../../test/stack';

describe('OpenAPI document', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: [] });
  });
  afterAll(() => stack?.close());

  it('lists the auth and category routes with request bodies from the contracts schemas', async () => {
    const res = await request(stack.server).get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/me',
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/logout',
        '/api/categories',
        '/api/categories/{id}',
        '/api/categories/{id}/articles',
        '/api/health',
      ]),
    );
    expect(paths['/api/auth/login'].post.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
      required: ['email', 'password'],
    });
    expect(paths['/api/auth/register'].post.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { username: { minLength: 3, maxLength: 20 }, password: { minLength: 6 } },
    });
    expect(paths['/api/categories'].post.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { name: { maxLength: 50 }, color: { pattern: '^#[0-9a-fA-F]{6}$' } },
    });
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await request(stack.server).get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });
});
