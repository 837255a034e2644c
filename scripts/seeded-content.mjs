// Content as a product's first start seeds it, made once per `npm test` run for the test stacks and
// products to start from a copy (libs/platform/src/testing/seeded-content.ts). The seed (57 articles,
// their corrections and English translations, each written, revised and indexed) was about 2.5 CPU
// seconds of every embedded start and 13 of every start on the engines (theirs included), and some
// 150 starts a run repeated it; a start that finds the store seeded skips it, as a restarted
// product does. The copies are made by the built product itself, started once on each profile.
import { spawn } from 'node:child_process';
import { withoutEngines } from '../tools/engine-variables.cjs';
import { freePortBlock } from '../tools/free-ports.cjs';
import { ROOT, waitForHealth } from './processes.mjs';

/**
 * Where the seeding starts listen: the test ports, before any test runs (libs/platform/src/testing/free-port.ts),
 * a half each, so that the two, looking at once, never choose the same.
 */
const TEST_PORTS = [
  { from: 10_000, to: 14_999 },
  { from: 15_000, to: 19_999 },
];
/** The gateway, then the transport's five nodes, then five operations ports. */
const PORTS = 11;
/** The Redis database of the seeding start on the engines: the tests' stacks and products use 1–31. */
const SEED_REDIS_DATABASE = 0;

/** Starts the built product on `env` until it answers its health (content has seeded by then), then stops it. */
async function seedOnce(variables, ports) {
  const base = await freePortBlock(ports, PORTS);
  // The embedded seed sees no engine; the one on the engines gets them from `variables`.
  const env = Object.assign(withoutEngines(process.env), {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(base),
    TRANSPORT_PORT_BASE: String(base + 1),
    OPS_PORT_BASE: String(base + 6),
    ...variables,
  });
  const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForHealth(`http://127.0.0.1:${base}`, 180_000),
      exited.then((code) => Promise.reject(new Error(`the seeding start exited with ${code} before it was healthy`))),
    ]);
  } finally {
    // Content writes its in-process index's snapshot as it stops.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Seeds content into `dataDir` on the embedded profile and, given the engines' variables, into the
 * space named `prefix` on them (its Elasticsearch indices then refuse writes, so a clone of them can
 * be made at any time); both at once. Resolves to the variables that tell the tests where the
 * copies are.
 */
export async function seedContent({ dataDir, engines, prefix }) {
  const seeds = [seedOnce({ DATA_DIR: dataDir }, TEST_PORTS[0])];
  if (engines) {
    const redis = new URL(engines.REDIS_URL);
    redis.pathname = `/${SEED_REDIS_DATABASE}`;
    const space = {
      ...engines,
      DATA_DIR: `${dataDir}-engines`,
      REDIS_URL: redis.toString(),
      MONGO_DATABASE_PREFIX: prefix,
      SEARCH_INDEX_PREFIX: prefix,
      S3_BUCKET: prefix,
    };
    seeds.push(seedOnce(space, TEST_PORTS[1]).then(() => freezeIndices(engines.ELASTICSEARCH_URL, prefix)));
  }
  await Promise.all(seeds);
  return {
    LABMEDICIN_TEST_SEEDED_DATA_DIR: dataDir,
    ...(engines ? { LABMEDICIN_TEST_SEEDED_PREFIX: prefix } : {}),
  };
}

/** Elasticsearch clones only an index that refuses writes. */
async function freezeIndices(elasticsearchUrl, prefix) {
  const response = await fetch(`${elasticsearchUrl}/${prefix}-*/_settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'index.blocks.write': true }),
  });
  if (!response.ok) throw new Error(`the seeded indices could not be made read-only: ${response.status} ${await response.text()}`);
}
