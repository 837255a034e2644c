import type { Page } from 'playwright-core';
import { englishNames, seriousViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { interactive } from './support/screens';

/**
 * Readers comment and an admin moderates, in the browser against the real product: a reader
 * (Swedish UI) posts two comments that wait for approval, the admin (English UI) approves one
 * and rejects the other as spam, and the reader sees only the approved one under the article.
 * Both screens are checked with axe-core, the Swedish one for English names too. Run on the
 * embedded profile, again on Redis, where the service calls and events go through Redis Streams,
 * and, where `npm test` brought up the engines, on the production profile with two replicas of
 * every service: there the reader uses one gateway and the admin the other, so the reader's cached
 * comments must follow the admin's moderation across gateways.
 */
describeOnProfiles('comments in Chromium (%s profile)', ['embedded', 'redis', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });
  let reader: Page;
  let admin: Page;
  let article: { slug: string; title: string };

  const approved = 'Gäller referensintervallet även för gravida?';
  const spam = 'Köp billiga tabletter på nätet!';

  beforeAll(async () => {
    reader = await newPage(browser);
    admin = await newPage(browser, 'en-US');
    // A Swedish article, as the Swedish reader reads it.
    const list = (await (await fetch(`${readerUrl()}/api/articles?limit=1&articleLanguage=sv`)).json()) as { data: { slug: string; title: string }[] };
    article = list.data[0];
  });

  const comments = (page: Page) => page.locator('#comments');
  /** Where the reader and the admin go: the first and the last gateway (the same one unless replicated). */
  const readerUrl = () => product.baseUrls[0];
  const adminUrl = () => product.baseUrls[product.baseUrls.length - 1];

  it('asks an anonymous reader to log in to comment, and brings them back after registering', async () => {
    await reader.goto(`${readerUrl()}/article/${article.slug}`);
    await comments(reader).getByText('Inga kommentarer ännu').waitFor();
    await comments(reader).getByRole('link', { name: 'Logga in för att kommentera' }).click();
    await reader.waitForURL(/\/login$/);
    await reader.goto(`${readerUrl()}/register`);
    await reader.getByLabel('Användarnamn').fill('lakare_lisa');
    await reader.getByLabel('E-post').fill('lisa@example.se');
    await reader.getByLabel('Lösenord', { exact: true }).fill('hemligt123');
    await reader.getByLabel('Bekräfta lösenord').fill('hemligt123');
    await reader.getByRole('button', { name: 'Registrera' }).click();
    await reader.waitForURL(`${readerUrl()}/`);
  });

  it('lets the reader post two comments, each waiting for approval', async () => {
    await reader.goto(`${readerUrl()}/article/${article.slug}`);
    await interactive(reader);
    for (const text of [approved, spam]) {
      await comments(reader).getByLabel('Din kommentar').fill(text);
      await comments(reader).getByText(`${text.length}/2000`).waitFor();
      await comments(reader).getByRole('button', { name: 'Skicka kommentar' }).click();
      await comments(reader).getByText('Tack! Din kommentar visas när den har godkänts.').waitFor();
    }
    await comments(reader).getByText('Inga kommentarer ännu').waitFor();
  });

  it('lets the admin approve one comment and reject the other as spam', async () => {
    await admin.goto(`${adminUrl()}/login`);
    await admin.getByLabel('Email').fill(product.admin.email);
    await admin.getByLabel('Password').fill(product.admin.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.waitForURL(`${adminUrl()}/`);
    await admin.goto(`${adminUrl()}/admin`);
    await admin.getByRole('link', { name: 'Comments' }).click();
    await admin.waitForURL(/\/admin\/comments$/);
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
    await admin.waitForURL(/status=pending/);

    const row = (text: string) => admin.getByRole('row').filter({ hasText: text });
    await row(approved).getByText('lakare_lisa').waitFor();
    await row(approved).getByRole('link', { name: article.title }).waitFor();
    await row(approved).getByRole('button', { name: 'Approve' }).click();
    await row(approved).waitFor({ state: 'detached' });
    await row(spam).getByRole('button', { name: 'Reject' }).click();
    await row(spam).waitFor({ state: 'detached' });
    await admin.getByText('No comments found').waitFor();

    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Spam' });
    await row(spam).getByText('Spam', { exact: true }).waitFor();
    expect(await row(spam).getByRole('button', { name: 'Approve' }).count()).toBe(1);
    expect(await row(spam).getByRole('button', { name: 'Reject' }).count()).toBe(0);
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('shows the reader the approved comment under the article, and not the spam', async () => {
    await reader.goto(`${readerUrl()}/article/${article.slug}`);
    const list = comments(reader).getByRole('list', { name: 'Kommentarer' });
    await list.getByText(approved).waitFor();
    await comments(reader).getByRole('heading', { name: 'Kommentarer (1)' }).waitFor();
    expect(await comments(reader).getByText(spam).count()).toBe(0);
    expect(await seriousViolations(reader)).toEqual([]);
    expect(await englishNames(reader)).toEqual([]);
  });

  it('takes one report from the reader', async () => {
    const item = comments(reader).getByRole('listitem').filter({ hasText: approved });
    await item.getByRole('button', { name: 'Anmäl' }).click();
    await item.getByText('Anmäld').waitFor();
    expect(await item.getByRole('button', { name: 'Anmäl' }).count()).toBe(0);
  });

  it('links the admin from a comment to its article through the legacy path', async () => {
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
    const row = admin.getByRole('row').filter({ hasText: approved });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    await row.getByRole('link', { name: article.title }).click();
    await admin.waitForURL(`${adminUrl()}/article/${article.slug}`);
    await admin.getByRole('heading', { level: 1, name: article.title }).waitFor();
  });
});
