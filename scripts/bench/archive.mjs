// Benchmark of `npm run export` and `npm run import` (scripts/archive.mjs) at scale on the embedded
// profile: a product is started once on a data dir of its own (it seeds), stopped, and its
// articles are copied in the store (each seed article with all its revisions, under new ids and
// slugs) until there are --articles of them; optionally --image-mb of article images (4 MB files)
// are added to media's store. Then the export of that installation and its import into an empty
// data dir are timed, with the peak resident memory of each (GNU time's maximum RSS). Writes its
// section of docs/benchmarks.md. With --production (after `npm run engines:up`) the archive is also
// imported into an empty space of the production engines (MongoDB, Elasticsearch, S3) and exported
// from there again.
//
//   npm run build && node scripts/bench/archive.mjs [--articles 10000] [--image-mb 0] [--production]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machineLine, requireBuild, startBuiltProduct, writeReportSection } from './bench-support.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const { values: options } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    'image-mb': { type: 'string', default: '0' },
    'no-report': { type: 'boolean', default: false },
    production: { type: 'boolean', default: false },
  },
});
const ARTICLES = Number(options.articles);
const IMAGE_MB = Number(options['image-mb']);
const IMAGE_FILE_MB = 4;
const BATCH = 200;

requireBuild();
const platform = require('@labmedicin/platform');
const { RevisionsRepository } = require(join(ROOT, 'apps/content/dist/store/revisions.repository.js'));
const { pngImage } = require('@labmedicin/platform/testing');

/** The seed's articles copied, each with every revision, until there are `total`. */
async function fillArticles(dataDir, total) {
  const config = platform.loadConfig({}, { ...process.env, DATA_DIR: dataDir }).platform;
  const store = await platform.createDocumentStore(config, 'content');
  try {
    const articles = store.collection('articles');
    const revisions = new RevisionsRepository(store);
    const seed = await articles.find({}, { sort: { _id: 1 } });
    const history = new Map();
    for (const article of seed) history.set(article._id, await revisions.allOf(article._id));
    let count = seed.length;
    let revisionCount = [...history.values()].reduce((sum, list) => sum + list.length, 0);
    for (let copy = 1; count < total; copy += 1) {
      const newArticles = [];
      const newRevisions = [];
      for (const original of seed) {
        if (count + newArticles.length >= total) break;
        const _id = platform.newObjectId();
        const { createdByRequest: _request, linkKey: _link, translatedFrom: _from, ...fields } = original;
        newArticles.push({ ...fields, _id, slug: `${original.slug}-kopia-${copy}`, groupId: _id });
        for (const revision of history.get(original._id)) {
          const { savedByRequest: _saved, ...kept } = revision;
          newRevisions.push({ ...kept, _id: platform.newObjectId(), articleId: _id, slug: `${original.slug}-kopia-${copy}` });
        }
        if (newArticles.length === BATCH) {
          await articles.insertMany(newArticles.splice(0));
          count += BATCH;
        }
      }
      count += newArticles.length;
      if (newArticles.length > 0) await articles.insertMany(newArticles);
      for (let i = 0; i < newRevisions.length; i += BATCH) await revisions.insertMany(newRevisions.slice(i, i + BATCH));
      revisionCount += newRevisions.length;
    }
    return { articles: count, revisions: revisionCount };
  } finally {
    await store.close();
  }
}

/** `megabytes` of article images, as media stores uploads: a record and a file each. */
async function fillImages(dataDir, megabytes) {
  const config = platform.loadConfig({}, { ...process.env, DATA_DIR: dataDir }).platform;
  const store = await platform.createDocumentStore(config, 'media');
  const objects = await platform.createObjectStore(config);
  const files = Math.ceil(megabytes / IMAGE_FILE_MB);
  try {
    for (let i = 0; i < files; i += 1) {
      // Photographs do not compress: the file is a small PNG padded with random bytes after its end.
      const png = pngImage(64, 64, [i % 256, 80, 160]);
      const bytes = Buffer.concat([png, randomBytes(IMAGE_FILE_MB * 2 ** 20 - png.length)]);
      const filename = `bench-${platform.newObjectId()}.png`;
      await objects.put(filename, bytes, 'image/png');
      await store.collection('images').insertOne({
        filename,
        originalName: `bild-${i}.png`,
        purpose: 'article',
        mimeType: 'image/png',
        width: 64,
        height: 64,
        size: bytes.length,
        uploadedAt: new Date().toISOString(),
      });
    }
    return files;
  } finally {
    await store.close();
    await objects.close();
  }
}

/** The production engines' variables (npm run engines:up) pointed at a space of their own, without Redis (the CLI needs none). */
async function productionSpace() {
  const file = process.env.ENGINES_ENV_FILE ?? join(ROOT, '.engines.env');
  const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const { REDIS_URL: _transport, ...stores } = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
  const space = `bench${Date.now().toString(36)}`;
  return { ...stores, MONGO_DATABASE_PREFIX: space, SEARCH_INDEX_PREFIX: space, S3_BUCKET: space };
}

/** Runs the CLI under GNU time: wall-clock seconds, CPU seconds (user and system) and peak resident memory (MB). */
function timedCli(args, dataDir, stores = {}) {
  return new Promise((done, fail) => {
    execFile(
      '/usr/bin/time',
      ['-f', 'BENCH %e %M %U %S', process.execPath, 'scripts/archive.mjs', ...args, '--skip-build'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, ...stores }, maxBuffer: 64 * 2 ** 20 },
      (error, stdout, stderr) => {
        const line = /BENCH ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(stderr);
        if (error || !line) return fail(new Error(`${args[0]} failed: ${stdout}${stderr}`));
        done({ seconds: Number(line[1]), peakMb: Number(line[2]) / 1024, cpuSeconds: Number(line[3]) + Number(line[4]) });
      },
    );
  });
}

const startedAt = new Date();
const source = await mkdtemp(join(tmpdir(), 'labmedicin-archive-bench-'));
const target = await mkdtemp(join(tmpdir(), 'labmedicin-archive-bench-target-'));
const archive = join(tmpdir(), `labmedicin-archive-bench-${process.pid}.tar.gz`);
try {
  const product = await startBuiltProduct({ dataDir: source });
  await product.stop();
  const filled = await fillArticles(source, ARTICLES);
  const images = IMAGE_MB > 0 ? await fillImages(source, IMAGE_MB) : 0;
  console.log(`[bench] ${filled.articles} articles, ${filled.revisions} revisions, ${images} images of ${IMAGE_FILE_MB} MB`);
  const exported = await timedCli(['export', '--out', archive], source);
  const archiveMb = (await stat(archive)).size / 2 ** 20;
  console.log(`[bench] export ${exported.seconds} s (CPU ${exported.cpuSeconds} s), peak RSS ${exported.peakMb.toFixed(0)} MB, archive ${archiveMb.toFixed(1)} MB`);
  const imported = await timedCli(['import', archive], target);
  console.log(`[bench] import ${imported.seconds} s (CPU ${imported.cpuSeconds} s), peak RSS ${imported.peakMb.toFixed(0)} MB`);
  const timing = (run) => `${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s) | ${run.peakMb.toFixed(0)} MB`;
  const contents = `${filled.articles} | ${filled.revisions} | ${images > 0 ? `${images} × ${IMAGE_FILE_MB} MB` : '–'} | ${archiveMb.toFixed(1)} MB`;
  const rows = [`| embedded | ${contents} | ${timing(exported)} | ${timing(imported)} | ${loadavg()[0].toFixed(1)} |`];
  if (options.production) {
    const stores = await productionSpace();
    const intoProduction = await timedCli(['import', archive], target, stores);
    console.log(`[bench] production import ${intoProduction.seconds} s (CPU ${intoProduction.cpuSeconds} s), peak RSS ${intoProduction.peakMb.toFixed(0)} MB`);
    const again = `${archive}.production.tar.gz`;
    const fromProduction = await timedCli(['export', '--out', again], target, stores);
    await rm(again, { force: true });
    console.log(`[bench] production export ${fromProduction.seconds} s (CPU ${fromProduction.cpuSeconds} s), peak RSS ${fromProduction.peakMb.toFixed(0)} MB`);
    rows.push(`| production | ${contents} | ${timing(fromProduction)} | ${timing(intoProduction)} | ${loadavg()[0].toFixed(1)} |`);
  }
  const row = rows.join('\n');
  console.log(row);
  if (!options['no-report']) {
    await writeReportSection(
      `archive-${IMAGE_MB > 0 ? 'images' : 'articles'}`,
      [machineLine(startedAt), '', '| profile | articles | revisions | images | archive | export: wall clock (CPU) | export peak RSS | import: wall clock (CPU) | import peak RSS | load (1 min) |', '|---|---|---|---|---|---|---|---|---|---|', ...rows],
      IMAGE_MB > 0 ? '### Export and import with images (`node scripts/bench/archive.mjs --image-mb N`)' : '## Export and import (`node scripts/bench/archive.mjs`)',
    );
  }
} finally {
  await rm(source, { recursive: true, force: true });
  await rm(target, { recursive: true, force: true });
  await rm(archive, { force: true });
}
