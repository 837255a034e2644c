import { EMBED_SANDBOX, LINK_SCHEMES } from '@labmedicin/contracts';
import { plainTextOf, sanitizeArticleHtml, sanitizedArticleHtml, withoutUploadedImage } from './article-html';

describe('article HTML sanitizing', () => {
  it('drops scripts, styles, forms and event handlers with their content', () => {
    expect(sanitizeArticleHtml('<p onclick="x()" onmouseover="y()">Hb<script>alert(1)</script></p><style>p{}</style><form><input></form>')).toBe(
      '<p>Hb</p>',
    );
    expect(sanitizeArticleHtml('<svg onload="alert(1)"><script>1</script></svg><object data="x"></object>ok')).toBe('ok');
  });

  it('removes javascript:, data: and vbscript: links however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example']) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps links with the allowed schemes and relative links, with rel noopener', () => {
    const targets = ['http://a.se', 'https://a.se/x?y=1', 'ftp://a.se/f', 'ftps://a.se/f', 'mailto:lab@a.se', 'tel:+46', 'callto:lab', 'sms:+46', 'cid:part1', 'xmpp:lab@a.se', '/article/hb', '#tolkning'];
    expect(LINK_SCHEMES).toEqual(['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp']);
    for (const href of targets) {
      expect(sanitizeArticleHtml(`<a href="${href}" rel="opener">x</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer">x</a>`);
    }
    expect(sanitizeArticleHtml('<a href="https://a.se" target="_blank">x</a><a href="https://a.se" target="_top">y</a>')).toBe(
      '<a href="https://a.se" target="_blank" rel="noopener noreferrer">x</a><a href="https://a.se" rel="noopener noreferrer">y</a>',
    );
  });

  it('keeps images from http(s) or /uploads only', () => {
    expect(sanitizeArticleHtml('<img src="/uploads/a.png" alt="a" onerror="x"><img src="https://a.se/b.png">')).toBe(
      '<img src="/uploads/a.png" alt="a" /><img src="https://a.se/b.png" />',
    );
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '../secret.png', 'ftp://a.se/c.png']) {
      expect(sanitizeArticleHtml(`<p>x<img src="${src}"></p>`)).toBe('<p>x</p>');
    }
  });

  it('keeps an http(s) embed from a listed host with its size, always sandboxed, and drops any other iframe', () => {
    const hosts = ['player.example'];
    expect(
      sanitizeArticleHtml(
        '<iframe src="https://player.example/v/1" width="100%" height="800px" title="Film" style="width:100%;height:800px;position:fixed" sandbox="allow-top-navigation allow-forms" onload="x"></iframe>',
        hosts,
      ),
    ).toBe(
      `<iframe src="https://player.example/v/1" width="100%" height="800px" title="Film" style="width:100%;height:800px" sandbox="${EMBED_SANDBOX}"></iframe>`,
    );
    expect(EMBED_SANDBOX).not.toMatch(/allow-top-navigation|allow-forms|allow-modals/);
    for (const src of ['javascript:alert(1)', '/local', '', 'https://evil.example/v/1', 'https://player.example.evil.example/v', '//player.example/v/1']) {
      expect(sanitizeArticleHtml(`<iframe src="${src}"></iframe>`, hosts)).toBe('');
    }
    // With no hosts listed, no embed is kept.
    expect(sanitizeArticleHtml('<iframe src="https://player.example/v/1"></iframe>')).toBe('');
  });

  it("keeps a calculator's place only for a calculator we have, and no other data attribute", () => {
    expect(sanitizeArticleHtml('<p>eGFR</p><div data-calculator="egfr-lmrev"></div>')).toBe('<p>eGFR</p><div data-calculator="egfr-lmrev"></div>');
    expect(sanitizeArticleHtml('<div data-calculator="anion-gap" class="note" onclick="x()"></div>')).toBe('<div class="note" data-calculator="anion-gap"></div>');
    expect(sanitizeArticleHtml('<div data-calculator="steal-cookies"></div><div data-other="1">x</div>')).toBe('<div></div><div>x</div>');
    expect(sanitizeArticleHtml('<span data-calculator="egfr-lmrev">x</span>')).toBe('<span>x</span>');
  });

  it('names the hosts an article embeds from, kept or dropped, in the same pass', () => {
    const html = '<iframe src="https://Player.Example/v/1"></iframe><p>x</p><iframe src="http://b.example:8080/x"></iframe><iframe src="javascript:x"></iframe><iframe src="//c.example/x"></iframe>';
    expect(sanitizedArticleHtml(html, ['player.example'])).toEqual({
      html: `<iframe src="https://Player.Example/v/1" sandbox="${EMBED_SANDBOX}"></iframe><p>x</p>`,
      embedHosts: ['player.example', 'b.example'],
      images: [],
    });
  });

  it('keeps the editor structure: headings, lists, marks, tables, quotes, code; only allowed classes and alignment', () => {
    const html =
      '<h2 style="text-align:center;color:red">Rubrik</h2><ul><li><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></li></ul>' +
      '<ol><li>1</li></ol><table class="table evil"><thead><tr><th colspan="2">P</th></tr></thead><tbody><tr><td>10<sup>9</sup>/L</td><td>H<sub>2</sub>O</td></tr></tbody></table>' +
      '<blockquote>Citat</blockquote><pre><code class="language-js">x</code></pre><hr><p>a<br>b</p>' +
      '<div class="alert alert-info position-fixed">Obs</div><span class="text-muted" style="color:red">liten</span>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2 style="text-align:center">Rubrik</h2><ul><li><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></li></ul>' +
        '<ol><li>1</li></ol><table class="table"><thead><tr><th colspan="2">P</th></tr></thead><tbody><tr><td>10<sup>9</sup>/L</td><td>H<sub>2</sub>O</td></tr></tbody></table>' +
        '<blockquote>Citat</blockquote><pre><code class="language-js">x</code></pre><hr /><p>a<br />b</p>' +
        '<div class="alert alert-info">Obs</div><span class="text-muted">liten</span>',
    );
  });

  it('lists the image sources it keeps once each, and reads the text of HTML for the index', () => {
    expect(sanitizedArticleHtml('<p><img src="/uploads/a.png"><img src="https://b.se/b.png"><img src="data:image/png;base64,AAAA"></p><img src="/uploads/a.png">').images).toEqual([
      '/uploads/a.png',
      'https://b.se/b.png',
    ]);
    expect(plainTextOf('<h2>Hemoglobin</h2><p>Mäts i blod&nbsp;och &lt;plasma&gt; &amp;lt;<br>kapillärt</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Hemoglobin Mäts i blod och <plasma> &lt; kapillärt a b',
    );
  });
});

describe('withoutUploadedImage', () => {
  const name = '0123456789abcdef0123456789abcdef.png';
  it('drops only the images that show the stored file, relative or on our host, and keeps everything else as saved', () => {
    const saved = sanitizeArticleHtml(
      `<p style="text-align:center">Före <a href="https://example.se/x" target="_blank">länk</a></p><img src="/uploads/${name}" alt="a" />` +
        `<img src="http://localhost:5001/uploads/${name}" alt="b" /><img src="/uploads/fedcba9876543210fedcba9876543210.png" alt="kvar" />` +
        '<iframe src="https://www.youtube.com/embed/x" width="100%" height="800px"></iframe>',
      ['www.youtube.com'],
    );
    const without = withoutUploadedImage(saved, name);
    expect(without).not.toContain(name);
    expect(without).toBe(saved.replace(/<img src="[^"]*0123456789abcdef0123456789abcdef\.png" alt="[ab]" \/>/g, ''));
  });
});
