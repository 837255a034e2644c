import request from 'supertest';
import { startStack, type Stack } from '../../test/stack';

/** The language switch as a form, for a page whose JavaScript has not run: GET /language. */
describe('GET /language', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: [] });
  });
  afterAll(() => stack?.close());

  it('keeps the pick in the language cookie for a year and sends the reader back to the page', async () => {
    const res = await request(stack.server).get('/language').query({ lang: 'en', return: '/search?q=kalium&page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/search?q=kalium&page=2');
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^labmedicin\.language=en; Path=\/; Max-Age=31536000; SameSite=Lax$/)]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("sends the reader to the page's version in the chosen language when the form names one (an article's translation)", async () => {
    const form = { return: '/article/kalium-p-kalium', 'return-en': '/article/potassium-p-potassium' };
    const english = await request(stack.server).get('/language').query({ lang: 'en', ...form });
    expect([english.status, english.headers.location]).toEqual([303, '/article/potassium-p-potassium']);
    expect(english.headers['set-cookie']).toEqual([expect.stringMatching(/^labmedicin\.language=en;/)]);
    // The other language's version is not this pick's: back to the page itself.
    const swedish = await request(stack.server).get('/language').query({ lang: 'sv', ...form });
    expect([swedish.status, swedish.headers.location]).toEqual([303, '/article/kalium-p-kalium']);
  });

  it('sends the reader to the start page instead of leaving the site', async () => {
    for (const away of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '']) {
      const res = await request(stack.server).get('/language').query({ lang: 'sv', return: away });
      expect([away, res.status, res.headers.location]).toEqual([away, 303, '/']);
      const translated = await request(stack.server).get('/language').query({ lang: 'en', return: '/about', 'return-en': away });
      expect([away, translated.status, translated.headers.location]).toEqual([away, 303, '/']);
    }
  });

  it('refuses a language it does not have with 400 and sets nothing', async () => {
    const res = await request(stack.server).get('/language').query({ lang: 'de', return: '/about' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Bad request: lang must be one of sv, en');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
