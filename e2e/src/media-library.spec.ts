import type { Page } from 'playwright-core';
import { pngImage } from '@labmedicin/platform/testing';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { describeOnProfiles, useProduct } from './support/profiles';

// What this suite creates carries a name of its own run, told apart from what any other run left
// on the same engines.
const RUN = Date.now().toString(36);
const TITLE = `Blodutstryk i bilder ${RUN}`;
const SLUG = `blodutstryk-i-bilder-${RUN}`;
const LIBRARY_IMAGE = `bibliotek-kurva-${RUN}.png`;
const EDITOR_IMAGE = `editor-bild-${RUN}.png`;
/** What the editor image shows, as the article's alt text says (Swedish, as the article). */
const EDITOR_ALT = `Färgat blodutstryk ${RUN}`;
const TRANSLATION_TITLE = `Blood smears in pictures ${RUN}`;

/** Every image of the article body, with whether the browser decoded it. */
async function bodyImages(page: Page): Promise<{ alt: string; src: string; loaded: boolean }[]> {
  const images = page.locator('article img, main img');
  await images.first().waitFor();
  return eventually(
    () =>
      images.evaluateAll((elements) =>
        elements.map((element) => {
          const image = element as HTMLImageElement;
          return { alt: image.alt, src: image.getAttribute('src') ?? '', loaded: image.complete && image.naturalWidth > 0 };
        }),
      ),
    (found) => found.every((image) => image.loaded),
  );
}

/**
 * The media library in Chromium against the real product: an admin puts an image in the library,
 * writes an article with a newly uploaded image and the library one (inserted from the editor's
 * picker), publishes it, sees both in use in /admin/media, is refused a plain delete of a used
 * image, deletes it anyway, and the published page renders without it. Run on the embedded
 * profile and, where `npm test` brought up the engines, on the production profile with two
 * replicas of every service: there the admin uses one gateway and the reader the other.
 */
describeOnProfiles('the media library in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let page: Page;
  /** Where the admin works, and where the reader goes: the last and the first gateway. */
  const adminUrl = () => product.baseUrls[product.baseUrls.length - 1];
  const readerUrl = () => product.baseUrls[0];

  /** The library image's address, as its card in /admin/media shows it. */
  let librarySource = '';
  const libraryImageSource = async () => librarySource;

  beforeAll(async () => {
    page = await newPage(browser, 'en-US');
    await page.goto(`${adminUrl()}/login`);
    await page.getByLabel('Email').fill(product.admin.email);
    await page.getByLabel('Password').fill(product.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it('uploads an image into the library from /admin/media', async () => {
    await page.goto(`${adminUrl()}/admin/media`);
    // Each product's store starts empty, on the production profile too (a space of its own).
    await page.getByText('No images available in the media library').waitFor();
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog.getByLabel('Choose an image').setInputFiles({ name: LIBRARY_IMAGE, mimeType: 'image/png', buffer: pngImage(80, 40, [30, 90, 200], 18_473) });
    // No alt text, not decorative: refused before anything is sent.
    await dialog.getByRole('button', { name: 'Insert Image' }).click();
    await dialog.getByText('Describe the image, or mark it as decorative').waitFor();
    await dialog.getByRole('textbox', { name: 'Alternative text' }).fill('Kurva i biblioteket');
    await dialog.getByRole('button', { name: 'Insert Image' }).click();
    await page.getByText('Image uploaded successfully').waitFor();
    const card = page.getByTestId('media-card').filter({ has: page.getByTitle(LIBRARY_IMAGE) });
    await card.getByText('Not used').waitFor();
    librarySource = (await card.getByRole('img').getAttribute('src')) ?? '';
  });

  it('writes an article with an uploaded image and one inserted from the library, and publishes it', async () => {
    await page.goto(`${adminUrl()}/admin/new`);
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Haematology' });
    await page.getByLabel('Summary', { exact: true }).fill('Bilder av blodutstryk.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Utstryk med färgning.');

    await page.getByRole('button', { name: 'Insert image' }).first().click();
    const uploader = page.getByRole('dialog', { name: 'Upload Image' });
    await uploader.getByLabel('Choose an image').setInputFiles({ name: EDITOR_IMAGE, mimeType: 'image/png', buffer: pngImage(60, 60, [200, 40, 40]) });
    const alt = uploader.getByRole('textbox', { name: 'Alternative text (in Swedish)' });
    expect(await alt.getAttribute('lang')).toBe('sv');
    await alt.fill(EDITOR_ALT);
    await uploader.getByRole('button', { name: 'Insert Image' }).click();
    await uploader.waitFor({ state: 'detached' });
    const editor = page.getByRole('textbox', { name: 'Content', exact: true });
    await editor.locator(`img[alt="${EDITOR_ALT}"]`).waitFor();

    await page.getByRole('button', { name: 'Insert image' }).first().click();
    await page.getByRole('dialog', { name: 'Upload Image' }).getByRole('button', { name: 'Insert from Library' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert from Library' });
    await picker.getByRole('button', { name: `Insert ${LIBRARY_IMAGE}` }).click();
    // The picker asks too: this one is marked decorative, inserted with an empty alt.
    await picker.getByRole('textbox', { name: 'Alternative text (in Swedish)' }).waitFor();
    await picker.getByRole('checkbox', { name: /^Decorative image/ }).check();
    await picker.getByRole('button', { name: 'Insert Image' }).click();
    await picker.waitFor({ state: 'detached' });
    await editor.locator(`img[src$="${await libraryImageSource()}"][alt=""]`).waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Article created successfully').waitFor();
    await page.waitForURL(/\/admin$/);

    const reader = await newPage(browser, 'en-US');
    await reader.goto(`${readerUrl()}/article/${SLUG}`);
    await reader.getByRole('heading', { name: TITLE }).waitFor();
    const images = await bodyImages(reader);
    expect(images.map(({ alt, loaded }) => [alt, loaded])).toEqual([
      [EDITOR_ALT, true],
      ['', true],
    ]);
    await reader.context().close();
  });

  it('does not count the images as used by a translation whose text shows none of them', async () => {
    await page.goto(`${adminUrl()}/admin/translate/${SLUG}`);
    await page.getByRole('heading', { name: 'New English translation' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(TRANSLATION_TITLE);
    await page.getByLabel('Summary', { exact: true }).fill('Pictures of blood smears.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('A stained smear.');
    await page.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await page.getByText('Article created successfully').waitFor();
    await page.waitForURL(/\/admin$/);
  });

  it('shows both images in use, with links to the article', async () => {
    await page.goto(`${adminUrl()}/admin/media`);
    await page.getByLabel('Filter').selectOption({ label: 'Used Images' });
    const card = page.getByTestId('media-card').filter({ has: page.getByTitle(LIBRARY_IMAGE) });
    await card.getByRole('button', { name: /Used in 1 article/ }).click();
    await card.getByRole('link', { name: TITLE }).waitFor();
    expect(await card.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(`/article/${SLUG}`);
    // Only the article whose text shows it, not its translation.
    expect(await card.getByRole('link', { name: TRANSLATION_TITLE }).count()).toBe(0);
    await page.getByTestId('media-card').filter({ has: page.getByTitle(EDITOR_IMAGE) }).getByRole('button', { name: /Used in 1 article/ }).waitFor();
    await page.getByText('Total images').waitFor();
  });

  it('writes sizes with a decimal comma and kB in Swedish', async () => {
    const swedish = await newPage(browser);
    await swedish.goto(`${adminUrl()}/login`);
    await swedish.getByLabel('E-post').fill(product.admin.email);
    await swedish.getByLabel('Lösenord').fill(product.admin.password);
    await swedish.getByRole('button', { name: 'Logga in' }).click();
    await swedish.waitForURL((url) => !url.pathname.startsWith('/login'));
    await swedish.goto(`${adminUrl()}/admin/media`);
    const card = swedish.getByTestId('media-card').filter({ has: swedish.getByTitle(LIBRARY_IMAGE) });
    // The library image was padded to 18,473 bytes: 18.04 KB in English.
    await card.getByText(/^18,04 kB · /).waitFor();
    expect(await swedish.getByText(/\d\.\d\d K?B/).count()).toBe(0);
    await swedish.context().close();
  });

  it('refuses a plain delete of a used image with the articles that use it, and deletes it anyway; the published page renders without it', async () => {
    const filename = ((await page.getByTestId('media-card').filter({ has: page.getByTitle(LIBRARY_IMAGE) }).getByRole('img').getAttribute('src')) ?? '').split('/').pop();
    const refused = await page.evaluate(async (name) => {
      const response = await fetch(`/api/media/${name}?force=false`, { method: 'DELETE', credentials: 'include' });
      return { status: response.status, body: await response.json() };
    }, filename);
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({ success: false, code: 'IMAGE_IN_USE', data: { usageCount: 1, articles: [{ slug: SLUG, title: TITLE, current: true, earlierVersions: 0 }] } }),
    });

    const card = page.getByTestId('media-card').filter({ has: page.getByTitle(LIBRARY_IMAGE) });
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete image' });
    await dialog.getByText('This image is used in these articles:').waitFor();
    await dialog.getByRole('link', { name: TITLE }).waitFor();
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await page.getByText('Image deleted').waitFor();
    await page.getByTitle(LIBRARY_IMAGE).waitFor({ state: 'detached' });

    const reader = await newPage(browser, 'en-US');
    await reader.goto(`${readerUrl()}/article/${SLUG}`);
    await reader.getByRole('heading', { name: TITLE }).waitFor();
    await reader.getByText('Utstryk med färgning.').waitFor();
    const images = await bodyImages(reader);
    expect(images.map(({ alt, loaded }) => [alt, loaded])).toEqual([[EDITOR_ALT, true]]);
    await reader.context().close();
  });
});
