// The variables that switch a concern to a production engine, the one list for the scripts
// (scripts/, ESM: they import it) and the tests (libs/platform/src/testing/engine-variables.ts
// requires it). Plain CommonJS, so both take it without a build.
'use strict';

const ENGINE_VARIABLES = ['REDIS_URL', 'MONGO_URL', 'MONGO_STAND_IN', 'ELASTICSEARCH_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'];

/** A copy of `env` without them: what a start on the embedded profile, or on engines named apart, inherits. */
function withoutEngines(env) {
  const copy = { ...env };
  for (const name of ENGINE_VARIABLES) delete copy[name];
  return copy;
}

module.exports = { withoutEngines };
