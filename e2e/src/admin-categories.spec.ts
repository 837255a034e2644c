import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';

/**
 * An admin manages categories in the browser against the real product (gateway, services, NeDB):
 * login with return to the page asked for, the language switch, create / edit / delete with the
 * spec's texts, and a plain user refused by the guard.
 */
describe('admin categories in Chromium', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    page = await newPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
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
    await dialog.getByLabel('Name').fill('Nuklearmedicin');
    await dialog.getByLabel('Description').fill('Radioimmunologiska analyser.');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category created successfully').waitFor();
    await page.getByRole('cell', { name: 'Nuklearmedicin' }).first().waitFor();
  });

  it('refuses a duplicate name in another case with a 409 message on the field', async () => {
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('HEMATOLOGI');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByText('A category with this name already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('edits the category', async () => {
    await page.getByRole('button', { name: 'Edit Nuklearmedicin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Nuklearmedicin och RIA');
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
    await page.getByRole('cell', { name: 'Nuklearmedicin och RIA' }).waitFor({ state: 'detached' });
    const response = await fetch(`${product.baseUrl}/api/categories`);
    const body = (await response.json()) as { data: { name: string }[] };
    expect(body.data.map((c) => c.name)).not.toContain('Nuklearmedicin och RIA');
  });

  it('shows Access Denied to a registered user on the categories screen', async () => {
    const userPage = await newPage(browser, 'en-US');
    await userPage.goto(`${product.baseUrl}/register`);
    await userPage.getByLabel('Username').fill('anna');
    await userPage.getByLabel('Email').fill('anna@example.se');
    await userPage.getByLabel('Password', { exact: true }).fill('secret123');
    await userPage.getByLabel('Confirm Password').fill('secret123');
    await userPage.getByRole('button', { name: 'Register' }).click();
    await userPage.waitForURL(`${product.baseUrl}/`);
    await userPage.goto(`${product.baseUrl}/admin/categories`);
    await userPage.getByText('Access Denied').waitFor();
    await userPage.getByText('Admin privileges required').waitFor();
    await userPage.context().close();
  });
});
