import { EMBED_SANDBOX, type Article, type Category } from '@labmedicin/contracts';
import { anArticleInput } from '@labmedicin/contracts/testing';
import { pngImage } from '@labmedicin/platform/testing';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { describeOnProfiles, useProduct } from './support/profiles';
import { PUBLIC_SCREENS, interactive, logIn, mainSearchBox, open } from './support/screens';

const EMBED_ARTICLE = {
  // Unique: engines:up keeps what earlier runs stored.
  title: `Inbäddad film om provtagning ${Date.now().toString(36)}`,
  content:
    '<p>Se <a href="https://example.org/provtagning">anvisningen</a> och filmen.</p>' +
    '<iframe src="https://www.youtube.com/embed/provtagning" title="Film om provtagning" width="560" height="315"></iframe>' +
    '<p><img src="https://example.org/rör.png" alt="Provrör"></p>',
  references: ['Provtagningsanvisning. Region Uppsala, 2024.'],
  referenceRanges: [
    { parameter: 'P-Exempel, vuxna', range: '1–2', unit: 'mmol/L', notes: '' },
    { parameter: 'P-Exempel, barn', range: '1–3', unit: 'mmol/L', notes: '' },
  ],
};

/**
 * Article HTML that would run or escape the page (each payload sets window.hostileRan if it ever
 * runs), and markup a parser has to repair: scripts, event handlers, javascript:/data: URLs
 * however written, svg and math namespace tricks, styles, frames and forms, nested and unclosed tags.
 */
const HOSTILE_HTML = [
  '<p>Fientlig text</p>',
  '<script>window.hostileRan=1</script><p onclick="window.hostileRan=1" onmouseover="window.hostileRan=1">handlers</p>',
  '<img src="x" onerror="window.hostileRan=1"><img src="https://example.org/a.png" onerror="window.hostileRan=1" alt="bild">',
  '<a href="javascript:window.hostileRan=1">a</a><a href="JaVaScRiPt:window.hostileRan=1">b</a><a href=" java&#x09;script:window.hostileRan=1">c</a>',
  '<a href="data:text/html,&lt;script&gt;window.hostileRan=1&lt;/script&gt;">d</a><a href="vbscript:x" target="_top" rel="opener">e</a><a href="https://example.org" target="_blank">f</a>',
  '<svg onload="window.hostileRan=1"><script>window.hostileRan=1</script><a xlink:href="javascript:window.hostileRan=1"><text>svg</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src="x" onerror="window.hostileRan=1"></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.hostileRan=1">',
  '<style>p { background: url(javascript:window.hostileRan=1) }</style><p style="text-align:center;position:fixed;background:url(javascript:x)">mitten</p>',
  '<iframe src="javascript:window.hostileRan=1"></iframe><iframe srcdoc="&lt;script&gt;window.hostileRan=1&lt;/script&gt;"></iframe>',
  '<iframe src="https://www.youtube.com/embed/fientlig" sandbox="allow-top-navigation allow-forms" onload="window.hostileRan=1" style="position:fixed;width:100%"></iframe>',
  '<object data="javascript:window.hostileRan=1"></object><embed src="javascript:window.hostileRan=1"><base href="javascript:x"><meta http-equiv="refresh" content="0;url=javascript:x">',
  '<noscript><p title="</noscript><img src=x onerror=window.hostileRan=1>"></noscript><template><script>window.hostileRan=1</script></template>',
  '<div data-calculator="steal-cookies" class="note evil">kalkylator</div><table><tr><td>cell<div>block</td></tr>text</table>',
  '<p><b>bold <i>both</b> italic</p><ul><li>one<li>two</ul><a href="https://example.org"><a href="/om">nested</a></a></p>stray<<script>script>x',
].join('');

/**
 * Records every Content-Security-Policy violation the page reports, on every document it loads,
 * and the console's reports of blocked resources, as lines naming the page.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportPolicyViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
  });
  return violations;
}

/**
 * The browser security headers in Chromium against the real product: the policy blocks what is
 * not ours, and nothing the product itself does on its screens (public pages, an article with an
 * embedded player and an image from another site, the editor with TipTap, the image uploader's
 * preview, the avatar preview) breaks it. Also the article's print layout. Run on the embedded
 * profile and, where `npm test` brought up the engines, on the production profile (two replicas of
 * every service, two gateways): there the admin writes through the first gateway and readers use
 * the second, so the article created and the uploads are served across gateways.
 */
describeOnProfiles('page security and print in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let embedded: Article;
  /** HOSTILE_HTML as content saved it. */
  let hostile: Article;
  /** The admin's gateway. */
  const writer = () => product.baseUrls[0];
  /** The readers' gateway: the other one where there are two. */
  const reader = () => product.baseUrls[product.baseUrls.length - 1];

  beforeAll(async () => {
    const setup = await newPage(browser, 'en-US');
    await logIn(setup, writer(), product.admin);
    const categories = (await (await setup.context().request.get(`${writer()}/api/categories`)).json()) as { data: Category[] };
    const created = await setup.context().request.post(`${writer()}/api/articles`, {
      data: anArticleInput(categories.data[0]._id, { ...EMBED_ARTICLE, status: 'published' }),
    });
    if (created.status() !== 201) throw new Error(`creating the article answered ${created.status()}: ${await created.text()}`);
    embedded = ((await created.json()) as { data: Article }).data;
    const title = `Fientlig HTML ${Date.now().toString(36)}`;
    const saved = await setup.context().request.post(`${writer()}/api/articles`, {
      data: anArticleInput(categories.data[0]._id, { title, content: HOSTILE_HTML, status: 'published' }),
    });
    if (saved.status() !== 201) throw new Error(`creating the article answered ${saved.status()}: ${await saved.text()}`);
    hostile = ((await saved.json()) as { data: Article }).data;
    await setup.context().close();
  });

  it('blocks an inline script on our pages, and the watcher reports it', async () => {
    const page = await newPage(browser);
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(`${reader()}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await mainSearchBox(page).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
    });
    const blocked = (lines: string[]) => lines.some((line) => line.includes('script-src-elem blocked inline'));
    expect(blocked(await eventually(() => violations, blocked))).toBe(true);
    // An inline script the policy allowed would have run as it was appended, before the report.
    expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false)).toBe(false);
    await page.context().close();
  });

  it("makes in the browser what content made of hostile HTML: the same safe article, nothing run", async () => {
    const page = await newPage(browser);
    // The browser is handed the HTML as the author wrote it, not as content saved it.
    await page.route(
      (url) => url.pathname === `/api/articles/${hostile.slug}`,
      async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: Article };
        await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, content: HOSTILE_HTML } } });
      },
    );
    await page.goto(`${reader()}/`);
    await interactive(page);
    // To the article inside the app, which reads it from the API and sanitizes it in the browser.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/article/${hostile.slug}`);
    const content = page.locator('.article-html', { hasText: 'Fientlig text' });
    await content.waitFor();
    const inBrowser = await content.evaluate((element) => element.innerHTML);
    // Content's HTML as the browser reads it, to compare like with like (<br /> is <br> in the DOM).
    const savedByContent = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').body.innerHTML, hostile.content);
    expect(inBrowser).toBe(savedByContent);

    const unsafe = await content.evaluate((element, sandbox) => {
      const found: string[] = [];
      const all = Array.from(element.querySelectorAll('*'));
      for (const node of all) {
        if (!/^(p|a|img|iframe|div|table|tbody|tr|td|b|i|ul|li)$/i.test(node.tagName)) found.push(`element ${node.tagName}`);
        if (node.tagName === 'IFRAME' && node.getAttribute('sandbox') !== sandbox) found.push('iframe without our sandbox');
        for (const attribute of Array.from(node.attributes)) {
          if (/^on/i.test(attribute.name)) found.push(`${node.tagName} ${attribute.name}`);
          if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) found.push(`${node.tagName} ${attribute.name}=${attribute.value}`);
        }
        if (node.tagName === 'A' && node.getAttribute('rel') !== 'noopener noreferrer') found.push(`a rel=${node.getAttribute('rel')}`);
      }
      return found;
    }, EMBED_SANDBOX);
    expect(unsafe).toEqual([]);
    expect(await content.locator('p[style="text-align:center"]', { hasText: 'mitten' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { hostileRan?: number }).hostileRan ?? 0)).toBe(0);
    await page.context().close();
  });

  it('lets every public screen and an article with an embed and another site’s image work without a violation', async () => {
    const page = await newPage(browser);
    const violations = await watchPolicyViolations(page);
    for (const screen of PUBLIC_SCREENS) {
      await open(page, reader(), screen, 'sv');
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${reader()}/article/${embedded.slug}`);
    await page.getByRole('heading', { level: 1, name: EMBED_ARTICLE.title }).waitFor();
    await page.locator('iframe[title="Film om provtagning"]').waitFor({ state: 'attached' });
    await page.getByRole('img', { name: 'Provrör' }).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('lets the editor (TipTap), the image uploader’s preview and the avatar preview work without a violation', async () => {
    const page = await newPage(browser, 'en-US');
    const violations = await watchPolicyViolations(page);
    await logIn(page, writer(), product.admin);
    await page.goto(`${writer()}/admin`);
    await page.getByRole('link', { name: `Edit ${EMBED_ARTICLE.title}` }).waitFor();

    await page.goto(`${writer()}/admin/new`);
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await content.click();
    await page.keyboard.type('Skrivet under innehållspolicyn.');
    await page.getByText('Skrivet under innehållspolicyn.').nth(1).waitFor(); // the live preview
    await page.getByRole('button', { name: 'Insert image' }).first().click();
    const uploader = page.getByRole('dialog', { name: 'Upload Image' });
    await uploader.getByLabel('Choose an image').setInputFiles({ name: 'rör.png', mimeType: 'image/png', buffer: pngImage(48, 32, [200, 40, 40]) });
    const preview = uploader.getByRole('img', { name: 'Preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await eventually(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth), (width) => width === 48)).toBe(48);
    await uploader.getByRole('textbox', { name: 'Alternative text (in Swedish)' }).fill('Provrör');
    await uploader.getByRole('button', { name: 'Insert Image' }).click();
    await uploader.waitFor({ state: 'detached' });
    await content.locator('img[src^="/uploads/"]').waitFor();

    await page.goto(`${writer()}/admin/edit/${embedded.slug}`);
    await page.getByLabel('Title', { exact: true }).waitFor();
    await page.locator('iframe[src="https://www.youtube.com/embed/provtagning"]').first().waitFor({ state: 'attached' });

    // The owner changes the picture on their own profile page.
    await page.goto(`${writer()}/profile/admin`);
    // A server-rendered page: its buttons work once the app has taken it over.
    await interactive(page);
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const avatar = page.getByRole('dialog', { name: 'Change profile picture' });
    await avatar.getByLabel('Choose an image').setInputFiles({ name: 'jag.png', mimeType: 'image/png', buffer: pngImage(64, 64, [20, 120, 200]) });
    const avatarPreview = avatar.getByRole('img', { name: 'Preview of the new profile picture' });
    await avatarPreview.waitFor();
    expect(await avatarPreview.getAttribute('src')).toMatch(/^(data|blob):/);
    expect(await eventually(() => avatarPreview.evaluate((image) => (image as HTMLImageElement).naturalWidth), (width) => width > 0)).toBeGreaterThan(0);

    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('prints an article without the navbar, with its address under the title, whole table rows and link targets', async () => {
    const page = await newPage(browser);
    await page.goto(`${reader()}/article/${embedded.slug}`);
    await page.getByRole('heading', { level: 1, name: EMBED_ARTICLE.title }).waitFor();
    await interactive(page);
    const navbar = page.getByRole('navigation', { name: 'Huvudmeny' });
    // The address is the browser's own origin: the server renders none, and the article fills it in
    // when it hydrates. React hydrates the page's content (inside the layout's Suspense boundary)
    // in a later, low-priority pass than the app root, which marks the page interactive.
    const address = page.getByText(`${reader()}/article/${embedded.slug}`, { exact: true });
    await address.waitFor({ state: 'attached' });
    expect(await navbar.isVisible()).toBe(true);
    expect(await address.isVisible()).toBe(false);

    await page.emulateMedia({ media: 'print' });
    expect(await navbar.isVisible()).toBe(false);
    expect(await address.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Brödsmulor' }).isVisible()).toBe(false);
    expect(await page.locator('#comments').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Referenser' }).isVisible()).toBe(true);
    const table = page.locator('table.reference-ranges');
    expect(await table.locator('thead').evaluate((head) => getComputedStyle(head).display)).toBe('table-header-group');
    expect(await table.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).breakInside)).toBe('avoid');
    expect(await page.locator('.article-references').evaluate((list) => getComputedStyle(list).listStyleType)).toBe('decimal');
    const link = page.getByRole('link', { name: 'anvisningen' });
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('" (https://example.org/provtagning)"');

    await page.emulateMedia({ media: 'screen' });
    expect(await navbar.isVisible()).toBe(true);
    expect(await address.isVisible()).toBe(false);
    await page.context().close();
  });
});
