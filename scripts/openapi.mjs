// `npm run openapi`: writes docs/openapi.json, the API's OpenAPI document as the gateway makes it
// from the contracts' route table (apps/gateway/src/openapi), read from the gateway's build (the
// npm script builds it first). Committed, so a change of the API shows in the diff; the gateway's
// tests fail while the committed file differs from what the route table makes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

const require = createRequire(import.meta.url);
const { openApiJson } = require(join(ROOT, 'apps', 'gateway', 'dist', 'openapi', 'openapi.js'));
const file = join(ROOT, 'docs', 'openapi.json');
writeFileSync(file, openApiJson());
console.log(`wrote ${file}`);
