import { join } from 'node:path';
import type { PlatformConfig } from '../config';
import { InProcessSearchEngine } from './in-process-search-engine';
import type { SearchEngine } from './search-engine.port';

/**
 * Elasticsearch when ELASTICSEARCH_URL is set (its client loaded only then: about 30 MB of every
 * process otherwise), the in-process index otherwise; pinged before use. The in-process index of a
 * service whose documents are NeDB files keeps its snapshot beside them, in
 * `<DATA_DIR>/<service>/search`: only that process writes those documents, so what changed since
 * the snapshot is what the service reconciles at start. With MongoDB (other replicas write the
 * same documents) every start indexes from the store.
 */
export async function createSearchEngine(config: PlatformConfig, service?: string): Promise<SearchEngine> {
  const engine = config.elasticsearch
    ? (await import('./elasticsearch-search-engine')).ElasticsearchSearchEngine.connect(config.elasticsearch)
    : new InProcessSearchEngine(service && !config.mongo ? join(config.dataDir, service, 'search') : undefined);
  try {
    await engine.ping();
  } catch (error) {
    await engine.close();
    throw error;
  }
  return engine;
}
