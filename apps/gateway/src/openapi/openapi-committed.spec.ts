import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiJson } from './openapi';

const COMMITTED = join(__dirname, '../../../../docs/openapi.json');

/** docs/openapi.json is committed so that a change of the API shows in the diff: it must be what the route table makes. */
describe('the committed OpenAPI document', () => {
  it('is what the route table makes now', () => {
    const committed = readFileSync(COMMITTED, 'utf8');
    const made = openApiJson();
    if (committed !== made) {
      const paths = (json: string) => JSON.stringify((JSON.parse(json) as { paths: object }).paths);
      const what = paths(committed) === paths(made) ? 'its description' : 'its routes';
      throw new Error(`docs/openapi.json is out of date (${what} changed): regenerate it with \`npm run openapi\` and commit it`);
    }
  });
});
