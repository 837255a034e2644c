import { searchTermsOf } from './articles/article.schema';
import { isAllowedLink } from './links';

describe('links the editor may set', () => {
  it('takes the listed schemes in any case and relative URLs, nothing else', () => {
    for (const url of ['https://a.se', 'HTTP://a.se', 'mailto:lab@a.se', 'tel:+46', 'xmpp:lab@a.se', '/article/crp', '#refs', 'sida.html']) {
      expect(isAllowedLink(url)).toBe(true);
    }
    for (const url of ['javascript:alert(1)', ' data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '//evil.example/x', '']) {
      expect(isAllowedLink(url)).toBe(false);
    }
  });
});

describe('searchTermsOf', () => {
  it('trims the words typed and says a blank query searches nothing', () => {
    expect(searchTermsOf('  crp ')).toBe('crp');
    for (const blank of ['', '   ', null, undefined]) expect(searchTermsOf(blank)).toBeNull();
  });
});
