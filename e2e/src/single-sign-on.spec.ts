import { ERRORS, type ErrorCode } from '@labmedicin/contracts';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { startIdentityProvider, type IdentityProvider, type PersonClaims } from './support/identity-provider';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

const LABEL = 'Region Testland';
const ADMIN_EMAIL = 'admin@e2e.labmedicin.test';

const cecilia: PersonClaims = {
  email: 'cecilia.berg@region.example',
  email_verified: true,
  given_name: 'Cecilia',
  family_name: 'Berg',
  preferred_username: 'cecilia.berg',
  groups: ['lab-editors', 'all-staff'],
};

/** The provider's people: each signs in there with their id. */
const PEOPLE: Record<string, PersonClaims> = {
  cecilia,
  // The product's own admin, at the provider under the same address.
  labadmin: { email: ADMIN_EMAIL, email_verified: true, name: 'Lab Admin', groups: ['lab-admins'] },
  dora: { email: 'dora@region.example', email_verified: true, groups: ['lab-admins'] },
  unverified: { email: 'unverified@region.example', email_verified: false, groups: ['lab-admins'] },
  // Their codes expire after a second (the provider's ttl for them).
  slow: { email: 'slow@region.example', email_verified: true, groups: ['lab-admins'] },
  // Their ID tokens are issued for another application.
  'other-audience': { email: 'other.audience@region.example', email_verified: true, groups: ['lab-admins'] },
};

/**
 * Single sign-on in Chromium against a real OpenID Connect provider (oidc-provider, started by the
 * test): the round trip from /login's button to a signed-in session with the role of the person's
 * groups, the role following the groups at the next sign-in, signing out at the provider too, a
 * local account linked by its verified email; and each refusal, said on /login, with no account
 * created and no one signed in: a forged state, a replayed callback, an expired code, an ID token
 * for another application, an email the provider has not verified.
 */
describeOnProfiles('single sign-on with a real OpenID Connect provider (%s profile)', ['embedded', 'production'], (profile) => {
  let provider: IdentityProvider;
  beforeAll(async () => {
    provider = await startIdentityProvider(PEOPLE);
  });
  const { product, browser } = useProduct({
    profile,
    env: () => ({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ADMIN_GROUPS: 'lab-admins',
      OIDC_CONTRIBUTOR_GROUPS: 'lab-editors,lab-authors',
      OIDC_LABEL: LABEL,
    }),
  });
  afterAll(() => provider?.stop());

  /** The accounts with the address, as the admin's user list finds them. */
  async function accountsWith(email: string): Promise<{ _id: string; username: string; role: string }[]> {
    const answer = await fetch(`${product.baseUrl}/api/users/admin?search=${encodeURIComponent(email)}`, { headers: { cookie: await adminSession(product) } });
    const { data } = (await answer.json()) as { data: { _id: string; username: string; role: string; email: string }[] };
    return data.filter((user) => user.email === email);
  }

  const me = (page: Page) => page.evaluate(async () => (await (await fetch('/api/auth/me')).json()) as { user: { _id: string; username: string; role: string } | null });

  /** From /login's button to the provider's login page, where the person signs in with any password. */
  async function signInThroughProvider(page: Page, person: string, buttonName: string): Promise<void> {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('link', { name: buttonName }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await page.getByPlaceholder('Enter any login').fill(person);
    await page.getByPlaceholder('and password').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }

  /**
   * The address the provider sends the browser back to after the person signed in, which the test
   * holds back (the browser's own route handlers never see a redirect): the browser starts at
   * /login's button, and the login form's answer and its redirects are followed with the browser's
   * cookies up to the callback.
   */
  async function callbackFromProvider(page: Page, person: string): Promise<URL> {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    let at = new URL((await page.locator('form:has(input[name="login"])').getAttribute('action')) ?? '', page.url());
    let answer = await page.context().request.post(at.toString(), { form: { prompt: 'login', login: person, password: 'any-password' }, maxRedirects: 0 });
    while (answer.status() >= 300 && answer.status() < 400) {
      at = new URL(answer.headers().location ?? '', at);
      if (at.origin === product.baseUrl && at.pathname === '/api/auth/oidc/callback') return at;
      answer = await page.context().request.get(at.toString(), { maxRedirects: 0 });
    }
    throw new Error(`the provider answered ${answer.status()} at ${at.toString()}`);
  }

  /** The refusal on /login: its code in the address, its text on the page, and no one signed in. */
  async function expectRefused(page: Page, code: ErrorCode): Promise<void> {
    await page.waitForURL(`${product.baseUrl}/login?sso_error=${code}`);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(ERRORS[code].message);
    expect((await me(page)).user).toBeNull();
  }

  describe('in Swedish', () => {
    let page: Page;
    let callbackUrl = '';
    let ceciliaId = '';

    beforeAll(async () => {
      page = await newPage(browser);
      page.on('request', (request) => {
        if (request.url().startsWith(`${product.baseUrl}/api/auth/oidc/callback?`)) callbackUrl = request.url();
      });
    });
    afterAll(() => page?.context().close());

    it("signs a new person in from /login's button, creating their account with the role of their groups", async () => {
      const health = (await (await fetch(`${product.baseUrl}/api/health`)).json()) as { data: { gateway: { checks: Record<string, string> } } };
      expect(health.data.gateway.checks.oidc).toBe('ok');
      expect(await accountsWith(cecilia.email as string)).toEqual([]);

      await signInThroughProvider(page, 'cecilia', `Logga in med ${LABEL}`);
      await page.waitForURL(`${product.baseUrl}/`);
      await page.getByRole('button', { name: 'cecilia.berg' }).waitFor();
      const signedIn = (await me(page)).user;
      expect(signedIn).toMatchObject({ username: 'cecilia.berg', role: 'contributor' });
      ceciliaId = signedIn?._id ?? '';
      expect(await accountsWith(cecilia.email as string)).toEqual([expect.objectContaining({ _id: ceciliaId, role: 'contributor' })]);
    });

    it("signs out at the provider too, and takes the role of the person's groups at the next sign-in", async () => {
      await provider.setPerson('cecilia', { ...cecilia, groups: ['lab-admins'] });
      await page.getByRole('button', { name: 'cecilia.berg' }).click();
      await page.getByRole('button', { name: 'Logga ut' }).click();
      // The provider asks before it ends its session, then sends the browser back to /login.
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await page.waitForURL(`${product.baseUrl}/login`);
      expect((await me(page)).user).toBeNull();

      // The provider's session is over: it asks for the login again.
      await signInThroughProvider(page, 'cecilia', `Logga in med ${LABEL}`);
      await page.waitForURL(`${product.baseUrl}/`);
      expect((await me(page)).user).toMatchObject({ _id: ceciliaId, username: 'cecilia.berg', role: 'admin' });
      expect(await accountsWith(cecilia.email as string)).toHaveLength(1);
    });

    it('links the local account with the same verified email instead of making a second', async () => {
      const local = await accountsWith(ADMIN_EMAIL);
      expect(local).toEqual([expect.objectContaining({ username: 'admin', role: 'admin' })]);
      const other = await newPage(browser);
      await signInThroughProvider(other, 'labadmin', `Logga in med ${LABEL}`);
      await other.waitForURL(`${product.baseUrl}/`);
      expect((await me(other)).user).toMatchObject({ _id: local[0]?._id, role: 'admin' });
      expect(await accountsWith(ADMIN_EMAIL)).toEqual([expect.objectContaining({ _id: local[0]?._id, username: 'admin', role: 'admin' })]);
      await other.context().close();
    });

    it('refuses a replayed callback in another browser, in Swedish, signing no one in', async () => {
      expect(callbackUrl).not.toBe('');
      const other = await newPage(browser);
      await other.goto(callbackUrl);
      await other.waitForURL(`${product.baseUrl}/login?sso_error=OIDC_STATE_MISMATCH`);
      await expect(other.getByRole('alert').textContent()).resolves.toBe('Inloggningen påbörjades inte i den här webbläsaren, eller har redan använts eller gått ut; börja om');
      expect((await me(other)).user).toBeNull();
      await other.context().close();
    });
  });

  describe('refusals, in English', () => {
    let page: Page;
    beforeEach(async () => {
      page = await newPage(browser, 'en-GB');
    });
    afterEach(() => page?.context().close());

    it('refuses a callback whose state is not the one sent, creating nothing', async () => {
      const callback = await callbackFromProvider(page, 'dora');
      callback.searchParams.set('state', 'forged-state');
      await page.goto(callback.toString());
      await expectRefused(page, 'OIDC_STATE_MISMATCH');
      expect(await accountsWith('dora@region.example')).toEqual([]);
    });

    it('refuses an expired code, creating nothing', async () => {
      const callback = await callbackFromProvider(page, 'slow');
      // The provider's codes for this person live one second: the browser arrives after it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await page.goto(callback.toString());
      await expectRefused(page, 'OIDC_SIGN_IN_REFUSED');
      expect(await accountsWith('slow@region.example')).toEqual([]);
    });

    it('refuses an ID token issued for another application, creating nothing', async () => {
      await signInThroughProvider(page, 'other-audience', `Sign in with ${LABEL}`);
      await expectRefused(page, 'OIDC_SIGN_IN_REFUSED');
      expect(await accountsWith('other.audience@region.example')).toEqual([]);
    });

    it('refuses an email the provider has not verified, creating nothing', async () => {
      await signInThroughProvider(page, 'unverified', `Sign in with ${LABEL}`);
      await expectRefused(page, 'OIDC_EMAIL_UNVERIFIED');
      expect(await accountsWith('unverified@region.example')).toEqual([]);
    });
  });
});
