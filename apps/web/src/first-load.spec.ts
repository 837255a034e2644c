import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import later from './first-load-later.json';

/**
 * The page module each public route opens on (app-routes.tsx), by the manifest's name for it, and
 * the most JavaScript, gzip-compressed, a first visit to it may load: 120 KB (the error texts of the
 * account's pages and the admin area, in both languages, load with those chunks: COMMON_ERRORS and
 * ACCOUNT_ERRORS in the contracts, and the vite config keeps each in its chunk). React, react-dom, the
 * router, react-query and i18next alone weigh about 100 KB, so what is left is the app's shell, the
 * page and its language's texts: react-bootstrap's transitions, the article HTML sanitizer, a form
 * library, the schemas or the editor on these pages exceeds it.
 */
const BUDGET = 120 * 1024;
const PAGES = {
  '/': 'src/features/home/home-page.tsx',
  '/article/:slug': 'src/features/articles/article-page.tsx',
};
/** Each language's texts; a page loads one of them. */
const LANGUAGES = { sv: 'src/locales/sv/public.ts', en: 'src/locales/en/public.ts' };

/**
 * The lazy parts a page's own code may load that a first visit to it does not always load before
 * it is interactive, each with why (first-load-later.json, which scripts/bench/first-load.mjs reads
 * too). Every other chunk the page's code imports dynamically is counted: a lazy part every visit
 * renders (the article's sections, its title's specimen prefixes) loads before hydrating all the
 * same (the server names it in the page), so it cannot leave the budget by being made lazy.
 */
const LATER: Record<string, string> = later;

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = join(__dirname, '..', '..', '..');
/** The SPA as the build made it and the gateway serves it: `npm test` builds once, before any test. */
const outDir = join(root, 'apps', 'web', 'dist');
let manifest: Manifest;
let indexHtml: string;

/**
 * A module's chunk: named by the module, or, when the manifest names the chunk otherwise, the
 * dynamic entry named after the module.
 */
function chunkOf(key: string): ManifestChunk {
  const name = basename(key).replace(/\.[^.]+$/, '');
  const chunk = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.isDynamicEntry && candidate.name === name);
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  return chunk;
}

/** The files a chunk loads with it: itself and, recursively, what it imports statically. */
function staticGraph(key: string, files = new Set<string>()): Set<string> {
  const chunk = chunkOf(key);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticGraph(imported, files);
  return files;
}

/**
 * The page's chunk with its imports and the lazy parts they load, but those in LATER, each with its
 * imports and lazy parts, in turn: what the page's own code loads before it is interactive. The
 * entry's chunks (`entry`) are the entry's: its lazy parts are the pages and what a reader's action loads.
 */
function pageGraph(key: string, entry: Set<string>, files: Set<string>): void {
  const own = staticGraph(key, new Set(entry));
  for (const file of own) {
    if (entry.has(file) || files.has(file)) continue;
    files.add(file);
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    for (const lazy of chunk?.dynamicImports ?? []) if (!(lazy in LATER)) pageGraph(lazy, entry, files);
  }
}

/** What index.html makes the browser load at once: its module script and modulepreload links. */
function htmlScripts(): string[] {
  const scripts = [...indexHtml.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1] as string);
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] as string);
  return [...scripts, ...preloads];
}

/**
 * The first load of a page in a language: the entry, the language's texts and the page's chunk,
 * each with its imports, and the lazy parts the page's code loads before it is interactive.
 */
function firstLoad(page: keyof typeof PAGES, language: keyof typeof LANGUAGES): Map<string, number> {
  const files = staticGraph('index.html');
  for (const file of htmlScripts()) files.add(file);
  staticGraph(LANGUAGES[language], files);
  pageGraph(PAGES[page], new Set(files), files);
  return new Map([...files].map((file) => [file, gzipSync(readFileSync(join(outDir, file))).length]));
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

beforeAll(() => {
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the SPA first (npx nx build web)`);
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
});

describe('first load of a public page', () => {
  for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      it(`${page} in ${language} loads at most ${BUDGET / 1024} KB of JavaScript, gzip`, () => {
        const sizes = firstLoad(page, language);
        const loaded = total(sizes);
        // Above the budget, say which files it went to.
        const report = [...sizes].map(([file, size]) => `  ${file} ${size}`).join('\n');
        if (loaded > BUDGET) throw new Error(`${page} (${language}) loads ${loaded} bytes of JavaScript, gzip:\n${report}`);
        expect(loaded).toBeLessThanOrEqual(BUDGET);
      });
    }
  }

  it('counts the header\'s search box, which every page renders on the server, and leaves its suggestions until the reader types', () => {
    const suggestions = chunkOf('src/features/search/search-suggestions.tsx').file;
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const files = [...firstLoad(page, 'sv').keys()];
      // A lazy box would still be loaded before hydrating, by every page: only hidden from the budget.
      expect(files.some((file) => readFileSync(join(outDir, file), 'utf8').includes('aria-autocomplete'))).toBe(true);
      expect(files).not.toContain(suggestions);
    }
  });

  it('counts the lazy parts every article renders, loaded before it hydrates: its sections, its title\'s specimen prefixes and their texts', () => {
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      const files = [...firstLoad('/article/:slug', language).keys()];
      for (const key of ['src/features/articles/article-sections.tsx', 'src/components/specimen-text.tsx']) expect(files).toContain(chunkOf(key).file);
      expect(files.some((file) => basename(file).startsWith('article-content-i18n-'))).toBe(true);
      // What only some articles or readers load is named, with why, and is a chunk of this build.
      for (const key of Object.keys(LATER)) expect(files).not.toContain(chunkOf(key).file);
    }
  });

  it('keeps the service worker off the first load, and its precache under 1.5 MB without the admin area or the editor', () => {
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    // Workbox's precache manifest as the build injected it: [{"revision":…,"url":"…"},…].
    const precached = [...worker.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((match) => match[1] as string);
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'manifest.sv.webmanifest', 'manifest.en.webmanifest', 'icons/icon-192.png']));
    const bytes = precached.reduce((sum, file) => sum + readFileSync(join(outDir, file)).length, 0);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
    for (const key of ['src/features/admin/admin-area.tsx', 'src/features/admin/editor/editor-page.tsx']) expect(precached).not.toContain(chunkOf(key).file);
    const firstLoadFiles = new Set([...firstLoad('/', 'sv').keys(), ...firstLoad('/article/:slug', 'sv').keys()]);
    expect(firstLoadFiles).not.toContain('sw.js');
    expect(firstLoadFiles).not.toContain(chunkOf('src/features/offline/offline-runtime.ts').file);
  });

  it('builds the service worker without the schemas: it takes only route paths from the contracts', () => {
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('/api');
    expect(worker).not.toContain('ZodError');
  });

  it('carries neither the admin area, the editor nor the sanitizer, which a server-rendered article does without', () => {
    const files = new Set([...firstLoad('/', 'sv').keys(), ...firstLoad('/article/:slug', 'sv').keys()]);
    const lazy = ['src/features/admin/admin-area.tsx', 'src/features/admin/editor/editor-page.tsx', 'src/components/sanitize-html.ts'].map(
      (key) => chunkOf(key).file,
    );
    for (const file of lazy) expect(file).toBeDefined();
    for (const file of lazy) expect(files).not.toContain(file);
    // The editor's code wherever it would end up: ProseMirror names its editable element so.
    for (const file of files) expect(readFileSync(join(outDir, file), 'utf8')).not.toContain('ProseMirror');
  });
});
