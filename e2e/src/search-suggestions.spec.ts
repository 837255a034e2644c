import type { Locator, Page } from 'playwright-core';
import { newContext, newPage } from './support/browser';
import { eventually } from './support/eventually';
import { useProduct } from './support/profiles';
import { interactive, mainSearchBox } from './support/screens';

/**
 * The search boxes suggest articles while the reader types: an ARIA 1.2 combobox whose list box
 * holds the seeded articles whose names begin with what was typed, the reader's language first and
 * the other language's marked as such; arrow keys move through them, Enter opens one, Escape
 * closes the list and then clears the box. Without JavaScript the box is the plain search form. A
 * search that finds nothing offers the spelling the index knows and the most read articles.
 */
describe('suggestions while typing, and searches that find nothing, in Chromium', () => {
  const { product, browser } = useProduct();

  const TEXTS = {
    sv: { locale: 'sv-SE', box: 'Sök artiklar', list: 'Föreslagna artiklar', other: 'på engelska', otherLanguage: 'en', navigation: 'Huvudmeny', ferritin: /\/article\/ferritin-p-ferritin$/ },
    // The English version's slug is the Swedish one's with a suffix (slugs are one namespace).
    en: { locale: 'en-US', box: 'Search articles', list: 'Suggested articles', other: 'in Swedish', otherLanguage: 'sv', navigation: 'Main navigation', ferritin: /\/article\/ferritin-p-ferritin-[^/]+$/ },
  } as const;

  const optionsOf = (page: Page, list: string) => page.getByRole('listbox', { name: list }).getByRole('option');

  /**
   * Types into the box a key at a time, as a reader does, and waits for the list to show at least
   * `count` options, all for the whole text (a pause while typing shows those of its beginning first).
   * Each option is judged by the name it suggests, its first text: the title beside another name can
   * hold the text too ("Fe – Iron, transferrin…" for "ferr"), so the whole option's text would take
   * the list of a pause at "fe" for that of "ferr".
   */
  async function typeAndWait(page: Page, box: Locator, text: string, list: string, count: number): Promise<Locator> {
    await box.pressSequentially(text);
    const options = optionsOf(page, list);
    const shown = await eventually(
      () => options.evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? '')),
      (names) => names.length >= count && names.every((name) => name.toLowerCase().includes(text)),
      10_000,
    );
    expect(shown.length).toBeGreaterThanOrEqual(count);
    expect(shown.filter((option) => !option.toLowerCase().includes(text))).toEqual([]);
    return options;
  }

  describe.each(['sv', 'en'] as const)('a reader of the %s interface', (language) => {
    const text = TEXTS[language];
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser, text.locale);
    });
    afterAll(() => page.context().close());

    it('sees Ferritin in the own language first, then in the other language marked with it, named in the reader’s language', async () => {
      await page.goto(`${product.baseUrl}/`);
      await interactive(page);
      // The server's plain search box becomes the combobox once the app runs.
      const box = page.getByRole('main').getByRole('combobox', { name: text.box });
      await box.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      const options = await typeAndWait(page, box, 'ferr', text.list, 2);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await page.getByRole('listbox', { name: text.list }).getAttribute('id'));
      const first = options.nth(0);
      expect([await first.textContent(), await first.getAttribute('lang')]).toEqual(['Ferritin (P-Ferritin)', language]);
      const other = options.filter({ hasText: text.other });
      expect(await other.count()).toBe(1);
      expect(await other.getAttribute('lang')).toBe(text.otherLanguage);
      expect(await other.textContent()).toBe(`Ferritin (P-Ferritin)${text.other}`);
      // The marker is in the reader's language, inside an option in the other one.
      expect(await other.getByText(text.other).getAttribute('lang')).toBe(language);
    });

    it('moves through the options with the arrow keys, closes with Escape and then clears', async () => {
      const box = mainSearchBox(page, text.box);
      const options = optionsOf(page, text.list);
      await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
      expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
      await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
      expect(await options.nth(0).getAttribute('aria-selected')).toBe('false');
      await box.press('ArrowUp');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));

      await box.press('Escape');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.getAttribute('aria-activedescendant')).toBeNull();
      expect(await box.inputValue()).toBe('ferr');
      await box.press('Escape');
      expect(await box.inputValue()).toBe('');
    });

    it('opens the chosen article with Enter', async () => {
      const box = mainSearchBox(page, text.box);
      await typeAndWait(page, box, 'ferr', text.list, 2);
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(text.ferritin);
      await page.getByRole('heading', { level: 1, name: 'Ferritin (P-Ferritin)' }).waitFor();
    });

    it('suggests from the navbar’s box on any page, and Enter without a chosen option searches', async () => {
      // The navbar has room for its box from 1400 px (below 992 px it is in the collapsed menu).
      await page.setViewportSize({ width: 1440, height: 900 });
      const box = page.getByRole('navigation', { name: text.navigation }).getByRole('combobox', { name: text.box });
      await typeAndWait(page, box, 'kreat', text.list, 1);
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=kreat$/);
    });
  });

  it('without JavaScript the box is the plain search form', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto(`${product.baseUrl}/`);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Sök artiklar' });
    expect(await box.getAttribute('role')).toBeNull();
    expect(await page.getByRole('combobox').count()).toBe(0);
    await box.fill('ferr');
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Sökresultat för ”ferr”' }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=ferr');
    await context.close();
  });

  it('offers the spelling the index knows and the most read articles when nothing is found, in both languages', async () => {
    for (const [locale, didYouMean, mostRead] of [
      ['sv-SE', 'Menade du', 'Mest lästa artiklar'],
      ['en-US', 'Did you mean', 'Most read articles'],
    ] as const) {
      const page = await newPage(browser, locale);
      // Two letters from Kalium: one edit more than a search forgives in a word of six.
      await page.goto(`${product.baseUrl}/search?q=kalxxm`);
      const suggestion = page.getByText(didYouMean).getByRole('link', { name: 'kalium' });
      await suggestion.waitFor();
      const section = page.getByRole('region', { name: mostRead });
      const cards = section.getByRole('article');
      await eventually(() => cards.count(), (count) => count > 0 && count <= 5);
      await suggestion.click();
      await page.waitForURL(/\/search\?q=kalium$/);
      await page.getByRole('heading', { level: 2, name: locale === 'sv-SE' ? 'Kalium (P-Kalium)' : 'Potassium (P-Potassium)' }).first().waitFor();
      await page.context().close();
    }
  });
});
