import { ARTICLE_ANSWER, CALCULATOR_PAGE, KEPT_ANSWER, articleAnswerPath } from './offline-rules';

describe('the API answers the service worker keeps', () => {
  it.each(['/api/articles', '/api/articles/kalium-p-kalium', '/api/categories', '/api/tags', '/api/tags/hb/articles'])('keeps %s, which a public page reads', (path) => {
    expect(KEPT_ANSWER.test(path)).toBe(true);
  });

  it.each(['/api/articles/search', '/api/auth/me', '/api/articles/kalium-p-kalium/comments', '/api/users/profile/admin', '/api/tags/hb/articles/x'])(
    'never keeps %s',
    (path) => {
      expect(KEPT_ANSWER.test(path)).toBe(false);
    },
  );

  it("stores a saved article under its API address, which the worker recognises as an article's", () => {
    expect(articleAnswerPath('järn-p-järn')).toBe('/api/articles/j%C3%A4rn-p-j%C3%A4rn');
    expect(ARTICLE_ANSWER.test(articleAnswerPath('järn-p-järn'))).toBe(true);
  });
});

describe('the pages the app renders alone offline', () => {
  it.each(['/calculators', '/calculators/anion-gap'])('renders %s, a calculator page, from its shell', (path) => {
    expect(CALCULATOR_PAGE.test(path)).toBe(true);
  });

  it.each(['/calculators/anion-gap/x', '/calculatorsx', '/article/kalium-p-kalium'])('never %s', (path) => {
    expect(CALCULATOR_PAGE.test(path)).toBe(false);
  });
});
