import { platformEnvSchema, toPlatformConfig, type PlatformConfig } from '../config';
import { freePort } from '../testing';
import { InProcessSearchEngine } from './in-process-search-engine';
import { createSearchEngine } from './search.factory';

const configWith = (env: Record<string, string>): PlatformConfig => toPlatformConfig(platformEnvSchema.parse(env));

describe('createSearchEngine', () => {
  it('opens the in-process index when ELASTICSEARCH_URL is not set', async () => {
    const engine = await createSearchEngine(configWith({}));
    expect(engine).toBeInstanceOf(InProcessSearchEngine);
    await engine.close();
  });

  it('fails, naming the URL, when Elasticsearch cannot be reached; never falls back', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    await expect(createSearchEngine(configWith({ ELASTICSEARCH_URL: url }))).rejects.toThrow(
      new RegExp(`^Cannot reach Elasticsearch at ${url.replace(/\./g, '\\.')}: .*ECONNREFUSED`),
    );
  });
});
