import { LANGUAGE_CHOICE } from '@labmedicin/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext } from './support/browser';
import { useProduct } from './support/profiles';
import { interactive, mainSearchBox, SEEDED } from './support/screens';

const LANGUAGE_COOKIE = LANGUAGE_CHOICE.cookie;

/**
 * A public page works before its JavaScript has run, or without it: its search forms and its
 * language switch are real forms the server answers; once the app has taken the page over, it
 * does the same in place. A page not found hydrates from what the server rendered, as a found one
 * does: no request, no spinner.
 */
describe('public pages before and without their JavaScript, in Chromium', () => {
  const { product, browser } = useProduct();

  const cookieOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

  describe('without JavaScript', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, { javaScriptEnabled: false, locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('searches from the home page: the query reaches the results page', async () => {
      await page.goto(`${product.baseUrl}/`);
      await mainSearchBox(page, 'Sök artiklar').fill('kreatinin');
      await mainSearchBox(page, 'Sök artiklar').press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Sökresultat för ”kreatinin”' }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=kreatinin');
      expect(await page.locator('article').getByRole('link', { name: SEEDED.articleTitle }).count()).toBe(1);
    });

    it('searches again from the results page’s own form', async () => {
      await mainSearchBox(page, 'Sök artiklar').fill('hemoglobin');
      await page.getByRole('main').getByRole('button', { name: 'Sök', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Sökresultat för ”hemoglobin”' }).waitFor();
      expect(new URL(page.url()).search).toBe('?q=hemoglobin');
    });

    it('switches the language: the cookie is set and the same page comes back in English, then in Swedish', async () => {
      await page.goto(`${product.baseUrl}/search?q=kreatinin`);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Search results for "kreatinin"' }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=kreatinin');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await cookieOf(context)).toBe('en');
      expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: 'Svenska' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sökresultat för ”kreatinin”' }).waitFor();
      expect(await cookieOf(context)).toBe('sv');
    });

    it('switches the language on an article to its translation, and back to the original', async () => {
      await page.goto(`${product.baseUrl}/article/${SEEDED.article}`);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Creatinine (P-Creatinine)' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/article/creatinine-p-creatinine');
      expect(await cookieOf(context)).toBe('en');
      await page.getByRole('button', { name: 'Svenska' }).click();
      await page.getByRole('heading', { level: 1, name: SEEDED.articleTitle }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/article/${SEEDED.article}`);
      expect(await cookieOf(context)).toBe('sv');
    });
  });

  describe.each([
    ['sv-SE', { articles: 'Artiklar', otherLanguage: 'English', otherHeading: 'Articles', needsScript: 'Den här sidan kräver JavaScript' }],
    ['en-US', { articles: 'Articles', otherLanguage: 'Svenska', otherHeading: 'Artiklar', needsScript: 'This page needs JavaScript' }],
  ] as const)('without JavaScript on a phone (375 px), in %s', (locale, text) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, { javaScriptEnabled: false, locale, viewport: { width: 375, height: 800 } });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('shows the menu’s links and the language switch, which work, in place of the menu button that needs a script', async () => {
      await page.goto(`${product.baseUrl}/about`);
      const menu = page.getByRole('navigation', { name: locale === 'sv-SE' ? 'Huvudmeny' : 'Main navigation' });
      await menu.waitFor();
      expect(await menu.getByRole('button', { name: locale === 'sv-SE' ? 'Visa eller dölj menyn' : 'Toggle navigation' }).isVisible()).toBe(false);
      const link = menu.getByRole('link', { name: text.articles, exact: true });
      expect(await link.isVisible()).toBe(true);
      await link.click();
      await page.getByRole('heading', { level: 1, name: text.articles }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/articles');

      const other = menu.getByRole('button', { name: text.otherLanguage });
      expect(await other.isVisible()).toBe(true);
      await other.click();
      await page.getByRole('heading', { level: 1, name: text.otherHeading }).waitFor();
      // Back to this suite's language for the next test.
      await context.clearCookies();
    });

    it.each(['/login', '/saved'])('%s says that it needs JavaScript and leads home', async (path) => {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: text.needsScript }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: text.needsScript }).isVisible()).toBe(true);
      await page.getByRole('link', { name: locale === 'sv-SE' ? 'Till startsidan' : 'Go to the home page' }).click();
      await mainSearchBox(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  describe('an article without JavaScript, in Swedish', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, { javaScriptEnabled: false, locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('hides the units switch, the result check and the comments, which the browser reads, and says what needs JavaScript', async () => {
      await page.goto(`${product.baseUrl}/article/${SEEDED.article}`);
      await page.getByRole('heading', { level: 1, name: SEEDED.articleTitle }).waitFor();
      await page.getByText('Att visa tabellen i konventionella enheter kräver JavaScript.').waitFor();
      await page.getByText('Att kontrollera ett provsvar mot tabellen kräver JavaScript.').waitFor();
      // The table itself is there.
      expect(await page.getByRole('group', { name: 'Referensintervall' }).getByRole('table').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Konventionella enheter' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Kontrollera ett provsvar' }).isVisible()).toBe(false);
      expect(await page.getByText('Laddar kommentarer...').isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Kommentarer' }).isVisible()).toBe(false);
    });
  });

  describe('with JavaScript, once the app has taken the page over', () => {
    let context: BrowserContext;
    let page: Page;
    let documents: string[];

    beforeEach(async () => {
      context = await newContext(browser, { locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      documents = [];
      // A form the app did not take over loads a new document.
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
      });
    });
    afterEach(() => context?.close());

    it('shows an article’s units switch, result check and comments, and no line about JavaScript', async () => {
      await page.goto(`${product.baseUrl}/article/${SEEDED.article}`);
      await interactive(page);
      await page.getByRole('button', { name: 'Konventionella enheter' }).waitFor();
      await page.getByRole('heading', { name: 'Kontrollera ett provsvar' }).waitFor();
      await page.getByText(/^Inga kommentarer ännu$|^Kommentarer \(\d+\)$/).first().waitFor();
      expect(await page.getByText(/kräver JavaScript/).count()).toBe(2);
      expect(await page.getByText(/kräver JavaScript/).evaluateAll((lines) => lines.filter((line) => (line as HTMLElement).offsetParent !== null).length)).toBe(0);
    });

    it('on a phone, opens and closes the menu with its button', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${product.baseUrl}/about`);
      await interactive(page);
      const toggle = page.getByRole('button', { name: 'Visa eller dölj menyn' });
      const link = page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Artiklar', exact: true });
      expect(await link.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await link.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Artiklar' }).waitFor();
      await link.waitFor({ state: 'hidden' });
    });

    it('searches in place, without loading a page', async () => {
      await page.goto(`${product.baseUrl}/`);
      await interactive(page);
      await mainSearchBox(page, 'Sök artiklar').fill('kreatinin');
      await mainSearchBox(page, 'Sök artiklar').press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Sökresultat för ”kreatinin”' }).waitFor();
      await page.locator('article').first().waitFor();
      expect(new URL(page.url()).search).toBe('?q=kreatinin');
      expect(documents).toEqual(['/']);
    });

    it('switches the language in place, keeping it in the cookie, to the article\'s English version', async () => {
      await page.goto(`${product.baseUrl}/article/${SEEDED.article}`);
      await interactive(page);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Creatinine (P-Creatinine)' }).waitFor();
      await page.getByRole('link', { name: 'Articles', exact: true }).first().waitFor();
      expect(await cookieOf(context)).toBe('en');
      expect(new URL(page.url()).pathname).toBe('/article/creatinine-p-creatinine');
      expect(documents).toEqual([`/article/${SEEDED.article}`]);
    });

    it.each([
      ['a missing article', '/article/finns-inte-alls', '404 - Artikeln hittades inte'],
      ['a missing tag', '/tag/finns-inte-alls', 'Artiklar med taggen ”finns-inte-alls”'],
      ['a missing profile', '/profile/finns-inte-alls', null],
      ['an unknown page', '/finns-inte-alls', null],
    ])('%s hydrates from what the server rendered: no request, no spinner', async (_name, path, heading) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
      });
      // Records whether a loading spinner ever shows.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { spinners: string[] }).spinners = seen;
        new MutationObserver(() => {
          if (document.querySelector('.spinner-border')) seen.push(location.pathname);
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(`${product.baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await interactive(page);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const shown = await page.locator('main').innerText();
      // The app has hydrated and everything it started has settled.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').innerText()).toBe(shown);
      expect(requests).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { spinners: string[] }).spinners)).toEqual([]);
    });
  });
});
