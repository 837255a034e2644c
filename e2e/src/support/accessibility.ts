import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { ERRORS, VALIDATION_MESSAGES } from '@labmedicin/contracts';
import type { Page } from 'playwright-core';

/** The axe-core that @axe-core/playwright runs, as a script to put into a page. */
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * Puts axe-core into each frame of the page that lacks it, once per document: AxeBuilder evaluates
 * its half-megabyte script twice on every scan (before the run and again into every frame), and
 * a second scan of the same document (a dialog opened) needs none. A frame that cannot take it
 * (one that went away) is left out, as AxeBuilder leaves it.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

let quietRules: string[] | undefined;

/**
 * The rules whose findings are never serious or critical: axe-core gives every finding of a rule
 * the rule's own impact, so a rule declared minor or moderate cannot add to seriousViolations' list,
 * and running it is time spent on findings thrown away (the landmark and region rules walk the whole
 * page). A rule with no declared impact keeps running.
 */
async function rulesBelowSerious(page: Page): Promise<string[]> {
  quietRules ??= await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { _audit?: { rules: { id: string; impact?: string }[] } } };
    return (axe._audit?.rules ?? []).filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
  });
  return quietRules;
}

/**
 * axe-core's serious and critical violations on the page, one line each with the elements concerned.
 * Legacy mode runs axe in the page itself: the default opens a second page for every scan to merge
 * the frames' results, which only cross-origin frames need (our screens have none), and took three
 * times as long. Only violations are collected: the passes' details were never read. axe is put
 * into the page by injectAxe, so AxeBuilder's own script is a no-op.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const rules = Object.fromEntries((await rulesBelowSerious(page)).map((rule) => [rule, { enabled: false }]));
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' }).setLegacyMode(true).options({ resultTypes: ['violations'], rules }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const LOCALES = resolve(__dirname, '../../../apps/web/src/locales');

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree)) for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

function catalogue(language: 'sv' | 'en'): Map<string, string> {
  const files = Object.fromEntries(
    readdirSync(join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))]),
  );
  // The English validation and error texts are the contracts' own, as in the SPA.
  if (language === 'en') {
    files.validation = VALIDATION_MESSAGES;
    files.errors = Object.fromEntries(Object.entries(ERRORS).map(([code, { message }]) => [code, message]));
  }
  return leaves(files);
}

/** Labels UI libraries put on their controls when not given ours. */
const LIBRARY_DEFAULTS = ['Toggle navigation', 'Close', 'breadcrumb', 'Loading...', 'Previous', 'Next', 'More', 'Dismiss', 'Menu', 'Select'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An English UI text as a pattern of a whole name, case and all (the username 'admin' is no English
 * 'Admin'); its {{placeholders}} match anything.
 */
const patternOf = (text: string) => new RegExp(`^${text.split(/{{\s*\w+\s*}}/).map(escape).join('.+')}$`);

/**
 * The English texts of the UI that Swedish says differently and never uses itself (the language
 * switch's "English" is Swedish too, though an English label "English" is "Engelska" in Swedish),
 * and the libraries' English labels.
 */
function englishOnlyPatterns(): RegExp[] {
  const english = catalogue('en');
  const swedish = catalogue('sv');
  const swedishTexts = new Set(swedish.values());
  const texts = [...english].filter(([key, text]) => swedish.get(key) !== text && !swedishTexts.has(text)).map(([, text]) => text);
  return [...new Set([...texts, ...LIBRARY_DEFAULTS])].map(patternOf);
}

const ENGLISH = englishOnlyPatterns();

/** Every accessible name on the page: role and name of each node of its accessibility tree. */
async function accessibleNames(page: Page): Promise<{ role: string; name: string }[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot.split('\n').flatMap((line) => {
    const match = /^\s*- ([\w-]+) "((?:[^"\\]|\\.)*)"/.exec(line);
    return match ? [{ role: match[1] as string, name: JSON.parse(`"${match[2]}"`) as string }] : [];
  });
}

/** The accessible names on the page that are English UI texts, as 'role "name"'. */
export async function englishNames(page: Page): Promise<string[]> {
  const names = await accessibleNames(page);
  return names.filter(({ name }) => ENGLISH.some((pattern) => pattern.test(name.trim()))).map(({ role, name }) => `${role} "${name}"`);
}
