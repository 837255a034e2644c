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

  it('lists the article and tag routes with bodies and parameters from the contracts schemas', async () => {
    const res = await request(stack.server).get('/api/docs-json');
    type Operation = { parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[]; requestBody?: { content: Record<string, { schema: unknown }> } };
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    expect(paths).toMatchObject({
      '/api/articles': { get: {}, post: {} },
      '/api/articles/search': { get: {} },
      '/api/articles/tags': { get: {} },
      '/api/articles/{slug}': { get: {}, put: {}, delete: {} },
      '/api/articles/{slug}/revisions': { get: {} },
      '/api/articles/{slug}/revisions/{versionNumber}': { get: {} },
      '/api/articles/{slug}/compare': { get: {} },
      '/api/articles/{slug}/restore/{versionNumber}': { post: {} },
      '/api/tags': { get: {} },
      '/api/tags/{tag}/articles': { get: {} },
      '/api/tags/merge': { put: {} },
      '/api/tags/{tag}': { delete: {} },
    });
    expect(paths['/api/articles'].post.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { title: { maxLength: 200 }, summary: { maxLength: 500 }, status: { enum: ['draft', 'published', 'archived'] } },
      required: expect.arrayContaining(['title', 'category', 'summary', 'content']),
    });
    expect(paths['/api/articles/{slug}'].put.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { baseVersion: { type: 'integer', minimum: 1 } },
      required: expect.arrayContaining(['baseVersion']),
    });
    expect(paths['/api/tags/merge'].put.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { sourceTags: { type: 'array' } },
      required: ['sourceTags', 'targetTag'],
    });
    expect(paths['/api/tags/{tag}/articles'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'tag', in: 'path', required: true }),
        expect.objectContaining({ name: 'limit', in: 'query', schema: expect.objectContaining({ default: 12 }) }),
      ]),
    );
    expect(paths['/api/articles/{slug}/compare'].get.parameters?.map((p) => [p.name, p.in])).toEqual(
      expect.arrayContaining([['slug', 'path'], ['v1', 'query'], ['v2', 'query']]),
    );
  });

  it('lists the account and upload routes, with the multipart file fields', async () => {
    const res = await request(stack.server).get('/api/docs-json');
    type Operation = { requestBody?: { content: Record<string, { schema: unknown }> } };
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    expect(paths).toMatchObject({
      '/api/users/profile/{username}': { get: {} },
      '/api/users/profile': { put: {} },
      '/api/users/avatar': { post: {} },
      '/api/users/password': { put: {} },
      '/api/users/admin': { get: {}, post: {} },
      '/api/users/{id}': { put: {}, delete: {} },
      '/api/articles/upload': { post: {} },
    });
    expect(paths['/api/articles/upload'].post.requestBody?.content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      properties: { image: { type: 'string', format: 'binary' }, alt: { type: 'string', maxLength: 250 }, decorative: {} },
      required: ['image'],
    });
    expect(paths['/api/users/avatar'].post.requestBody?.content['multipart/form-data'].schema).toMatchObject({ required: ['avatar'] });
    expect(paths['/api/users/profile'].put.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { bio: { maxLength: 500 } },
    });
  });

  it('documents exactly the API routes the gateway answers, each once from the route table', async () => {
    const res = await request(stack.server).get('/api/docs-json');
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    type Layer = { route?: { path: string; methods: Record<string, boolean> } };
    const router = (stack.gateway.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router;
    const served = router.stack.flatMap(({ route }) =>
      route && route.path.startsWith('/api/') && !route.path.startsWith('/api/docs')
        ? Object.keys(route.methods).filter((method) => method !== '_all').map((method) => `${method.toUpperCase()} ${route.path}`)
        : [],
    );
    expect(served.length).toBeGreaterThan(40);
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await request(stack.server).get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });
});
