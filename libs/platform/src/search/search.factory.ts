import type { PlatformConfig } from '../config';
import { ElasticsearchSearchEngine } from './elasticsearch-search-engine';
import { InProcessSearchEngine } from './in-process-search-engine';
import type { SearchEngine } from './search-engine.port';

/** Elasticsearch when ELASTICSEARCH_URL is set, the in-process index otherwise; pinged before use. */
export async function createSearchEngine(config: PlatformConfig): Promise<SearchEngine> {
  const engine = config.elasticsearch ? ElasticsearchSearchEngine.connect(config.elasticsearch) : new InProcessSearchEngine();
  try {
    await engine.ping();
  } catch (error) {
    await engine.close();
    throw error;
  }
  return engine;
}
