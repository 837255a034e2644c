// `npm run export -- --out FILE [--without-accounts]` and `npm run import -- FILE [--replace] [--yes]`:
// the installation's content as one archive (docs/export-format.md), out of and into a stopped
// installation, with the same environment as `npm start` (DATA_DIR embedded; MONGO_URL,
// ELASTICSEARCH_URL and S3_* in production). Each service's own archive code (apps/<service>/src/archive)
// reads and writes its stores; `--skip-build` uses what is already built.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { build } from './processes.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const USAGE = `Usage:
  npm run export -- --out FILE [--without-accounts]
  npm run import -- FILE [--replace] [--yes]`;

function fail(message) {
  console.error(`[labmedicin] ${message}`);
  process.exit(1);
}

/** A bar with counts on a terminal; a line per phase elsewhere (a log keeps no bar). */
function progressReporter() {
  const tty = process.stderr.isTTY;
  const { SingleBar, Presets } = require('cli-progress');
  let bar = null;
  let phase = null;
  const units = { export: 'documents and files', verify: 'bytes checked', import: 'documents and files', restore: 'documents and files put back' };
  return {
    update({ phase: next, done, total }) {
      if (next !== phase) {
        bar?.stop();
        bar = null;
        phase = next;
        if (tty) {
          bar = new SingleBar({ format: `${next.padEnd(7)} [{bar}] {percentage}% | {value}/{total} ${units[next]}`, stream: process.stderr, hideCursor: true }, Presets.shades_classic);
          bar.start(total, done);
        } else console.error(`[labmedicin] ${next}: ${total} ${units[next]}`);
      }
      bar?.setTotal(total);
      bar?.update(done);
    },
    stop() {
      bar?.stop();
      bar = null;
    },
  };
}

async function openInstallation() {
  const platform = require('@labmedicin/platform');
  const config = platform.loadConfig({}, process.env).platform;
  const dist = (service, file) => require(join(ROOT, 'apps', service, 'dist', 'archive', file));
  const opened = [];
  const keep = (resource) => (opened.push(resource), resource);
  try {
    const objects = keep(await platform.createObjectStore(config));
    const search = keep(await platform.createSearchEngine(config, 'content'));
    const store = async (service) => keep(await platform.createDocumentStore(config, service));
    const sections = [
      dist('content', 'content-archive.js').contentArchive(await store('content'), search),
      dist('comments', 'comments-archive.js').commentsArchive(await store('comments')),
      dist('auth-users', 'auth-users-archive.js').authUsersArchive(await store('auth-users')),
      dist('media', 'media-archive.js').mediaArchive(await store('media'), objects),
    ];
    return { platform, config, sections, close: () => Promise.all(opened.map((resource) => resource.close())) };
  } catch (error) {
    await Promise.all(opened.map((resource) => resource.close().catch(() => undefined)));
    throw error;
  }
}

async function exportTo(out, withoutAccounts) {
  const target = resolve(out);
  const partial = `${target}.partial`;
  await mkdir(dirname(target), { recursive: true });
  const installation = await openInstallation();
  const progress = progressReporter();
  try {
    const manifest = await installation.platform.writeArchive(createWriteStream(partial), installation.sections, {
      withoutAccounts,
      productVersion: await productVersion(),
      onProgress: (p) => progress.update(p),
    });
    progress.stop();
    // Only a complete archive gets the name asked for.
    await rename(partial, target);
    console.log(`[labmedicin] exported to ${target}: ${summary(manifest)}`);
  } catch (error) {
    progress.stop();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await installation.close();
  }
}

async function importFrom(file, replace, yes) {
  const source = resolve(file);
  if (!existsSync(source)) fail(`No such archive: ${source}`);
  const installation = await openInstallation();
  const progress = progressReporter();
  try {
    const workDir = installation.config.dataDir;
    await mkdir(workDir, { recursive: true });
    const undone = await installation.platform.undoInterruptedImport(installation.sections, workDir, (p) => progress.update(p));
    if (undone) {
      progress.stop();
      console.log(`[labmedicin] an import of ${undone.archive} started at ${undone.started} was cut off; the installation was put back as it was before it`);
    }
    const manifest = await installation.platform.importArchive(source, installation.sections, {
      replace,
      workDir,
      productVersion: await productVersion(),
      confirmReplace: yes
        ? undefined
        : (held) => {
            progress.stop();
            return confirm(held);
          },
      onProgress: (p) => progress.update(p),
    });
    progress.stop();
    console.log(`[labmedicin] imported ${source}: ${summary(manifest)}. The search index is built from the imported articles at the next start.`);
  } finally {
    progress.stop();
    await installation.close();
  }
}

async function confirm(held) {
  if (!process.stdin.isTTY) fail('--replace replaces everything in this installation: add --yes to confirm when not run from a terminal. Nothing was changed.');
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await terminal.question(`[labmedicin] This replaces everything in this installation (${held} documents and files) with the archive's content. Type yes to go on: `);
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    terminal.close();
  }
}

function summary(manifest) {
  const parts = Object.entries(manifest.counts).map(([name, count]) => `${count} ${name}`);
  return `${parts.join(', ')}${manifest.withoutAccounts ? ' (without accounts)' : ''}`;
}

async function productVersion() {
  return JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')).version;
}

const [command, ...rest] = process.argv.slice(2);
let args;
try {
  args = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'without-accounts': { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
    },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const { values, positionals } = args;
if (command === 'export' && (!values.out || positionals.length > 0)) fail(`export needs --out FILE.\n${USAGE}`);
if (command === 'import' && positionals.length !== 1) fail(`import needs one archive file.\n${USAGE}`);
if (command !== 'export' && command !== 'import') fail(USAGE);

try {
  if (!values['skip-build']) await build(process.env);
  if (command === 'export') await exportTo(values.out, values['without-accounts']);
  else await importFrom(positionals[0], values.replace, values.yes);
} catch (error) {
  fail(error?.name === 'ArchiveError' || error?.name === 'ConfigError' ? error.message : `${command} failed: ${error?.stack ?? error}`);
}
