import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually';

export type Language = 'sv' | 'en';

/** The browser locale that makes the app start in each language (nothing is stored on a first visit). */
export const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-US' };

/**
 * Seeded content the screens below show: a category no suite changes (admin-categories deletes
 * Koagulation), with its three seeded articles.
 */
export const SEEDED = {
  article: 'kreatinin-p-kreatinin',
  articleTitle: 'Kreatinin (P-Kreatinin)',
  tag: 'hb',
  category: 'endokrinologi',
  categoryName: 'Endokrinologi',
  categoryArticles: ['Fritt T3 (S-T3, fritt)', 'Fritt T4 (S-T4, fritt)', 'TSH (S-TSH)'],
} as const;

/**
 * The page's own search box, not the navbar's: a plain search box as the server renders it (and
 * without JavaScript), a combobox suggesting articles once the app runs.
 */
export function mainSearchBox(page: Page, name?: string): Locator {
  const main = page.getByRole('main');
  return main.getByRole('combobox', { name }).or(main.getByRole('searchbox', { name }));
}

export interface Screen {
  name: string;
  path: string;
  /** Resolves once the screen shows what it loaded (not a spinner). */
  ready(page: Page, language: Language): Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();

/** Every public and sign-in screen the SPA has, each in a state that shows its content. */
export const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: (page) => mainSearchBox(page).waitFor() },
  { name: 'articles', path: '/articles', ready: (page) => page.locator('article').first().waitFor() },
  { name: 'articles in a category', path: `/articles?category=${SEEDED.category}`, ready: (page) => page.locator('article').first().waitFor() },
  { name: 'article', path: `/article/${SEEDED.article}`, ready: (page) => heading(page, SEEDED.articleTitle) },
  { name: 'missing article', path: '/article/finns-inte-alls', ready: (page) => heading(page, /^404 - /) },
  { name: 'search results', path: '/search?q=hemoglobin', ready: (page) => page.locator('article').first().waitFor() },
  { name: 'search without results', path: '/search?q=qqqzzzxxx', ready: (page) => page.getByRole('alert').or(page.locator('.alert-warning')).first().waitFor() },
  { name: 'blank search', path: '/search', ready: (page) => mainSearchBox(page).waitFor() },
  { name: 'tags', path: '/tags', ready: (page) => page.getByRole('tabpanel').getByRole('link').first().waitFor() },
  { name: 'tag', path: `/tag/${SEEDED.tag}`, ready: (page) => page.locator('article').first().waitFor() },
  { name: 'about', path: '/about', ready: (page, language) => heading(page, language === 'sv' ? 'Om Labmedicin' : 'About Labmedicin') },
  { name: 'naming', path: '/naming', ready: (page, language) => heading(page, language === 'sv' ? 'Så namnges analyserna' : 'How the tests are named') },
  { name: 'login', path: '/login', ready: (page) => page.locator('form:has(input[type="password"])').waitFor() },
  { name: 'register', path: '/register', ready: (page) => page.locator('form:has(input[type="password"])').waitFor() },
  { name: 'unknown page', path: '/finns-inte', ready: (page) => heading(page, /./) },
];

/**
 * The app has taken the page over: a page rendered on the server shows its content before its
 * buttons and menus work, so a test waits for this before it clicks.
 */
export const interactive = (page: Page) => page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });

/** Opens a screen and waits until its content shows and responds. */
export async function open(page: Page, baseUrl: string, screen: Screen, language: Language): Promise<void> {
  await page.goto(`${baseUrl}${screen.path}`);
  await screen.ready(page, language);
  await interactive(page);
}

/** Logs the page's context in through the API (the cookie is the context's). */
export async function logIn(page: Page, baseUrl: string, credentials: { email: string; password: string }): Promise<void> {
  const response = await page.context().request.post(`${baseUrl}/api/auth/login`, { data: credentials });
  if (!response.ok()) throw new Error(`login as ${credentials.email} answered ${response.status()}`);
}

/** How far the page reaches past the right edge of the viewport, in px (0: no sideways scroll). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The image shows a file served from /uploads that the browser decoded. */
export async function expectLoadedUpload(image: ReturnType<Page['locator']>): Promise<void> {
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const loaded = await eventually(
    () => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0),
    (decoded) => decoded,
  );
  if (!loaded) throw new Error('the image did not load');
}
