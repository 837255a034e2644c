import type { Page } from 'playwright-core';
import { pngImage } from '@labmedicin/platform/testing';
import { englishNames, seriousViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { expectLoadedUpload, interactive, logIn } from './support/screens';

// What this suite creates carries a name of its own run, told apart from what any other run left
// on the same engines.
const RUN = Date.now().toString(36);
const TITLE = `Ferritin arbetsbank ${RUN}`;
const SLUG = `ferritin-arbetsbank-${RUN}`;
const TAG = { alfa: `e2e${RUN}-alfa`, beta: `e2e${RUN}-beta`, gamma: `e2e${RUN}-gamma`, merged: `e2e${RUN}-samlad` };
const SEARCHED = `zymoskop${RUN}`;
const DRAFT = `Transferrin bidrag ${RUN}`;
const DRAFT_SLUG = `transferrin-bidrag-${RUN}`;
const CONTRIBUTOR = { username: `skribent${RUN}`, email: `skribent${RUN}@e2e.labmedicin.test`, password: 'skribent-secret' };

async function login(page: Page, baseUrl: string, email: string, password: string, then = '/admin'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl}${then}`);
}

/** The article as the API gives it to an anonymous reader; null when it is not public. */
async function publicArticle(baseUrl: string, slug: string): Promise<{ title: string; summary: string; tags: string[]; status: string } | null> {
  const response = await fetch(`${baseUrl}/api/articles/${slug}`);
  return response.ok ? ((await response.json()) as { data: { title: string; summary: string; tags: string[]; status: string } }).data : null;
}

/** Types into a TipTap editor, found by its label. */
async function typeRichText(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

async function saveAndReturn(page: Page, button: 'Save as Draft' | 'Publish', notice: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(notice).waitFor();
  await page.waitForURL(/\/admin$/);
}

/**
 * The editor's workbench in Chromium against the real product: an admin writes, publishes, edits,
 * compares and restores an article, survives a stale save, renames and merges its tags; a
 * contributor sends a draft for review that an admin sends back and then publishes. Run on the
 * embedded profile and, where `npm test` brought up the engines, on the production profile with
 * two replicas of every service: there the admin works on one gateway while readers, the
 * contributor and the API checks use the other, so every change must show through both.
 */
describeOnProfiles('the editor’s workbench in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let page: Page;
  /** Where the admin works, and where readers and the contributor go: the last and the first gateway. */
  const adminUrl = () => product.baseUrls[product.baseUrls.length - 1];
  const readerUrl = () => product.baseUrls[0];

  beforeAll(async () => {
    page = await newPage(browser, 'en-US');
    await login(page, adminUrl(), product.admin.email, product.admin.password);
  });

  it('refuses an empty article with the validation messages', async () => {
    await page.goto(`${adminUrl()}/admin/new`);
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Please fix the validation errors before submitting.').waitFor();
    for (const message of ['Title is required', 'Category is required', 'Summary is required', 'Content is required']) {
      await page.getByText(message).waitFor();
    }
  });

  it('creates a draft with tags, reference ranges and an image uploaded through the editor', async () => {
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Haematology' });
    await page.getByLabel('Summary', { exact: true }).fill('Ferritin speglar kroppens järndepåer.');
    await typeRichText(page, 'Content', `Ferritin mäts i plasma med ${SEARCHED}metod.`);
    await page.getByText(`Ferritin mäts i plasma med ${SEARCHED}metod.`).nth(1).waitFor(); // the live preview

    await page.getByRole('button', { name: 'Insert image' }).click();
    const uploader = page.getByRole('dialog', { name: 'Upload Image' });
    await uploader.getByText('Drag & drop an image here, or click to select').waitFor();
    await uploader.getByText('Supported: JPG, PNG, GIF, WEBP (max 5MB)').waitFor();
    const png = pngImage(48, 32, [180, 40, 40]);
    // The name says GIF; the server decides from the bytes, which are a PNG.
    await uploader.getByLabel('Choose an image').setInputFiles({ name: 'ferritinkurva.gif', mimeType: 'image/gif', buffer: png });
    await uploader.getByRole('img', { name: 'Preview' }).waitFor();
    await uploader.getByText('ferritinkurva.gif').waitFor();
    await uploader.getByText(`${(png.length / 1024).toFixed(2)} KB`).waitFor();
    // The new article is Swedish: its image is described in Swedish.
    await uploader.getByRole('textbox', { name: 'Alternative text (in Swedish)' }).fill('Ferritinkurva');
    await uploader.getByRole('button', { name: 'Insert Image' }).click();
    await page.getByText(/^Image uploaded successfully: [0-9a-f]{32}\.png$/).waitFor();
    await uploader.waitFor({ state: 'hidden' });
    const inEditor = page.getByRole('textbox', { name: 'Content', exact: true }).getByRole('img', { name: 'Ferritinkurva' });
    await expectLoadedUpload(inEditor);
    const tags = page.getByRole('textbox', { name: /^Tags/ });
    await tags.fill(`E2E${RUN.toUpperCase()}-Alfa`);
    await tags.press('Enter');
    await tags.fill(TAG.beta);
    await tags.press('Enter');
    await page.getByText('(2/10)').waitFor();
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Parameter, row 1').fill('P-Ferritin, kvinnor');
    await page.getByLabel('Range, row 1').fill('10–150');
    await page.getByLabel('Unit, row 1').fill('µg/L');
    await saveAndReturn(page, 'Save as Draft', 'Article created successfully');

    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('Draft').waitFor();
    expect(await publicArticle(readerUrl(), SLUG)).toBeNull();
  });

  it('publishes it; readers find it on the public site, in search and on its author’s profile', async () => {
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await page.getByLabel('Title', { exact: true }).waitFor();
    await saveAndReturn(page, 'Publish', 'Article updated successfully');

    const reader = await newPage(browser, 'en-US');
    await reader.goto(`${readerUrl()}/article/${SLUG}`);
    await reader.getByRole('heading', { name: TITLE }).waitFor();
    await reader.getByRole('cell', { name: 'P-Ferritin, kvinnor' }).waitFor();
    await reader.getByRole('link', { name: TAG.alfa }).first().waitFor();
    await expectLoadedUpload(reader.getByRole('img', { name: 'Ferritinkurva' }));
    await reader.goto(`${readerUrl()}/search?q=${SEARCHED}metod`);
    await reader.getByText(TITLE).first().waitFor();
    // Its author's profile lists it on the Articles tab.
    await reader.goto(`${readerUrl()}/profile/admin`);
    await interactive(reader);
    await reader.getByRole('tab', { name: 'Articles' }).click();
    await reader.getByRole('tabpanel').getByRole('link', { name: TITLE }).waitFor();
    await reader.context().close();
  });

  it('edits it twice, each save a new version', async () => {
    for (const [summary, change] of [
      ['Ferritin speglar järndepåerna hos vuxna.', 'Tydligare sammanfattning'],
      ['Ferritin speglar järndepåerna hos vuxna och barn.', 'Barn tillagda'],
    ]) {
      await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
      await page.getByLabel('Summary', { exact: true }).fill(summary);
      await page.getByLabel('Change Description').fill(change);
      await saveAndReturn(page, 'Save as Draft', 'Article updated successfully');
    }
    expect(await publicArticle(readerUrl(), SLUG)).toMatchObject({ status: 'published', summary: 'Ferritin speglar järndepåerna hos vuxna och barn.' });
  });

  it('compares versions 1 and 3 from the history dialog, in a new tab, with the words that changed', async () => {
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await page.getByRole('button', { name: 'Version History' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('cell', { name: 'Barn tillagda' }).waitFor();
    await dialog.getByLabel('Compare mode').check();
    await dialog.getByLabel('Choose version 3').check();
    await dialog.getByLabel('Choose version 1').check();
    expect(await dialog.getByLabel('Choose version 2').isDisabled()).toBe(true);
    const [compare] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Compare Selected' }).click()]);
    await compare.waitForURL((url) => url.pathname === `/admin/articles/${SLUG}/compare` && url.search === '?v1=1&v2=3');
    await compare.getByRole('heading', { name: 'Comparing version 1 and version 3' }).waitFor();
    expect(await compare.locator('tr[data-field="summary"]').getAttribute('data-changed')).toBe('true');
    expect(await compare.locator('tr[data-field="status"]').getAttribute('data-changed')).toBe('true');
    expect(await compare.locator('tr[data-field="title"]').getAttribute('data-changed')).toBe('false');
    expect((await compare.locator('ins').allTextContents()).join(' ')).toContain('hos vuxna');
    expect((await compare.locator('del').allTextContents()).join(' ')).toContain('kroppens');
    await compare.close();
    await page.keyboard.press('Escape');
  });

  it('keeps the typed text when someone else saved meanwhile, shows their version, then saves over it', async () => {
    await page.goto(`${adminUrl()}/admin/edit/${SLUG}`);
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();

    const other = await page.context().newPage();
    await other.goto(`${adminUrl()}/admin/edit/${SLUG}`);
    await other.getByLabel('Summary', { exact: true }).fill('Någon annans sammanfattning.');
    await other.getByRole('button', { name: 'Save as Draft' }).click();
    await other.getByText('Article updated successfully').waitFor();
    await other.close();

    await title.fill(`${TITLE} i plasma`);
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Someone else saved this article').waitFor();
    expect(await title.inputValue()).toBe(`${TITLE} i plasma`);
    expect(await page.getByRole('link', { name: 'See their version' }).getAttribute('href')).toBe(`/admin/articles/${SLUG}/compare?v1=4&v2=5`);
    await page.getByRole('button', { name: 'Save mine over it' }).click();
    await page.getByText('Article updated successfully').waitFor();
    await page.waitForURL(/\/admin$/);
    expect(await publicArticle(readerUrl(), SLUG)).toMatchObject({ title: `${TITLE} i plasma`, summary: 'Ferritin speglar järndepåerna hos vuxna och barn.' });
  });

  it('renames and merges tags; the article follows', async () => {
    await page.goto(`${adminUrl()}/admin/tags`);
    await page.getByLabel('Search tags...').fill(`e2e${RUN}`);
    await page.getByRole('button', { name: `Rename ${TAG.alfa}` }).click();
    const rename = page.getByRole('dialog');
    expect(await rename.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await rename.getByLabel('Tag name').fill(TAG.beta.toUpperCase());
    await rename.getByText('A tag with this name already exists').waitFor();
    expect(await rename.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await rename.getByLabel('Tag name').fill(TAG.gamma);
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tag updated successfully').waitFor();
    expect((await publicArticle(readerUrl(), SLUG))?.tags.sort()).toEqual([TAG.beta, TAG.gamma]);

    await page.getByLabel(`Choose ${TAG.beta}`).check();
    await page.getByLabel(`Choose ${TAG.gamma}`).check();
    await page.getByRole('button', { name: 'Merge selected (2)' }).click();
    const merge = page.getByRole('dialog');
    await merge.getByLabel('Target tag').fill(TAG.merged);
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('Tags merged successfully').waitFor();
    await page.getByRole('link', { name: TAG.merged }).waitFor();
    expect((await publicArticle(readerUrl(), SLUG))?.tags).toEqual([TAG.merged]);

    const reader = await newPage(browser, 'en-US');
    await reader.goto(`${readerUrl()}/tag/${TAG.merged}`);
    await reader.getByText(`${TITLE} i plasma`).waitFor();
    await reader.context().close();
  });

  it('restores version 1 after confirmation; the editor shows it', async () => {
    await page.goto(`${adminUrl()}/admin/edit/${SLUG}`);
    await page.getByRole('button', { name: 'Version History' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'View version 1' }).click();
    await dialog.getByRole('heading', { name: 'Version 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await dialog.getByText('Restore version 1?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('Version 1 restored').waitFor();
    await page.waitForFunction((title) => (document.querySelector('#article-title') as HTMLInputElement | null)?.value === title, TITLE);
    expect(await page.getByLabel('Summary', { exact: true }).inputValue()).toBe('Ferritin speglar kroppens järndepåer.');
    // Version 1 was a draft: the restored article is no longer public.
    expect(await publicArticle(readerUrl(), SLUG)).toBeNull();
  });

  it('speaks Swedish on every workbench screen, with no serious accessibility violation', async () => {
    const swedish = await newPage(browser);
    await logIn(swedish, adminUrl(), product.admin);
    await swedish.goto(`${adminUrl()}/admin`);
    const check = async (what: string) => {
      expect({ what, english: await englishNames(swedish), violations: await seriousViolations(swedish) }).toEqual({ what, english: [], violations: [] });
    };
    await swedish.getByRole('heading', { level: 1, name: 'Artiklar' }).waitFor();
    await swedish.getByRole('link', { name: `Redigera ${TITLE}` }).waitFor();
    await check('/admin');
    await swedish.goto(`${adminUrl()}/admin/new`);
    await swedish.getByRole('heading', { level: 1, name: 'Skapa ny artikel' }).waitFor();
    await check('/admin/new');
    await swedish.goto(`${adminUrl()}/admin/edit/${SLUG}`);
    // The live preview scrolls: a region reached by keyboard.
    await swedish.getByRole('region', { name: 'Förhandsvisning' }).waitFor();
    await check('/admin/edit');
    await swedish.getByRole('button', { name: 'Versionshistorik' }).click();
    await swedish.getByRole('dialog').getByRole('button', { name: 'Visa version 1' }).waitFor();
    await check('revision history');
    await swedish.goto(`${adminUrl()}/admin/tags`);
    await swedish.getByRole('heading', { level: 1, name: 'Taggar' }).waitFor();
    await check('/admin/tags');
    await swedish.goto(`${adminUrl()}/admin/articles/${SLUG}/compare?v1=1&v2=3`);
    await swedish.getByRole('heading', { name: 'Jämför version 1 och version 3' }).waitFor();
    await check('compare');
    await swedish.context().close();
    // axe-core reads five large screens: slow on a shared machine.
  }, 300_000);

  describe('review by an admin of a contributor’s draft', () => {
    let writer: Page;

    beforeAll(async () => {
      await page.goto(`${adminUrl()}/admin`);
      const created = await page.evaluate(async (account) => {
        const response = await fetch('/api/users/admin', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...account, role: 'contributor' }),
        });
        return response.status;
      }, CONTRIBUTOR);
      expect(created).toBe(201);
      writer = await newPage(browser, 'en-US');
      await login(writer, readerUrl(), CONTRIBUTOR.email, CONTRIBUTOR.password, '/admin/new');
    });

    it('lets a contributor write a draft but never publish it', async () => {
      await writer.getByLabel('Title', { exact: true }).waitFor();
      expect(await writer.getByRole('button', { name: 'Publish' }).count()).toBe(0);
      await writer.getByLabel('Title', { exact: true }).fill(DRAFT);
      await writer.getByLabel('Category', { exact: true }).selectOption({ label: 'Clinical chemistry' });
      await writer.getByLabel('Summary', { exact: true }).fill('Transferrin binder järn i plasma.');
      await typeRichText(writer, 'Content', 'Transferrin mäts tillsammans med järn.');
      await saveAndReturn(writer, 'Save as Draft', 'Article created successfully');
      const refused = await writer.evaluate(async (slug) => {
        const response = await fetch(`/api/articles/${slug}/publish`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ version: 1 }),
        });
        return { status: response.status, code: ((await response.json()) as { code: string }).code };
      }, DRAFT_SLUG);
      expect(refused).toEqual({ status: 403, code: 'ADMIN_REQUIRED' });
      expect(await writer.getByRole('button', { name: `Delete ${DRAFT}` }).count()).toBe(0);
      expect(await writer.getByRole('link', { name: `Edit ${TITLE}` }).count()).toBe(0);
    });

    it('sends the draft for review; an admin sends it back with a note the contributor sees', async () => {
      await writer.getByRole('link', { name: `Edit ${DRAFT}` }).click();
      await writer.getByRole('button', { name: 'Send for review' }).click();
      await writer.getByText('The draft was sent for review').waitFor();

      await page.goto(`${adminUrl()}/admin`);
      // Other suites of the run may have drafts waiting too.
      await page.getByText(/^\d+ drafts? (is|are) waiting for review$/).waitFor();
      await page.getByRole('button', { name: 'Show them' }).click();
      await page.getByRole('button', { name: `Send back ${DRAFT}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('What does the draft still need?').fill('Lägg till referensintervall.');
      await dialog.getByRole('button', { name: 'Send back' }).click();
      await page.getByText(`"${DRAFT}" was sent back to its author`).waitFor();

      await writer.goto(`${readerUrl()}/admin/edit/${DRAFT_SLUG}`);
      await writer.getByText('Sent back by admin:').waitFor();
      await writer.getByText('Lägg till referensintervall.').waitFor();
      await writer.getByRole('button', { name: 'Send for review' }).click();
      await writer.getByText('The draft was sent for review').waitFor();
    });

    it('an admin publishes the draft waiting for review; readers see it', async () => {
      await page.goto(`${adminUrl()}/admin`);
      await page.getByRole('button', { name: 'Show them' }).click();
      await page.getByRole('button', { name: `Publish ${DRAFT}` }).click();
      await page.getByText(`Article "${DRAFT}" published successfully`).waitFor();
      expect(await publicArticle(readerUrl(), DRAFT_SLUG)).toMatchObject({ title: DRAFT, status: 'published' });
    });
  });
});
