import { EMBED_SANDBOX } from './articles/article.constants';
import { sanitizedArticleHtml } from './article-html';
import { LINK_SCHEMES } from './links';

const clean = (html: string, embedHosts?: readonly string[]) => sanitizedArticleHtml(html, { embedHosts }).html;

describe('the article HTML policy', () => {
  it('keeps links with the listed schemes and relative ones, and drops any other scheme however it is written', () => {
    for (const href of [...LINK_SCHEMES.map((scheme) => `${scheme}:x`), '/uploads/a.png', '#refs', 'sida.html', '?q=crp']) {
      expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer">x</a>`);
    }
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '//evil.example']) {
      expect(clean(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps an http(s) embed from any host when no host list is given (the host was checked when saved), sandboxed, and only from the list when one is', () => {
    const embed = '<iframe src="https://player.example/v/1" sandbox="allow-top-navigation" onload="x()"></iframe>';
    expect(clean(embed)).toBe(`<iframe src="https://player.example/v/1" sandbox="${EMBED_SANDBOX}"></iframe>`);
    expect(clean(embed, ['other.example'])).toBe('');
    expect(clean('<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>')).toBe('');
  });

  it('hands markText each run of text outside code, escaped (the parser cuts runs at character references), and takes its HTML', () => {
    const shout = (text: string) => `<strong>${text.toUpperCase()}</strong>`;
    expect(sanitizedArticleHtml('<p>a &lt;b&gt; <em>c</em></p><pre><code>d</code></pre><code>e<span>f</span></code><p>g<br>h</p>', { markText: shout }).html).toBe(
      '<p><strong>A </strong><strong>&LT;</strong><strong>B</strong><strong>&GT;</strong><strong> </strong><em><strong>C</strong></em></p><pre><code>d</code></pre><code>e<span>f</span></code><p><strong>G</strong><br /><strong>H</strong></p>',
    );
  });
});
