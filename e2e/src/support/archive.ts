import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { withoutEngines } from '@labmedicin/platform/testing';
import type { RunningProduct } from './product';

const ROOT = resolve(__dirname, '../../..');

export interface CliRun {
  code: number;
  output: string;
}

/** Runs `npm run export`/`npm run import`'s script (without its build) with the environment given, as an operator would. */
export function archiveCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const base = withoutEngines(process.env);
  return new Promise((done) => {
    execFile(process.execPath, ['scripts/archive.mjs', ...args, '--skip-build'], { cwd: ROOT, env: { ...base, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** The variables that point the CLI at an embedded product's stores: its data folder. */
export function storesOf(product: RunningProduct): Record<string, string> {
  return { DATA_DIR: product.dataDir };
}

export interface ArchiveEntryBytes {
  name: string;
  bytes: Buffer;
}

/** A (small, test-sized) archive's entries, in order. */
export async function readEntries(file: string): Promise<ArchiveEntryBytes[]> {
  const extract = tar.extract();
  const entries: ArchiveEntryBytes[] = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push({ name: entry.header.name, bytes: Buffer.concat(chunks) });
    }
  })();
  await pipeline(Readable.from([await readFile(file)]), createGunzip(), extract);
  await reading;
  return entries;
}

/** Writes entries as a .tar.gz, as a hand that altered an archive would. */
export async function writeEntries(file: string, entries: ArchiveEntryBytes[]): Promise<void> {
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name, size: entry.bytes.length }, entry.bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  await writeFile(file, gzipSync(Buffer.concat(chunks)));
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
