import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { LANGUAGE_CHOICE, LIMITS, validationMessage } from '@labmedicin/contracts';
import { SEEDED_ADMIN, failureBody, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { SERVER_ENTRY } from '../spa/server-pages';
import { addressFault } from './request-url.middleware';

/** Sends a request exactly as written, for what supertest and fetch would clean up first. */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('addressFault', () => {
  it('names an encoding that does not decode, in the path or in any query parameter', () => {
    for (const url of ['/api/articles/a%E0%A4%A', '/api/articles/%ED%A0%80', '/article/%C0%AF', '/search?q=%', '/search?q=ok&page=%E0%A4%A', '/?%=1']) {
      expect(addressFault(url)).toBe('URL_NOT_DECODABLE');
    }
  });

  it('names more query parameters than any route reads', () => {
    const query = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&');
    expect(addressFault(`/api/articles?${query(LIMITS.queryParametersMax)}`)).toBeNull();
    expect(addressFault(`/api/articles?${query(LIMITS.queryParametersMax + 1)}`)).toBe('TOO_MANY_PARAMETERS');
    expect(addressFault(`/search?${'a&'.repeat(5000)}`)).toBe('TOO_MANY_PARAMETERS');
  });

  it('passes what a client sends: escapes that decode, a null byte, plus signs, empty parameters', () => {
    for (const url of ['/', '/search?q=kalium+natrium&page=2', '/tag/s%C3%A4llsynt', '/api/articles/a%00b', '/api/articles?&&page=1&', '/article/%F0%9F%98%80']) {
      expect(addressFault(url)).toBeNull();
    }
  });
});

/** Input no client of ours sends is refused with a 4xx and the API's error body, never read as something else. */
describe('hostile input at the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'] });
  });
  afterAll(() => stack?.close());

  it('refuses an address that does not decode with 400 URL_NOT_DECODABLE, on the API and on a page', async () => {
    for (const path of ['/api/auth/me?x=%E0%A4%A', '/api/auth/m%ED%A0%80']) {
      const res = await rawGet(stack.origin, path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual(failureBody('URL_NOT_DECODABLE'));
    }
    const page = await rawGet(stack.origin, '/search?q=%E0%A4%A');
    expect(page.status).toBe(400);
    expect(page.type).toMatch(/^text\/plain/);
    expect(page.body).toBe(failureBody('URL_NOT_DECODABLE').message);
  });

  it('refuses 5,000 query parameters with 400 TOO_MANY_PARAMETERS', async () => {
    const res = await rawGet(stack.origin, `/api/auth/me?${'a&'.repeat(5000)}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(failureBody('TOO_MANY_PARAMETERS'));
    expect((await rawGet(stack.origin, '/api/auth/me?a=1&b=2')).status).toBe(200);
  });

  it("answers headers too large with 431 and the API's error body, where Node sent an empty one", async () => {
    const res = await rawGet(stack.origin, '/api/auth/me', { 'x-large': 'a'.repeat(20 * 1024) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(failureBody('HEADERS_TOO_LARGE'));
    // The gateway goes on answering.
    expect((await rawGet(stack.origin, '/api/auth/me')).status).toBe(200);
  });

  it('refuses a JSON body that is not valid UTF-8 with 400 BODY_NOT_DECODABLE instead of reading U+FFFD into it', async () => {
    const bytes = Buffer.concat([Buffer.from('{"email":"admin@labmedicin.local","password":"labmedicin-'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]);
    const res = await request(stack.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .serialize((body: Buffer) => body as unknown as string)
      .send(bytes);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failureBody('BODY_NOT_DECODABLE'));
  });

  it('refuses a lone surrogate in a field with 400 naming the field, and keeps a pair (an emoji escaped as JSON does)', async () => {
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const lone = await admin.put('/api/users/profile').set('Content-Type', 'application/json').send('{"bio":"a\\uDC00"}');
    expect(lone.status).toBe(400);
    expect(lone.body).toEqual(failureBody('VALIDATION_FAILED', { errors: { bio: validationMessage('invalidValue') }, fieldCodes: { bio: 'invalidValue' } }));
    expect((await admin.get('/api/auth/me')).body.user.bio).toBe('');

    const pair = await admin.put('/api/users/profile').set('Content-Type', 'application/json').send('{"bio":"kalium \\uD83D\\uDE00"}');
    expect(pair.status).toBe(200);
    expect(pair.body.data.bio).toBe('kalium \u{1F600}');
  });

  it('refuses a multipart body on a route that takes no file with 415, instead of reading it as no body', async () => {
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const res = await admin.put('/api/users/profile').field('bio', 'from a form');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(failureBody('JSON_BODY_REQUIRED'));
  });
});

/** The built web app (`npm run build`, which `npm test` runs first): its server entry says the pages' texts. */
const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

/** The web app's Swedish error texts, the one source of what its pages say. */
const SWEDISH_ERRORS = JSON.parse(readFileSync(resolve(__dirname, '../../../web/src/locales/sv/errors.json'), 'utf8')) as Record<string, string>;

describe('a page refused for its address, in the reader’s language', () => {
  let stack: Stack;

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST_DIR, SERVER_ENTRY))) throw new Error(`No server entry in ${WEB_DIST_DIR}: run npm run build first`);
    stack = await startStack({ services: ['auth-users'], env: { WEB_DIST_DIR } });
  });
  afterAll(() => stack?.close());

  it('says why in Swedish by default, and in English when the language cookie or the browser asks for it', async () => {
    for (const [path, code] of [
      ['/search?q=%E0%A4%A', 'URL_NOT_DECODABLE'],
      ['/article/%ED%A0%80', 'URL_NOT_DECODABLE'],
      [`/search?${'a&'.repeat(5000)}`, 'TOO_MANY_PARAMETERS'],
    ] as const) {
      const swedish = await rawGet(stack.origin, path);
      expect(swedish.status).toBe(400);
      expect(swedish.type).toBe('text/plain; charset=utf-8');
      expect(swedish.body).toBe(SWEDISH_ERRORS[code]);
      expect(swedish.body).not.toBe(failureBody(code).message);
      for (const english of [{ cookie: `${LANGUAGE_CHOICE.cookie}=en` }, { 'accept-language': 'en-GB,en;q=0.9' }] as Record<string, string>[]) {
        const res = await rawGet(stack.origin, path, english);
        expect(res.status).toBe(400);
        expect(res.body).toBe(failureBody(code).message);
      }
      expect((await rawGet(stack.origin, path, { cookie: `${LANGUAGE_CHOICE.cookie}=sv`, 'accept-language': 'en' })).body).toBe(SWEDISH_ERRORS[code]);
    }
    // The API keeps its error body, in English, whatever the reader's language.
    const api = await rawGet(stack.origin, '/api/auth/me?x=%E0%A4%A', { cookie: `${LANGUAGE_CHOICE.cookie}=sv` });
    expect(JSON.parse(api.body)).toEqual(failureBody('URL_NOT_DECODABLE'));
  });
});
