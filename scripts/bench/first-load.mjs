// What a first visit to `/` and to `/article/:slug` loads of JavaScript, per file and in total,
// gzip-compressed (zlib's default level, as the gateway compresses), before (a git ref, default
// main) and after (the working tree). Builds the SPA of each into a temp folder with Vite's
// manifest and follows the entry graph as the browser does: index.html's module script and
// modulepreload links, what they import statically, the page's chunk and the language's texts
// with their static imports, and the lazy parts the page's code loads but those in
// apps/web/src/first-load-later.json (as first-load.spec.ts counts them). A build without page or language chunks (before they were split)
// loads everything at start. Writes the "First load" section of docs/benchmarks.md. The earlier
// sources build with the working tree's node_modules: a library they import that the working tree
// dropped must be there (`npm install --no-save <it>`; main before this split used
// i18next-browser-languagedetector).
//
//   node scripts/bench/first-load.mjs [--before main]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../processes.mjs';
import { REPORT, writeReportSection } from './bench-support.mjs';

const { values: options } = parseArgs({ options: { before: { type: 'string', default: 'main' } } });
const PAGES = { '/': 'src/features/home/home-page.tsx', '/article/:slug': 'src/features/articles/article-page.tsx' };
const LANGUAGES = { sv: 'src/locales/sv/public.ts', en: 'src/locales/en/public.ts' };
/** The lazy parts a page's code loads only for some visits, not before it is interactive (as first-load.spec.ts reads them). */
const LATER = JSON.parse(readFileSync(join(ROOT, 'apps/web/src/first-load-later.json'), 'utf8'));

/** Builds the SPA whose sources are under `sourceRoot` (a checkout of the repository) into a temp folder. */
function build(sourceRoot) {
  const outDir = mkdtempSync(join(ROOT, '.first-load-build-'));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', join(sourceRoot, 'apps/web/vite.config.ts'), '--outDir', outDir, '--manifest', '--logLevel', 'error'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
  return outDir;
}

/** The files, with their gzip sizes, a first visit to `page` in `language` loads from the build in `outDir`. */
function firstLoad(outDir, page, language) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const chunkOf = (key) => {
    const name = basename(key).replace(/\.[^.]+$/, '');
    return manifest[key] ?? Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === name);
  };
  const files = new Set();
  const follow = (key) => {
    const chunk = chunkOf(key);
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) follow(imported);
  };
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g)) files.add(file);
  follow('index.html');
  follow(LANGUAGES[language]);
  // The page's chunks and the lazy parts they load before the page is interactive, in turn.
  const entry = new Set(files);
  const lazyParts = [PAGES[page]];
  while (lazyParts.length > 0) {
    const before = new Set(files);
    follow(lazyParts.pop());
    for (const file of files) {
      if (before.has(file) || entry.has(file)) continue;
      const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
      for (const lazy of chunk?.dynamicImports ?? []) if (!(lazy in LATER)) lazyParts.push(lazy);
    }
  }
  return [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file))).length }));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A file's name without its content hash, so that before and after line up. */
const chunkName = (file) => basename(file).replace(/-[\w-]{8}\.js$/, '.js');

function table(before, after) {
  const names = [...new Set([...before, ...after].map(({ file }) => chunkName(file)))];
  const size = (load, name) => load.filter(({ file }) => chunkName(file) === name).reduce((sum, { gzip }) => sum + gzip, 0);
  const rows = names
    .map((name) => ({ name, before: size(before, name), after: size(after, name) }))
    .sort((a, b) => b.after + b.before - (a.after + a.before))
    .map(({ name, before: was, after: is }) => `| \`${name}\` | ${was ? kb(was) : '–'} | ${is ? kb(is) : '–'} |`);
  const total = (load) => kb(load.reduce((sum, { gzip }) => sum + gzip, 0));
  return ['| file | before: KB gzip | after: KB gzip |', '|---|---:|---:|', ...rows, `| **total** | **${total(before)}** | **${total(after)}** |`].join('\n');
}

const checkout = mkdtempSync(join(ROOT, '.first-load-before-'));
const builds = [];
try {
  // The earlier sources, beside the working tree so that they resolve its node_modules.
  const archive = spawnSync('sh', ['-c', `git archive ${options.before} apps/web libs/contracts tsconfig.base.json | tar -x -C ${checkout}`], { cwd: ROOT });
  if (archive.status !== 0) throw new Error(`git archive ${options.before} failed: ${archive.stderr}`);
  const beforeDir = build(checkout);
  const afterDir = build(ROOT);
  builds.push(beforeDir, afterDir);

  const sections = [];
  for (const page of Object.keys(PAGES)) {
    for (const language of Object.keys(LANGUAGES)) {
      sections.push(`**\`${page}\` in ${language === 'sv' ? 'Swedish' : 'English'}**\n\n${table(firstLoad(beforeDir, page, language), firstLoad(afterDir, page, language))}`);
    }
  }
  const commit = (ref) => spawnSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; before: \`${options.before}\` (${commit(options.before)}), after: the working tree on ${commit('HEAD')}. Sizes are zlib gzip at its default level, per file.`,
    '',
    sections.join('\n\n'),
  ];
  await writeReportSection('first-load', lines, introduction());
  console.log(lines.join('\n'));
  console.log(`Written to ${REPORT}`);
} finally {
  for (const dir of [checkout, ...builds]) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

function introduction() {
  return `## First load

\`scripts/bench/first-load.mjs\` builds the SPA of \`main\` (or \`--before <ref>\`) and of the working
tree with Vite's manifest and adds up the JavaScript a first visit loads, as the browser finds it:
index.html's module script and modulepreload links with what they import statically, the page's
own chunk and its language's texts with theirs, and the lazy parts the page's code loads but those
in \`apps/web/src/first-load-later.json\`. Chunks loaded later (the signed-in reader's menu, the
comment form, other pages, the admin area) are not counted. \`apps/web/src/first-load.spec.ts\`
checks the same graph against its budget on every test run.

    node scripts/bench/first-load.mjs [--before main]`;
}
