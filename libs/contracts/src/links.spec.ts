import { searchTermsOf } from './articles/article.schema';
import { ALLOWED_URI, LINK_SCHEMES } from './links';

describe('links an article may keep', () => {
  it('allows every listed scheme and relative URLs', () => {
    for (const scheme of LINK_SCHEMES) expect(ALLOWED_URI.test(`${scheme}:x`)).toBe(true);
    for (const url of ['/uploads/a.png', '#refs', 'sida.html', '?q=crp']) expect(ALLOWED_URI.test(url)).toBe(true);
  });

  it('refuses scripts, data and any scheme not listed', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      expect(ALLOWED_URI.test(url)).toBe(false);
    }
  });
});

describe('searchTermsOf', () => {
  it('trims the words typed and says a blank query searches nothing', () => {
    expect(searchTermsOf('  crp ')).toBe('crp');
    for (const blank of ['', '   ', null, undefined]) expect(searchTermsOf(blank)).toBeNull();
  });
});
