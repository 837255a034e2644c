import type { Page } from 'playwright-core';
import { pngImage } from '@labmedicin/platform/testing';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';
import { expectLoadedUpload } from './support/screens';

/**
 * Accounts in Chromium against the real product, in Swedish (the default language): a reader
 * registers, edits the profile, uploads an avatar that the navbar and the profile then show,
 * changes the password and logs in with the new one; an admin creates a contributor, who sees
 * the admin link, and demotes them, after which their very next request is refused. Run on the
 * embedded profile and, where `npm test` brought up the engines, on the production profile with
 * two replicas of every service: there the admin uses one gateway and the reader and contributor
 * the other, so the demotion must reach the contributor's session through the other gateway.
 */
describeOnProfiles('accounts in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile });

  /** Where the reader and contributor go, and where the admin goes: the first and the last gateway. */
  const userUrl = () => product.baseUrls[0];
  const adminUrl = () => product.baseUrls[product.baseUrls.length - 1];

  async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill(password);
    await page.getByRole('button', { name: 'Logga in' }).click();
  }

  describe('a reader', () => {
    const reader = { username: `sara${Date.now().toString(36)}`.slice(0, 20), password: 'forsta-losenordet' };
    const email = `${reader.username}@example.se`;
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser);
    });

    it('registers and lands on the home page, logged in', async () => {
      await page.goto(`${userUrl()}/register`);
      await page.getByLabel('Användarnamn').fill(reader.username);
      await page.getByLabel('E-postadress').fill(email);
      await page.getByLabel('Lösenord', { exact: true }).fill(reader.password);
      await page.getByLabel('Bekräfta lösenord').fill(reader.password);
      await page.getByRole('button', { name: 'Registrera' }).click();
      await page.waitForURL(`${userUrl()}/`);
      await page.getByRole('button', { name: reader.username }).waitFor();
    });

    it('edits the profile and sees it on the own profile page two seconds later', async () => {
      await page.goto(`${userUrl()}/profile/edit`);
      await page.getByLabel('Förnamn').fill('Sara');
      await page.getByLabel('Efternamn').fill('Lind');
      await page.getByLabel('Specialitet').fill('Klinisk kemi');
      await page.getByLabel('Presentation').fill('Biomedicinsk analytiker i Uppsala.');
      await page.getByText('34/500').waitFor();
      await page.getByLabel('Webbplats').fill('https://sara.example');
      await page.getByRole('button', { name: 'Spara ändringar' }).click();
      await page.getByText('Profilen har uppdaterats').waitFor();
      await page.waitForURL(`${userUrl()}/profile/${reader.username}`);
      await page.getByText('Biomedicinsk analytiker i Uppsala.').waitFor();
      await page.getByText('Sara Lind').waitFor();
      await page.getByText('Klinisk kemi').waitFor();
      await page.getByRole('link', { name: 'https://sara.example' }).waitFor();
    });

    it('uploads an avatar and sees it, loaded, on the profile and in the navbar', async () => {
      await page.getByRole('button', { name: 'Byt profilbild' }).click();
      const dialog = page.getByRole('dialog', { name: 'Byt profilbild' });
      await dialog.getByLabel('Välj en bild').setInputFiles({ name: 'sara.png', mimeType: 'image/png', buffer: pngImage(64, 64, [20, 120, 200]) });
      await dialog.getByRole('img', { name: 'Förhandsvisning av den nya profilbilden' }).waitFor();
      await dialog.getByRole('button', { name: 'Ladda upp' }).click();
      await dialog.getByText('Profilbilden har uppdaterats').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const onProfile = page.getByRole('img', { name: `Profilbild för ${reader.username}` });
      await expectLoadedUpload(onProfile);
      const inNavbar = page.getByRole('button', { name: reader.username }).locator('img');
      await expectLoadedUpload(inNavbar);
      expect(await inNavbar.getAttribute('src')).toBe(await onProfile.getAttribute('src'));

      await page.reload();
      await expectLoadedUpload(page.getByRole('img', { name: `Profilbild för ${reader.username}` }));
    });

    it('changes the password, then logs in with the new one and not the old', async () => {
      await page.goto(`${userUrl()}/profile/edit`);
      await page.getByRole('heading', { name: 'Byt lösenord' }).waitFor();
      await page.getByLabel('Nuvarande lösenord').fill(reader.password);
      await page.getByLabel('Nytt lösenord', { exact: true }).fill('andra-losenordet');
      await page.getByLabel('Bekräfta nytt lösenord').fill('andra-losenordet');
      await page.getByRole('button', { name: 'Byt lösenord' }).click();
      await page.getByText('Lösenordet har bytts').waitFor();

      await page.getByRole('button', { name: reader.username }).click();
      await page.getByRole('button', { name: 'Logga ut' }).click();
      await page.waitForURL(/\/login$/);

      await logIn(page, userUrl(), email, reader.password);
      await page.getByText('Fel e-postadress eller lösenord').waitFor();
      await page.getByLabel('Lösenord').fill('andra-losenordet');
      await page.getByRole('button', { name: 'Logga in' }).click();
      // Logged in, the login page returns to where the visitor logged out from.
      await page.waitForURL(`${userUrl()}/profile/edit`);
      await page.getByRole('button', { name: reader.username }).waitFor();
    });
  });

  describe('an admin and a contributor', () => {
    const contributor = { username: `kalle${Date.now().toString(36)}`.slice(0, 20), password: 'skribentens-losen' };
    const email = `${contributor.username}@example.se`;
    let admin: Page;
    let writer: Page;

    beforeAll(async () => {
      admin = await newPage(browser);
      writer = await newPage(browser);
    });

    it('the admin creates a contributor on /admin/users', async () => {
      await logIn(admin, adminUrl(), product.admin.email, product.admin.password);
      await admin.waitForURL(`${adminUrl()}/`);
      await admin.goto(`${adminUrl()}/admin/users`);
      await admin.getByRole('button', { name: 'Lägg till användare' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Lägg till användare' });
      await dialog.getByLabel('Användarnamn').fill(contributor.username);
      await dialog.getByLabel('E-post').fill(email);
      await dialog.getByLabel('Roll').selectOption('contributor');
      await dialog.getByLabel('Lösenord').fill(contributor.password);
      await dialog.getByRole('button', { name: 'Skapa användare' }).click();
      await admin.getByText('Användaren har skapats').waitFor();
      const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: contributor.username }) });
      await row.getByText('Skribent').waitFor();
    });

    it('the contributor logs in and sees the admin link', async () => {
      await logIn(writer, userUrl(), email, contributor.password);
      await writer.waitForURL(`${userUrl()}/`);
      await writer.getByRole('button', { name: contributor.username }).click();
      await writer.getByRole('link', { name: 'Administration' }).click();
      await writer.waitForURL(`${userUrl()}/admin`);
      await writer.getByRole('navigation', { name: 'Administrationsmeny' }).waitFor();
    });

    it('the admin demotes them, and their next request is refused', async () => {
      await admin.getByRole('button', { name: `Redigera ${contributor.username}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Redigera användare' });
      await dialog.getByLabel('Roll').selectOption('user');
      await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
      await admin.getByText('Användaren har uppdaterats').waitFor();

      // The contributor's page still shows the admin area; the next call it makes is refused.
      const status = await writer.evaluate(async () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array([0x47, 0x49, 0x46])], { type: 'image/gif' }), 'a.gif');
        return (await fetch('/api/articles/upload', { method: 'POST', body: form, credentials: 'include' })).status;
      });
      expect(status).toBe(403);
      await writer.reload();
      await writer.getByText('Åtkomst nekad').waitFor();
    });
  });
});
