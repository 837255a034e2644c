// Backups of the installation in the object store, beside the archive the export command writes
// (docs/operations.md, "Backups"). Uses the same environment as `npm start`: S3_ENDPOINT, S3_BUCKET
// and the keys for a bucket (the Kubernetes CronJob sets S3_BUCKET to BACKUP_S3_BUCKET), else the
// files under DATA_DIR/uploads/backups. Runs what is built (libs/platform/dist), as in the image.
//
//   node scripts/backup.mjs upload FILE --keep N --max-age-days D   store FILE, then apply retention
//   node scripts/backup.mjs list                                    the stored archives, newest first
//   node scripts/backup.mjs download KEY --out FILE                 fetch one for a restore
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import platform from '@labmedicin/platform';

const { createObjectStore, listBackups, loadConfig, pruneBackups, storeBackup } = platform;

const USAGE = 'usage: backup.mjs upload FILE --keep N --max-age-days D | list | download KEY --out FILE';

/** A whole number of at least `min`, or the run stops naming the option. */
function count(name, value, min) {
  const number = Number(value);
  if (value === undefined || !Number.isFinite(number) || number < min) throw new Error(`--${name} must be a number of at least ${min} (got ${value ?? 'nothing'})`);
  return number;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { keep: { type: 'string' }, 'max-age-days': { type: 'string' }, out: { type: 'string' } },
  });
  const [command, subject] = positionals;
  if (!['upload', 'list', 'download'].includes(command) || (command !== 'list' && !subject)) throw new Error(USAGE);
  const retention = command === 'upload' ? { keep: count('keep', values.keep, 1), maxAgeDays: count('max-age-days', values['max-age-days'], 1) } : null;
  if (command === 'download' && !values.out) throw new Error(USAGE);

  const objects = await createObjectStore(loadConfig({}).platform);
  try {
    if (command === 'upload') {
      const stored = await storeBackup(objects, subject, new Date());
      console.log(`[backup] stored ${stored.key} (${stored.size} bytes)`);
      for (const key of await pruneBackups(objects, retention, new Date())) console.log(`[backup] removed ${key} (retention: ${retention.keep} newest, ${retention.maxAgeDays} days)`);
    } else if (command === 'list') {
      for (const info of await listBackups(objects)) console.log(`${info.key}\t${info.size}\t${info.lastModified.toISOString()}`);
    } else {
      const found = await objects.get(subject);
      if (!found) throw new Error(`no archive ${subject} in the backups (list them with: backup.mjs list)`);
      await pipeline(found.body, createWriteStream(values.out));
      console.log(`[backup] fetched ${subject} to ${values.out} (${found.info.size} bytes)`);
    }
  } finally {
    await objects.close();
  }
}

main().catch((error) => {
  console.error(`[backup] ${error.message}`);
  process.exit(1);
});
