import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadinessReport } from './readiness';

export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';

/**
 * Answers the Kubernetes probes: /livez is the process itself (that it answers at all means its
 * event loop runs; it never asks Redis, a store or another service, so an outage elsewhere never
 * restarts it); /readyz is its own dependencies. With `details` (the operations port) the report
 * names each dependency and why it failed; without (the gateway's public port, which anyone can
 * reach through the Ingress) it is the status alone. Returns the probe's path, or null for any
 * other request.
 */
export function answerProbe(
  req: IncomingMessage,
  res: ServerResponse,
  readiness: () => Promise<ReadinessReport>,
  { details }: { details: boolean },
): string | null {
  const path = probePathOf(req.url);
  if (path === null) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, { status: 'method not allowed' }, { Allow: 'GET, HEAD' });
    return path;
  }
  if (path === LIVENESS_PATH) {
    send(res, 200, { status: 'ok' });
    return path;
  }
  readiness().then(
    (report) => {
      const status = report.ready ? 'ready' : 'not ready';
      send(res, report.ready ? 200 : 503, details ? { status, checks: report.checks } : { status });
    },
    (error: unknown) =>
      send(res, 503, details ? { status: 'not ready', error: error instanceof Error ? error.message : String(error) } : { status: 'not ready' }),
  );
  return path;
}

/** The probe a request URL names, or null; cheap, since the gateway asks it of every request. */
function probePathOf(url: string | undefined): string | null {
  if (url === undefined || url.charCodeAt(1) === 97 /* /api */) return null;
  for (const path of [LIVENESS_PATH, READINESS_PATH]) {
    if (url === path || (url.startsWith(path) && url.charCodeAt(path.length) === 63 /* ? */)) return path;
  }
  return null;
}

function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}
