import { deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { SEEDED_ADMIN, startStack, failureBody, type Stack } from '../../test/stack';
import { ERRORS } from '@labmedicin/contracts';

/** Bodies the JSON parser cannot read are 4xx with the API's error body, never 500. */
describe('request bodies', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'] });
  });
  afterAll(() => stack?.close());

  const login = () => request(stack.server).post('/api/auth/login');

  it('answers a body that does not decompress as its Content-Encoding says with 400', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await login().set('Content-Type', 'application/json').set('Content-Encoding', encoding).send('not compressed');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failureBody('BODY_NOT_DECODABLE'));
    }
    // 'compress' (LZW) is decoded by no Node.js; zstd is by Node 24 and later.
    const unsupported = await login().set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send('{}');
    expect(unsupported.status).toBe(415);
    expect(unsupported.body.success).toBe(false);
  });

  it('reads a body compressed as it says', async () => {
    for (const [encoding, compress] of [['gzip', gzipSync], ['deflate', deflateSync]] as const) {
      const res = await login()
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        // Sent as is: with a JSON Content-Type supertest would serialise the Buffer as JSON.
        .serialize((body: Buffer) => body as unknown as string)
        .send(compress(Buffer.from(JSON.stringify(SEEDED_ADMIN))));
      expect(res.status).toBe(200);
    }
  });

  it('refuses a form post, plain text or XML with 415 instead of reading it as no body', async () => {
    const form = await login().type('form').send(SEEDED_ADMIN);
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ success: false, code: 'JSON_BODY_REQUIRED', message: ERRORS.JSON_BODY_REQUIRED.message });
    for (const type of ['text/plain', 'application/xml']) {
      const res = await login().set('Content-Type', type).send('email=a');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, code: 'JSON_BODY_REQUIRED', message: ERRORS.JSON_BODY_REQUIRED.message });
    }
  });

  it('lets requests without a body or without a Content-Type through', async () => {
    const logout = await request(stack.server).post('/api/auth/logout').set('Content-Length', '0').set('Content-Type', 'text/plain');
    expect(logout.status).toBe(200);
    const untyped = await request(stack.server).post('/api/auth/logout');
    expect(untyped.status).toBe(200);
    const json = await login().send(SEEDED_ADMIN);
    expect(json.status).toBe(200);
    const read = await request(stack.server).get('/api/auth/me').set('Content-Type', 'text/plain').send('ignored');
    expect(read.status).toBe(200);
  });
});
