import i18n, { errorCodeText } from '../i18n';

/*
 * The keys `t` accepts are typed from the English texts (texts.ts): each `@ts-expect-error` below
 * is a key typecheck must refuse, and typecheck fails if one of them is ever accepted. At run
 * time i18next shows such a key as it is, which is what a reader would see.
 */
describe('typed translation keys', () => {
  const t = i18n.getFixedT('en', 'common');

  it('refuses a misspelt key, which would show the reader the key itself', () => {
    expect(t('nav.home')).toBe('Home');
    // @ts-expect-error: a misspelling of nav.home
    expect(t('nav.hmoe')).toBe('nav.hmoe');
  });

  it('refuses a missing key even with a default text', () => {
    // @ts-expect-error: no such key, and a default value does not make one
    expect(t('nav.nowhere', { defaultValue: 'Nowhere' })).toBe('Nowhere');
  });

  it("takes another namespace's key only when the `t` is given that namespace", () => {
    // @ts-expect-error: 'errors' is not among this t's namespaces
    expect(t('errors:ROUTE_NOT_FOUND')).toBe('Not found');
    expect(i18n.getFixedT('en', ['common', 'errors'])('errors:ROUTE_NOT_FOUND')).toBe('Not found');
    expect(t('ROUTE_NOT_FOUND', { ns: 'errors' })).toBe('Not found');
  });

  it("gives an API error code its text in the `t`'s language, else the page's, and nothing for a code the texts lack", () => {
    expect(errorCodeText('ROUTE_NOT_FOUND', i18n.getFixedT('sv', 'articles'))).toBe('Hittades inte');
    expect(errorCodeText('ROUTE_NOT_FOUND', i18n.getFixedT('en', 'articles'))).toBe('Not found');
    expect(errorCodeText('ROUTE_NOT_FOUND')).toBe(i18n.t('ROUTE_NOT_FOUND', { ns: 'errors' }));
    expect(errorCodeText('A_NEWER_CODE')).toBeNull();
  });

  it('refuses an error code the contracts do not have', () => {
    // @ts-expect-error: the error texts' keys are the contracts' codes
    expect(t('NOT_A_CODE', { ns: 'errors' })).toBe('NOT_A_CODE');
  });
});
