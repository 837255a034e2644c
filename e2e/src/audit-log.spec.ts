import type { Article, AuditEntry, Category } from '@labmedicin/contracts';
import { anArticleInput } from '@labmedicin/contracts/testing';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { describeOnProfiles, useProduct } from './support/profiles';
import { logIn } from './support/screens';

/**
 * The audit log in Chromium against the real product: an admin publishes a draft in the editor,
 * finds the entry on /admin/audit by filtering on the action, and downloads it as CSV. Run on the
 * embedded profile and, where `npm test` brought up the engines, on the production profile (two
 * replicas of every process, the entry carried by Redis Streams and stored in MongoDB).
 */
describeOnProfiles('the audit log in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let page: Page;
  let draft: Article;

  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, product.baseUrl, product.admin);
    const categories = (await (await page.context().request.get(`${product.baseUrl}/api/categories`)).json()) as { data: Category[] };
    // Unique: engines:up keeps what earlier runs stored.
    const title = `Granskad analys ${Date.now().toString(36)}`;
    const created = await page.context().request.post(`${product.baseUrl}/api/articles`, { data: anArticleInput(categories.data[0]!._id, { title, status: 'draft' }) });
    if (created.status() !== 201) throw new Error(`creating the draft answered ${created.status()}: ${await created.text()}`);
    draft = ((await created.json()) as { data: Article }).data;
  });

  it('records the publishing of a draft in the editor', async () => {
    await page.goto(`${product.baseUrl}/admin/edit/${draft.slug}`);
    const title = page.getByLabel('Titel', { exact: true });
    await eventually(() => title.inputValue(), (value) => value === draft.title);
    await page.getByRole('button', { name: 'Publicera', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    // The entry arrives by event once the save was answered.
    const entries = await eventually(
      async () => ((await (await page.context().request.get(`${product.baseUrl}/api/admin/audit?action=article.published`)).json()) as { data: AuditEntry[] }).data,
      (list) => list.some((entry) => entry.target?.id === draft._id),
      15_000,
    );
    expect(entries.find((entry) => entry.target?.id === draft._id)).toMatchObject({ outcome: 'success', actor: { username: 'admin' }, target: { label: draft.title } });
  });

  it('shows the entry on /admin/audit when filtered by the action, in Swedish', async () => {
    await page.goto(`${product.baseUrl}/admin/audit`);
    await page.getByRole('heading', { name: 'Granskningslogg' }).waitFor();
    await page.getByLabel('Händelse').selectOption({ label: 'Artikel publicerad' });
    await page.getByRole('button', { name: 'Filtrera', exact: true }).click();
    await page.waitForURL(/action=article\.published/);
    // The filtered page has come when the count says so: the unfiltered one stays in view until then.
    const total = ((await (await page.context().request.get(`${product.baseUrl}/api/admin/audit?action=article.published`)).json()) as { pagination: { total: number } }).pagination.total;
    await page.getByText(total === 1 ? '1 post' : `${total} poster`, { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByText(draft.title) });
    await row.getByRole('cell', { name: 'Artikel publicerad' }).waitFor();
    await row.getByText('Lyckades').waitFor();
    await row.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    // Nothing but publications is listed.
    const actions = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(actions)).toEqual(new Set(['Artikel publicerad']));
  });

  it('downloads the filtered entries as CSV', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ladda ner CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"time","action","outcome","actorId","actorUsername","targetType","targetId","targetLabel","details","requestId"');
    const row = lines.find((line) => line.includes(`"${draft._id}"`));
    expect(row).toContain(`"article.published","success","`);
    expect(row).toContain(`"admin","article","${draft._id}","${draft.title}"`);
    expect(lines.slice(1, -1).every((line) => line.split('","')[1] === 'article.published')).toBe(true);
  });

  it('speaks English to an English reader', async () => {
    const english = await newPage(browser, 'en-US');
    await logIn(english, product.baseUrl, product.admin);
    await english.goto(`${product.baseUrl}/admin/audit?action=article.published`);
    await english.getByRole('heading', { name: 'Audit log' }).waitFor();
    const row = english.getByRole('row').filter({ has: english.getByText(draft.title) });
    await row.getByRole('cell', { name: 'Article published' }).waitFor();
    await english.getByRole('link', { name: 'Download CSV' }).waitFor();
    await english.context().close();
  });
});
