import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Content as a product's first start seeds it, made once by `npm test` (scripts/seeded-content.mjs):
 * a data folder whose `content/` holds the seeded store and index, and a space of the shared
 * engines. A stack or product started from a copy finds the seed finished and skips it, as a
 * restarted product does; it saves about 2.5 CPU seconds of every embedded start and 13 of every
 * start on the engines. Without these variables (a test file run on its own) each start seeds.
 */
const SEEDED_DATA_DIR = 'LABMEDICIN_TEST_SEEDED_DATA_DIR';
const SEEDED_PREFIX = 'LABMEDICIN_TEST_SEEDED_PREFIX';

/** Puts a copy of the seeded content store into an empty data folder (embedded profile). */
export async function copySeededContent(dataDir: string): Promise<void> {
  const seeded = process.env[SEEDED_DATA_DIR];
  if (!seeded) return;
  await cp(join(seeded, 'content'), join(dataDir, 'content'), { recursive: true });
}

export interface SeededEngines {
  MONGO_URL: string;
  ELASTICSEARCH_URL: string;
}

/**
 * Copies the seeded content space of the engines into the space `prefix` names, before anything
 * starts there: content's MongoDB database document by document, and its Elasticsearch indices as
 * clones (the seeded ones refuse writes, which cloning needs; the clones are made writable).
 */
export async function cloneSeededContent(engines: SeededEngines, prefix: string): Promise<void> {
  const seeded = process.env[SEEDED_PREFIX];
  if (!seeded) return;
  // Loaded only here: the suites on the embedded profile never need the driver.
  const { default: mongoose } = await import('mongoose');
  const client = await mongoose.mongo.MongoClient.connect(engines.MONGO_URL);
  try {
    const from = client.db(`${seeded}-content`);
    const to = client.db(`${prefix}-content`);
    for (const { name } of await from.listCollections({}, { nameOnly: true }).toArray()) {
      const documents = await from.collection(name).find().toArray();
      if (documents.length > 0) await to.collection(name).insertMany(documents);
    }
  } finally {
    await client.close();
  }
  const listed = await elasticsearch(engines, `/_cat/indices/${seeded}-*?h=index&format=json`, 'GET');
  for (const { index } of listed as { index: string }[]) {
    const clone = `${prefix}${index.slice(seeded.length)}`;
    await elasticsearch(engines, `/${index}/_clone/${clone}`, 'POST');
    await elasticsearch(engines, `/${clone}/_settings`, 'PUT', { 'index.blocks.write': false });
  }
}

async function elasticsearch(engines: SeededEngines, path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${engines.ELASTICSEARCH_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`Elasticsearch ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
