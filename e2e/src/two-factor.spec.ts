import type { Page } from 'playwright-core';
import { TOTP } from 'otpauth';
import { newPage } from './support/browser';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * Two-factor sign-in in Chromium against the real product, in Swedish (the default language), with
 * REQUIRE_ADMIN_2FA=true: a reader turns it on from the profile (the key read from the page, each
 * code computed here as an authenticator app would), signs out, and signs in with the password and
 * then the code, a wrong code first; an admin without it is sent to set it up before the admin
 * area opens. On the production profile (two replicas, where `npm test` brought up the engines) the
 * reader turns it on through the first gateway and signs in through the other.
 */
describeOnProfiles('two-factor sign-in in Chromium (%s profile)', ['embedded', 'production'], (profile) => {
  const { product, browser } = useProduct({ profile, env: () => ({ REQUIRE_ADMIN_2FA: 'true' }) });
  const firstUrl = () => product.baseUrls[0];
  const lastUrl = () => product.baseUrls[product.baseUrls.length - 1];

  /** The app's code for the step `offset` steps from now: one step either side is taken, so a few seconds of delay never matter. */
  const appCode = (key: string, offset: number) => TOTP.generate({ secret: new TOTP({ secret: key }).secret, timestamp: Date.now() + offset * 30_000 });

  /** A six-digit code that is none of the codes the server would take now. */
  const wrongCode = (key: string) => {
    const taken = new Set([-2, -1, 0, 1, 2].map((offset) => appCode(key, offset)));
    return ['000000', '111111', '222222', '333333', '444444', '555555'].find((code) => !taken.has(code)) ?? '666666';
  };

  /** Turns two-factor on from the profile page; answers the key the page showed and the recovery codes. */
  async function turnOn(page: Page): Promise<{ key: string; recoveryCodes: string[] }> {
    await page.getByRole('button', { name: 'Slå på tvåstegsverifiering' }).click();
    const qr = page.getByRole('img', { name: 'QR-kod för autentiseringsappen' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const key = (await page.getByLabel('Nyckel', { exact: true }).inputValue()).replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const codeField = page.getByLabel('Första koden från appen');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill(appCode(key, 0));
    await page.getByRole('button', { name: 'Bekräfta och slå på' }).click();
    await page.getByText('Tvåstegsverifiering är påslagen.', { exact: true }).waitFor();
    const recoveryCodes = await page.getByRole('list', { name: 'Återställningskoder' }).getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Jag har sparat koderna' }).click();
    await page.getByText('Tvåstegsverifiering är påslagen. 10 återställningskoder finns kvar.').waitFor();
    return { key, recoveryCodes };
  }

  describe('a reader', () => {
    const reader = { username: `tove${Date.now().toString(36)}`.slice(0, 20), password: 'tva-steg-losenord' };
    const email = `${reader.username}@example.se`;
    let page: Page;
    let key = '';

    beforeAll(async () => {
      page = await newPage(browser);
    });

    it('turns two-factor on from the profile with the key shown there and a first code', async () => {
      await page.goto(`${firstUrl()}/register`);
      await page.getByLabel('Användarnamn').fill(reader.username);
      await page.getByLabel('E-postadress').fill(email);
      await page.getByLabel('Lösenord', { exact: true }).fill(reader.password);
      await page.getByLabel('Bekräfta lösenord').fill(reader.password);
      await page.getByRole('button', { name: 'Registrera' }).click();
      await page.getByRole('button', { name: reader.username }).waitFor();

      await page.goto(`${firstUrl()}/profile/edit`);
      await page.getByRole('heading', { name: 'Tvåstegsverifiering' }).waitFor();
      ({ key } = await turnOn(page));
    });

    it('signs out, and signs in with the password and then the code; a wrong code is refused with the message', async () => {
      await page.getByRole('button', { name: reader.username }).click();
      await page.getByRole('button', { name: 'Logga ut' }).click();
      await page.waitForURL(/\/login$/);

      await page.goto(`${lastUrl()}/login`);
      await page.getByLabel('E-postadress').fill(email);
      await page.getByLabel('Lösenord').fill(reader.password);
      await page.getByRole('button', { name: 'Logga in' }).click();
      await page.waitForURL(`${lastUrl()}/login/two-factor`);
      const code = page.getByLabel('Kod från appen');
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      // The password alone logged nobody in.
      const me = await page.context().request.get(`${lastUrl()}/api/auth/me`);
      expect(await me.json()).toEqual({ success: false, user: null });

      await code.fill(wrongCode(key));
      await page.getByRole('button', { name: 'Verifiera' }).click();
      await page.getByText('Koden är fel eller har redan använts').waitFor();
      expect(page.url()).toBe(`${lastUrl()}/login/two-factor`);

      // The next step's code: the one the profile confirmed with is used, and one step of drift is taken.
      await code.fill(appCode(key, 1));
      await page.getByRole('button', { name: 'Verifiera' }).click();
      // Signed in, it goes on where the sign-in was asked for (the profile it signed out from, on the same gateway).
      await page.waitForURL((url) => url.origin === lastUrl() && !url.pathname.startsWith('/login'));
      await page.getByRole('button', { name: reader.username }).waitFor();
      expect((await (await page.context().request.get(`${lastUrl()}/api/auth/me`)).json()).user).toMatchObject({ email });
    });
  });

  describe('an admin without two-factor', () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser);
    });

    it('is sent from the admin area to set it up, and gets in once it is on', async () => {
      await page.goto(`${firstUrl()}/login`);
      await page.getByLabel('E-postadress').fill(product.admin.email);
      await page.getByLabel('Lösenord').fill(product.admin.password);
      await page.getByRole('button', { name: 'Logga in' }).click();
      await page.waitForURL(`${firstUrl()}/`);

      await page.goto(`${firstUrl()}/admin`);
      await page.waitForURL(`${firstUrl()}/profile/edit#two-factor`);
      await page.getByText('Administratörer måste slå på tvåstegsverifiering innan administrationen öppnas.').waitFor();
      const refused = await page.context().request.get(`${firstUrl()}/api/users/admin`);
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('TWO_FACTOR_SETUP_REQUIRED');

      await turnOn(page);
      await page.goto(`${firstUrl()}/admin/users`);
      await page.getByRole('heading', { name: 'Användare' }).waitFor();
      expect((await page.context().request.get(`${firstUrl()}/api/users/admin`)).status()).toBe(200);
    });
  });
});
