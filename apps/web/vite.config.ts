import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/** Whether the entry imports a module statically, directly or through other modules. */
function loadedAtStart(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => loadedAtStart(importer, moduleInfo, seen));
}

/**
 * The contracts are schemas, types and constants, none with an effect on import: what a chunk does
 * not use of them (the schemas, and zod with them, on the public pages) is left out.
 */
const CONTRACTS_MODULE = /\/libs\/contracts\/src\//;
/** The article HTML policy: with the sanitizer it loads, in the sanitizer's chunk (not 'schemas'). */
const CONTRACTS_ARTICLE_HTML = /\/libs\/contracts\/src\/article-html\.ts$/;
/** The contracts' modules without zod. */
const CONTRACTS_CONSTANTS = /\/libs\/contracts\/src\/(limits|errors|validation-messages|links|slug|([a-z]+\/)?[a-z-]+\.constants)\.ts$/;
const ZOD_MODULE = /\/node_modules\/zod\//;
/**
 * The English messages of the error codes any page may meet, with their statuses: the English
 * texts and the forms use them, nothing the entry loads does, so they are a chunk of their own
 * rather than in 'index' (or in 'schemas', which the English texts would then load).
 */
const CONTRACTS_ERROR_TEXTS = /\/libs\/contracts\/src\/(common-errors|http-status)\.constants\.ts$/;
/**
 * The whole catalogue of codes, with the account and admin pages' own (ACCOUNT_ERRORS), and each
 * feature's messages (answers and failures) with the texts they share: loaded with those pages and
 * the forms, never by a reader's first load.
 */
const CONTRACTS_ERRORS =
  /\/libs\/contracts\/src\/(errors|(account-errors|shared-messages|articles\/(article|tag)-messages|categories\/category-messages|auth\/auth|comments\/comment|media\/media|users\/user)\.constants)\.ts$/;
/** Every form's validation messages in English: the forms, the schemas and the English texts use them, the entry does not. */
const CONTRACTS_VALIDATION_MESSAGES = /\/libs\/contracts\/src\/validation-messages\.ts$/;
/** Reading structured reference ranges: only articles with a table and the admin's editor use it, so not the entry. */
const CONTRACTS_REFERENCE_RANGES = /\/libs\/contracts\/src\/articles\/reference-range\.constants\.ts$/;
/** API addresses from the route table for the saved articles and uploads: not the entry's. */
const CONTRACTS_API_PATHS = /\/libs\/contracts\/src\/routes\/api-paths\.constants\.ts$/;
/** The forms' and lists' limits (LIMITS): the forms, the schemas and the error catalogue use them, the entry does not. */
const CONTRACTS_LIMITS = /\/libs\/contracts\/src\/limits\.ts$/;
/** The lab handbook's codes and choices: the sampling section, the articles list's filter and the editor use them, not the entry. */
const CONTRACTS_ANALYSIS = /\/libs\/contracts\/src\/articles\/analysis\.constants\.ts$/;
/** What the audit log records: the admin area's audit screen alone uses it. */
const CONTRACTS_AUDIT = /\/libs\/contracts\/src\/audit\/audit\.constants\.ts$/;
/** One per build (the app's, the service worker's): vite-plugin-pwa must not share a plugin between them. */
const contractsWithoutSideEffects = (): Plugin => ({
  name: 'labmedicin:contracts-without-side-effects',
  // Said in transform, where it overrides what the resolver read from package.json.
  transform: (code, id) => (CONTRACTS_MODULE.test(id) ? { code, map: null, moduleSideEffects: false } : null),
});
/** React and the router (and the bundler's own helpers): the largest, most stable libraries. */
const REACT_MODULE = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/router)\/|^\0(commonjsHelpers\.js$|vite\/)/;

/** The page modules the public never loads: sign-in, registration, profile editing and the admin area (with the editor). */
const NOT_PRECACHED = new Set([
  'src/features/auth/login-page.tsx',
  'src/features/auth/register-page.tsx',
  'src/features/profiles/profile-edit-page.tsx',
  'src/features/admin/admin-area.tsx',
]);

/** A chunk the manifest keys otherwise (a dynamic entry merged into a chunk of its own name) is known by its module's name. */
const NOT_PRECACHED_NAMES = new Set([...NOT_PRECACHED].map((module) => module.replace(/^.*\//, '').replace(/\.tsx?$/, '')));

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The built files the public pages need, read from .vite/manifest.json: what index.html loads,
 * and what the pages it can open load, static or lazy, except NOT_PRECACHED and all they alone
 * load (the admin area's chunks, the editor with TipTap).
 */
function publicFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || NOT_PRECACHED.has(key) || (chunk.isDynamicEntry && NOT_PRECACHED_NAMES.has(chunk.name ?? ''))) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit('index.html');
  return files;
}

/**
 * The service worker (src/features/offline/sw.ts, built to /sw.js): its precache is the app's
 * shell, the public pages' code and styles, the icons and the manifests; the built assets of the
 * admin area are left out (publicFiles).
 */
function offlineWorker(): Plugin[] {
  let outDir = '';
  const outDirOf: Plugin = { name: 'labmedicin:offline-worker-out-dir', configResolved: (config) => void (outDir = config.build.outDir) };
  return [
    outDirOf,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline',
      filename: 'sw.ts',
      // The app registers the worker itself, after the page has loaded (features/offline/register-worker.ts).
      injectRegister: false,
      // One manifest per language, in public/: the page's head links its language's.
      manifest: false,
      injectManifest: {
        // The worker takes route paths from the contracts, and must leave their schemas (and zod) out.
        buildPlugins: { vite: [contractsWithoutSideEffects()] },
        globPatterns: ['index.html', 'favicon.svg', 'manifest.*.webmanifest', 'icons/*.png', 'assets/*.{js,css,woff2,svg,png}'],
        manifestTransforms: [
          (entries) => {
            const files = publicFiles(outDir);
            return Promise.resolve({ manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || files.has(entry.url)) });
          },
        ],
      },
    }),
  ];
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:5001';

/**
 * The SPA is served by the gateway on the same origin as /api and /uploads. In development the
 * Vite server proxies both to the gateway; the Host header is kept (no changeOrigin) so the
 * gateway's same-origin check sees the browser's Origin matching the host it was asked for.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), contractsWithoutSideEffects(), ...(isSsrBuild ? [] : offlineWorker())],
  resolve: {
    alias: [
      // The article HTML policy with its sanitizer: a subpath of its own, loaded by the sanitizer's chunk alone.
      { find: /^@labmedicin\/contracts\/article-html$/, replacement: fileURLToPath(new URL('../../libs/contracts/src/article-html.ts', import.meta.url)) },
      { find: '@labmedicin/contracts', replacement: fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)) },
      // The calculators' ids alone, for what every article loads (the sanitizer, the check for a
      // calculator's place): importing the lib's index there would put every formula in that chunk.
      { find: /^@labmedicin\/calculators\/ids$/, replacement: fileURLToPath(new URL('../../libs/calculators/src/ids.ts', import.meta.url)) },
      { find: /^@labmedicin\/calculators$/, replacement: fileURLToPath(new URL('../../libs/calculators/src/index.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/uploads': gateway },
  },
  // The server render (`vite build --ssr`): one CommonJS file, libraries included, that the gateway
  // requires at run time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
        emptyOutDir: true,
        // The gateway's Node.js: classes and private fields as written. Down-compiled for older
        // browsers (the default), each private field is a WeakMap lookup: a page cost 5-8 % more.
        target: 'node20',
        rollupOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
        },
      }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // Browsers of 2022 on (Chrome 94, Firefox 93, Safari 15.4): the libraries' classes and
        // private fields ship as written instead of down-compiled (i18next alone 2 KB gzip less).
        target: 'es2022',
        // Terser with two passes: the libraries 2 to 3 % smaller than esbuild's minification, for
        // a slower build of the browser's bundle only.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        // No modulepreload polyfill on every first load: a browser without modulepreload (Safari
        // before 17) still loads every chunk, only without fetching them ahead.
        modulePreload: { polyfill: false },
        // .vite/manifest.json: which chunks each entry and lazy page loads, read by the first-load budget test.
        manifest: true,
        rollupOptions: {
          output: {
            // What the entry loads at start is split into 'react' and 'vendor' (libraries, cached
            // across releases) and 'index' (our code, shared code included). Everything else is
            // chunked by its dynamic imports: each page (app-routes.tsx), each language's texts
            // (i18n.ts), the admin area with its translations, the editor with TipTap within it;
            // code two of them share goes in a chunk of its own, so no page loads another's.
            manualChunks(id, { getModuleInfo }) {
              if (REACT_MODULE.test(id)) return 'react';
              // The contracts are reachable from the entry as a whole, but the public pages use only
              // their constants: the schemas and zod go in a chunk that the forms and the admin area load.
              if (CONTRACTS_ARTICLE_HTML.test(id)) return undefined;
              if ((CONTRACTS_MODULE.test(id) && !CONTRACTS_CONSTANTS.test(id)) || ZOD_MODULE.test(id)) return 'schemas';
              if (CONTRACTS_ERROR_TEXTS.test(id)) return 'errors';
              if (CONTRACTS_ERRORS.test(id)) return 'error-catalogue';
              if (CONTRACTS_VALIDATION_MESSAGES.test(id)) return 'validation-messages';
              if (CONTRACTS_REFERENCE_RANGES.test(id)) return 'reference-ranges';
              if (CONTRACTS_API_PATHS.test(id)) return 'api-paths';
              if (CONTRACTS_LIMITS.test(id)) return 'limits';
              if (CONTRACTS_ANALYSIS.test(id)) return 'analysis';
              if (CONTRACTS_AUDIT.test(id)) return 'audit';
              if (loadedAtStart(id, getModuleInfo)) return id.includes('/node_modules/') ? 'vendor' : 'index';
              return undefined;
            },
          },
        },
      },
}));
