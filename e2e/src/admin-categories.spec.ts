import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive } from './support/screens';

/**
 * An admin manages categories in the browser against the real product (gateway, services, NeDB):
 * login with return to the page asked for, the language switch, create / edit / delete with the
 * spec's texts, and a plain user refused by the guard. Run on the embedded profile, again with
 * REDIS_URL set, where the transport, sessions, cache and rate limits all go through a real Redis,
 * and, where `npm test` brought up the engines, on the production profile with two replicas of
 * every service and two gateways: the API checks and the second user go through the other
 * gateway than the admin's browser, so sessions, the public cache and its invalidation must hold
 * across gateways.
 */
describeOnProfiles('admin categories in Chromium (%s profile)', ['embedded', 'redis', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let page: Page;
  /** The gateway the admin's browser does not use (the same one where there is only one). */
  const other = () => product.baseUrls[product.baseUrls.length - 1];

  beforeAll(async () => {
    page = await newPage(browser);
  });

  it('sends an anonymous visitor of /admin/categories to the Swedish login page', async () => {
    await page.goto(`${product.baseUrl}/admin/categories`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  });

  it('logs the admin in and returns to the categories screen with the seeded categories', async () => {
    await page.getByLabel('E-post').fill(product.admin.email);
    await page.getByLabel('Lösenord').fill(product.admin.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(/\/admin\/categories$/);
    await page.getByRole('cell', { name: 'Klinisk kemi' }).first().waitFor();
    await page.getByRole('cell', { name: 'Hematologi' }).first().waitFor();
  });

  it('switches the public site to English and back to Swedish', async () => {
    await page.goto(`${product.baseUrl}/`);
    await interactive(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Articles' }).first().waitFor();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await page.getByRole('link', { name: 'Artiklar' }).first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Articles' }).first().waitFor();
  });

  it('refuses an empty name with the spec message, then creates a category', async () => {
    await page.goto(`${product.baseUrl}/admin/categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByText('Category name is required').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Nuklearmedicin');
    await dialog.getByLabel('Description', { exact: true }).fill('Radioimmunologiska analyser.');
    await dialog.getByLabel('Description in English').fill('Radioimmunoassays.');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category created successfully').waitFor();
    await page.getByRole('cell', { name: 'Nuklearmedicin' }).first().waitFor();
    // The English interface shows the English description.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Nuklearmedicin', exact: true }) });
    await row.getByRole('cell', { name: 'Radioimmunoassays.' }).waitFor();
  });

  it("shows the standard categories' English descriptions in English and their Swedish ones in Swedish", async () => {
    await page.goto(`${product.baseUrl}/admin/categories`);
    const english = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Clinical chemistry', exact: true }) });
    await english.getByRole('cell', { name: 'Analyses of blood, plasma, urine and other body fluids: electrolytes, enzymes, proteins, lipids and metabolites.' }).waitFor();
    const swedish = await newPage(browser);
    await swedish.goto(`${product.baseUrl}/login`);
    await swedish.getByLabel('E-post').fill(product.admin.email);
    await swedish.getByLabel('Lösenord').fill(product.admin.password);
    await swedish.getByRole('button', { name: 'Logga in' }).click();
    await swedish.waitForURL((url) => !url.pathname.startsWith('/login'));
    await swedish.goto(`${product.baseUrl}/admin/categories`);
    const row = swedish.getByRole('row').filter({ has: swedish.getByRole('cell', { name: 'Klinisk kemi', exact: true }) });
    await row.getByRole('cell', { name: 'Analyser av blod, plasma, urin och andra kroppsvätskor: elektrolyter, enzymer, proteiner, lipider och metaboliter.' }).waitFor();
    await swedish.context().close();
  });

  it('refuses a duplicate name in another case with a 409 message on the field', async () => {
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('HEMATOLOGI');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByText('A category with this name already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('edits the category', async () => {
    await page.getByRole('button', { name: 'Edit Nuklearmedicin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Nuklearmedicin och RIA');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Category updated successfully').waitFor();
    await page.getByRole('cell', { name: 'Nuklearmedicin och RIA' }).first().waitFor();
  });

  it('deletes the category after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Nuklearmedicin och RIA' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete the category "Nuklearmedicin och RIA"?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Category deleted successfully').waitFor();
    await page.getByRole('cell', { name: 'Nuklearmedicin och RIA', exact: true }).waitFor({ state: 'detached' });
    const response = await fetch(`${other()}/api/categories`);
    const body = (await response.json()) as { data: { name: string }[] };
    expect(body.data.map((c) => c.name)).not.toContain('Nuklearmedicin och RIA');
  });

  it('moves the articles of a category to the chosen one before deleting it', async () => {
    const counts = async () => {
      const body = (await (await fetch(`${other()}/api/categories`)).json()) as { data: { name: string; articleCount: number }[] };
      return new Map(body.data.map((c) => [c.name, c.articleCount]));
    };
    const before = await counts();
    const moving = before.get('Koagulation') ?? 0;
    expect(moving).toBeGreaterThan(0);

    // The English interface names the categories in English.
    await page.getByRole('button', { name: 'Delete Coagulation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`The category "Coagulation" has ${moving} articles. Move them to another category before deleting.`).waitFor();
    const submit = dialog.getByRole('button', { name: 'Delete' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Move articles to').selectOption({ label: 'Haematology' });
    await submit.click();
    await page.getByText('Category deleted successfully').waitFor();
    await page.getByRole('cell', { name: 'Coagulation', exact: true }).waitFor({ state: 'detached' });

    const after = await counts();
    expect(after.has('Koagulation')).toBe(false);
    expect(after.get('Hematologi')).toBe((before.get('Hematologi') ?? 0) + moving);
  });

  it('shows Access Denied to a registered user on the categories screen', async () => {
    const userPage = await newPage(browser, 'en-US');
    await userPage.goto(`${other()}/register`);
    await userPage.getByLabel('Username').fill('anna');
    await userPage.getByLabel('Email').fill('anna@example.se');
    await userPage.getByLabel('Password', { exact: true }).fill('secret123');
    await userPage.getByLabel('Confirm Password').fill('secret123');
    await userPage.getByRole('button', { name: 'Register' }).click();
    await userPage.waitForURL(`${other()}/`);
    await userPage.goto(`${product.baseUrl}/admin/categories`);
    await userPage.getByText('Access Denied').waitFor();
    await userPage.getByText('Admin privileges required').waitFor();
    await userPage.context().close();
  });
});
