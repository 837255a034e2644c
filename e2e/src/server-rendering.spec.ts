import type { Page } from 'playwright-core';
import { isBlockedWorkerWarning, newContext, newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive, logIn, SEEDED } from './support/screens';

/**
 * Public pages come rendered from the server and the SPA takes them over in place: the article
 * hydrates without an error, a mismatch or a second read of the article, then behaves as the SPA
 * always did (language switch, links); without JavaScript the article is still there to read.
 * Run on the embedded profile and, where `npm test` brought up the engines, on the production
 * profile with two replicas of every service: there the browser with JavaScript uses one gateway
 * and the one without the other.
 */
describeOnProfiles('server-rendered pages in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  const scriptedUrl = () => product.baseUrls[0];
  const scriptlessUrl = () => product.baseUrls[product.baseUrls.length - 1];

  describe('with JavaScript', () => {
    let page: Page;
    const problems: string[] = [];
    const articleReads: string[] = [];

    beforeAll(async () => {
      page = await newPage(browser, 'sv-SE');
      page.on('console', (message) => {
        if (isBlockedWorkerWarning(message)) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/articles/${SEEDED.article}`) articleReads.push(request.url());
      });
      // Records whether React threw away what the server rendered (a failed hydration renders anew).
      await page.addInitScript(() => {
        const replaced: string[] = [];
        (window as unknown as { replacedByClient: string[] }).replacedByClient = replaced;
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            for (const node of Array.from(mutation.removedNodes)) {
              if (node instanceof HTMLElement && (node.matches('h1, article, nav') || node.querySelector('h1, article, nav'))) replaced.push(node.outerHTML.slice(0, 80));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${scriptedUrl()}/article/${SEEDED.article}`);
      // Hydrated: the comments, which only the browser loads, have come.
      await page.getByRole('heading', { name: /^Kommentarer/ }).waitFor();
    });

    it('hydrates the article the server rendered, with no error, warning or second read of it', async () => {
      await expect(page.getByRole('heading', { level: 1, name: SEEDED.articleTitle }).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => (window as unknown as { replacedByClient: string[] }).replacedByClient)).resolves.toEqual([]);
      expect(problems).toEqual([]);
      expect(articleReads).toEqual([]);
      await expect(page.title()).resolves.toBe(`${SEEDED.articleTitle} – Labmedicin`);
    });

    it('switches the language in place, and the server renders the next page in it', async () => {
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Reference ranges' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      // The choice is in the cookie: the server's next answer is English, whatever the browser's language.
      const answer = await page.request.get(`${scriptedUrl()}/about`);
      await expect(answer.text()).resolves.toMatch(/<html lang="en">[\s\S]*<h1[^>]*>About Labmedicin<\/h1>/);
      expect(problems).toEqual([]);
    });

    it('follows links inside the SPA, without loading a new page', async () => {
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
      await page.waitForURL(/\/tag\//);
      await page.locator('article').first().waitFor();
      await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
      await page.getByRole('link', { name: 'About', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'About Labmedicin' }).waitFor();
      await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
      expect(problems).toEqual([]);
    });
  });

  it("a signed-in reader's first click on the user menu opens it, however slowly the menu's code arrives", async () => {
    // The menu is a chunk of its own. Hydrated before it came, the menu would stay server HTML
    // without handlers, and the click would be lost. (newPage blocks the offline worker, which would
    // fetch the chunk itself, past page.route.)
    const page = await newPage(browser, 'sv-SE');
    // The menu's code is held from the moment the page asks for it until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const menuAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/user-menu-[^/]*\.js$/i, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await logIn(page, scriptedUrl(), product.admin);
    await page.goto(`${scriptedUrl()}/articles`);
    await menuAsked;
    // The page does not say it is interactive while the menu's code is still on its way.
    expect(await page.locator('html[data-interactive="true"]').count()).toBe(0);
    release();
    await interactive(page);
    await page.getByRole('button', { name: 'admin' }).click();
    await page.getByRole('link', { name: 'Administration' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('hydrates an article before its sanitizer has come, the text the server rendered kept in place', async () => {
    // The sanitizer is a chunk of its own: the server's article HTML is sanitized already. A reader who
    // picked their language has it applied once more right after hydrating, which must leave the
    // parts still waiting for the sanitizer as the server rendered them.
    const page = await newPage(browser, 'sv-SE');
    await page.context().addCookies([{ name: 'labmedicin.language', value: 'sv', url: scriptedUrl() }]);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (isBlockedWorkerWarning(message)) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const sanitizerAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/sanitize-html-[^/]*\.js$/i, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    // The article's HTML, less what the calculators render into their places once they come alive.
    const articleHtml = () =>
      page.locator('.article-html').evaluateAll((elements) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.calculator-live').forEach((live) => live.replaceChildren());
          return copy.innerHTML;
        }),
      );
    await page.goto(`${scriptedUrl()}/article/${SEEDED.article}`);
    await interactive(page);
    await sanitizerAsked;
    const serverHtml = await articleHtml();
    expect(serverHtml.length).toBeGreaterThan(0);
    expect(serverHtml.every((html) => html.length > 0)).toBe(true);
    // The rest of the page is live meanwhile: the comments, which only the browser loads, come.
    await page.getByRole('heading', { name: /^Kommentarer/ }).waitFor();

    // React has hydrated the article's HTML once it holds the elements as its own (a fiber on each).
    const hydrated = () =>
      Array.from(document.querySelectorAll('.article-html')).every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    expect(await page.evaluate(hydrated)).toBe(false);
    release();
    await page.waitForFunction(hydrated);
    expect(await articleHtml()).toEqual(serverHtml);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  describe('without JavaScript', () => {
    let page: Page;

    beforeAll(async () => {
      const context = await newContext(browser, { locale: 'en-US', javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
    });

    afterAll(() => page?.context().close());

    it('shows the whole article: title, reference ranges and references, in the browser language\'s interface', async () => {
      const answer = await page.goto(`${scriptlessUrl()}/article/${SEEDED.article}`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(SEEDED.articleTitle);
      // The article is Swedish, and so are its own headings; the page around it is English.
      const ranges = page.getByRole('region', { name: 'Referensintervall i tabell' });
      await expect(ranges.getByRole('row').count()).resolves.toBeGreaterThan(1);
      const references = page.getByRole('region', { name: 'Referenser' });
      await expect(references.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    });

    it('answers a missing article with the 404 page', async () => {
      const answer = await page.goto(`${scriptlessUrl()}/article/finns-inte-alls`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 - Article Not Found');
    });
  });
});
