// The gateway's API suites that start the real services (test/stack.ts startStack) again, on the
// production engines (Redis, MongoDB, Elasticsearch, S3) that ENGINES_ENV_FILE names, each stack
// in a space of its own (test/engine-space.ts). Without the engines this project has nothing to run.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const base = require('./jest.config.js');

/** The spec files under `dir` that start a stack. */
function stackSuites(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stackSuites(path);
    return entry.name.endsWith('.spec.ts') && readFileSync(path, 'utf8').includes('startStack(') ? [path] : [];
  });
}

module.exports = {
  ...base,
  displayName: 'gateway-production',
  setupFiles: [join(__dirname, 'test/production-profile.setup.js')],
  testMatch: process.env.ENGINES_ENV_FILE ? stackSuites(join(__dirname, 'src')) : [],
};
