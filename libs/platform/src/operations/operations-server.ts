import { createServer, type Server } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { metricsRegistry } from './metrics';
import { answerProbe } from './probes';
import type { ReadinessReport } from './readiness';

export const METRICS_PATH = '/metrics';

/**
 * The operations port of a process (OPS_PORT): the probes and Prometheus' /metrics, apart from
 * the public port, so the monitoring namespace can be let in to it alone and a scrape never
 * competes with readers. Only here does /readyz name each dependency and its error.
 */
export async function startOperationsServer(options: {
  port: number;
  readiness: () => Promise<ReadinessReport>;
  logger: LoggerService;
}): Promise<Server> {
  const server = createServer((req, res) => {
    if (answerProbe(req, res, options.readiness, { details: true }) !== null) return;
    if (req.url?.split('?', 1)[0] === METRICS_PATH && req.method === 'GET') {
      metricsRegistry.metrics().then(
        (text) => {
          res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
          res.end(text);
        },
        (error: unknown) => {
          options.logger.error(`metrics failed: ${error instanceof Error ? error.message : String(error)}`);
          res.writeHead(500).end();
        },
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the operations port answers /livez, /readyz and /metrics\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
