import type { BrowserContext, Locator, Page } from 'playwright-core';
import { pngImage } from '@labmedicin/platform/testing';
import { newContext } from './support/browser';
import { useProduct } from './support/profiles';
import { horizontalOverflow, interactive, logIn, mainSearchBox, SEEDED } from './support/screens';

const PHONE = { width: 375, height: 800 };

/** The table's box shows every column, or, scrolling sideways, says so under it. */
async function expectAllColumnsOrCue(table: Locator, cue: string) {
  const box = table.locator('xpath=..');
  const hidden = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
  if (hidden > 1) expect(await table.locator('xpath=../../following-sibling::p[1]').innerText({ timeout: 5000 })).toBe(cue);
}

/**
 * The screens with wide tables on a phone (375 px): the page itself never scrolls sideways; a
 * table either fits (the public reference ranges stack their cells) or scrolls in its own box and
 * says so; the home search's placeholder is read whole; the navbar keeps one height whoever is
 * signed in.
 */
describe('screens on a phone (375 px) in Chromium', () => {
  const { product, browser } = useProduct();

  describe.each([
    ['sv', 'sv-SE', 'Scrolla i sidled för att se alla kolumner'],
    ['en', 'en-US', 'Scroll sideways to see every column'],
  ] as const)('in %s', (_language, locale, cue) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, { locale, viewport: PHONE, reducedMotion: 'reduce' });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('the home search shows its whole placeholder', async () => {
      await page.goto(`${product.baseUrl}/`);
      const box = mainSearchBox(page);
      await box.waitFor();
      const { text, width } = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input, '::placeholder');
        const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        return { text: input.placeholder, width: canvas.measureText(input.placeholder).width - room };
      });
      expect(text.length).toBeGreaterThan(0);
      expect({ text, overflow: Math.max(0, Math.ceil(width)) }).toEqual({ text, overflow: 0 });
      expect(await horizontalOverflow(page)).toBe(0);
    });

    it('the article’s reference ranges stack their cells, each with its column’s name', async () => {
      await page.goto(`${product.baseUrl}/article/${SEEDED.article}`);
      const table = page.locator('table.reference-ranges');
      await table.waitFor();
      await interactive(page);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await table.evaluate((element) => element.scrollWidth - (element.parentElement as HTMLElement).clientWidth)).toBeLessThanOrEqual(0);
      const firstCells = table.locator('tbody tr').first().locator('td');
      const labels = await firstCells.evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      // The column names are the Swedish article's own, in either interface.
      expect(labels.slice(0, 2)).toEqual(['"Parameter"', '"Intervall"']);
    });

    it('the article list is no wider than the screen, its category strip scrolling in its own row, with and without JavaScript', async () => {
      await page.goto(`${product.baseUrl}/articles`);
      await interactive(page);
      const strip = page.getByRole('navigation', { name: locale === 'sv-SE' ? 'Filtrera efter kategori' : 'Filter by category' }).getByRole('list');
      await strip.getByRole('listitem').nth(3).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);

      const withoutScript = await newContext(browser, { javaScriptEnabled: false, locale, viewport: PHONE });
      try {
        const bare = await withoutScript.newPage();
        await bare.goto(`${product.baseUrl}/articles`);
        await bare.getByRole('navigation', { name: locale === 'sv-SE' ? 'Filtrera efter kategori' : 'Filter by category' }).getByRole('listitem').nth(3).waitFor();
        expect(await horizontalOverflow(bare)).toBe(0);
      } finally {
        await withoutScript.close();
      }
    });

    describe('signed in as the admin', () => {
      beforeAll(async () => {
        await logIn(page, product.baseUrl, product.admin);
      });

      it('the dashboard', async () => {
        await page.goto(`${product.baseUrl}/admin`);
        const table = page.locator('table').first();
        await table.locator('tbody tr').first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAllColumnsOrCue(table, cue);
      });

      it('the users table', async () => {
        await page.goto(`${product.baseUrl}/admin/users`);
        const table = page.locator('table').first();
        await table.locator('tbody tr').first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAllColumnsOrCue(table, cue);
      });

      it('the editor with reference-range rows, and its revision dialog', async () => {
        await page.goto(`${product.baseUrl}/admin/edit/${SEEDED.article}`);
        // Each reference-range row stacks its fields: every field shown lies within the screen.
        const row = page.locator('fieldset .reference-range-row').first();
        await row.locator('input').first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        const rightEdges = await row
          .locator('input, select')
          .evaluateAll((fields) => fields.filter((field) => (field as HTMLElement).offsetParent !== null).map((field) => field.getBoundingClientRect().right));
        expect(rightEdges.length).toBeGreaterThan(3);
        expect(Math.max(...rightEdges)).toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: locale === 'sv-SE' ? 'Versionshistorik' : 'Version History' }).click();
        const dialog = page.getByRole('dialog');
        const table = dialog.locator('table');
        await table.locator('tbody tr').first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAllColumnsOrCue(table, cue);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      });

      it('the compare page', async () => {
        await page.goto(`${product.baseUrl}/admin/articles/${SEEDED.article}/compare?v1=1&v2=1`);
        const table = page.locator('table').first();
        await table.locator('tbody tr').first().waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAllColumnsOrCue(table, cue);
      });
    });
  });
  it('keeps the header one height signed out, with initials and with a picture; the caret stays beside the name', async () => {
    const context = await newContext(browser, { locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      const header = page.getByRole('navigation', { name: 'Main navigation' });
      const heightOf = async () => {
        await page.goto(`${product.baseUrl}/about`);
        await interactive(page);
        return (await header.boundingBox())?.height;
      };
      const signedOut = await heightOf();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await logIn(page, product.baseUrl, product.admin);
      const withInitials = await heightOf();
      const toggle = page.locator('#user-menu');
      await toggle.waitFor();
      const brand = await page.getByRole('link', { name: 'Labmedicin' }).first().boundingBox();
      expect((await toggle.boundingBox())?.height).toBeLessThanOrEqual(brand?.height ?? 0);
      const upload = await page.context().request.post(`${product.baseUrl}/api/users/avatar`, {
        multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64, [20, 120, 200]) } },
      });
      expect(upload.status()).toBe(201);
      const withPicture = await heightOf();
      await page.locator('#user-menu img').waitFor();
      expect((await toggle.boundingBox())?.height).toBeLessThanOrEqual(brand?.height ?? 0);
      expect({ withInitials, withPicture }).toEqual({ withInitials: signedOut, withPicture: signedOut });
    } finally {
      await context.close();
    }
  });
});
