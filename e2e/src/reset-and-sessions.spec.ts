import type { Page } from 'playwright-core';
import { startMailpit, type MailpitHandle } from '@labmedicin/platform/testing';
import { newPage } from './support/browser';
import { eventually } from './support/eventually';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * A forgotten password and one's sessions in Chromium against the built product, with its mail
 * sent through a real SMTP server (Mailpit), in Swedish: the reader asks for a link on the login
 * page, opens it from the mail, chooses a new password and signs in with it, while the session
 * they had in another browser is signed out. Then the sessions list: two browsers signed in, the
 * list shows both, and signing out the other one signs it out there. Embedded, and with Redis
 * holding the sessions.
 */
describeOnProfiles('forgotten password and sessions in Chromium (%s profile)', ['embedded', 'redis'], (profile) => {
  let mailpit: MailpitHandle;
  beforeAll(async () => {
    mailpit = await startMailpit();
  });
  afterAll(async () => {
    await mailpit?.stop();
  });
  const { product, browser } = useProduct({ profile, env: () => ({ SMTP_URL: mailpit.smtpUrl }) });

  async function register(page: Page, username: string, email: string, password: string): Promise<void> {
    await page.goto(`${product.baseUrl}/register`);
    await page.getByLabel('Användarnamn').fill(username);
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord', { exact: true }).fill(password);
    await page.getByLabel('Bekräfta lösenord').fill(password);
    await page.getByRole('button', { name: 'Registrera' }).click();
    await page.getByRole('button', { name: username }).waitFor();
  }

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill(password);
    await page.getByRole('button', { name: 'Logga in' }).click();
  }

  const account = (name: string) => {
    const username = `${name}${Date.now().toString(36)}`.slice(0, 20);
    return { username, email: `${username}@example.se`, password: 'forsta-losenordet' };
  };

  it('resets a forgotten password by the mailed link, and the old session elsewhere is signed out', async () => {
    const reader = account('glomsk');
    const elsewhere = await newPage(browser);
    await register(elsewhere, reader.username, reader.email, reader.password);

    const page = await newPage(browser);
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await page.waitForURL(`${product.baseUrl}/forgot-password`);
    await page.getByLabel('E-postadress').fill(reader.email);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await page.getByText('Om ett konto har den här adressen är en länk för att välja ett nytt lösenord på väg.').waitFor();

    const mails = await eventually(() => mailpit.messagesTo(reader.email), (found) => found.length > 0, 15_000);
    const mail = mails[0];
    if (!mail) throw new Error(`no reset mail reached ${reader.email}`);
    expect(mail.subject).toBe('Välj ett nytt lösenord för Labmedicin');
    const link = new RegExp(`${product.baseUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
    if (!link) throw new Error(`no reset link in: ${mail.text}`);

    await page.goto(link);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('andra-losenordet');
    await page.getByLabel('Bekräfta nytt lösenord').fill('andra-losenordet');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.getByText('Ditt lösenord är bytt och kontot är utloggat överallt.').waitFor();

    await logIn(page, reader.email, 'andra-losenordet');
    await page.getByRole('button', { name: reader.username }).waitFor();

    // The session in the other browser ended with the reset: its next page shows it signed out.
    await elsewhere.reload();
    await elsewhere.getByRole('link', { name: 'Logga in' }).first().waitFor();
    expect(await elsewhere.getByRole('button', { name: reader.username }).count()).toBe(0);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('tredje-losenordet');
    await page.getByLabel('Bekräfta nytt lösenord').fill('tredje-losenordet');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.getByText('Länken gäller inte längre: be om en ny').waitFor();
    await elsewhere.context().close();
    await page.context().close();
  });

  it('lists both signed-in browsers, and signing out the other one signs it out there', async () => {
    const reader = account('tva');
    const other = await newPage(browser);
    await register(other, reader.username, reader.email, reader.password);
    const page = await newPage(browser);
    await logIn(page, reader.email, reader.password);
    await page.getByRole('button', { name: reader.username }).waitFor();

    await page.goto(`${product.baseUrl}/profile/edit`);
    const list = page.getByTestId('sessions-list');
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await list.getByText('Den här sessionen').waitFor();
    expect(await list.getByText('Chrome', { exact: false }).count()).toBe(2);

    await list.getByRole('button', { name: /^Logga ut sessionen i/ }).click();
    await page.getByText('1 session utloggad.').waitFor();
    await eventually(() => list.getByRole('listitem').count(), (count) => count === 1);
    expect(await list.getByRole('listitem').count()).toBe(1);

    await other.goto(`${product.baseUrl}/profile/edit`);
    await other.waitForURL(/\/login$/);
    await page.context().close();
    await other.context().close();
  });
});
