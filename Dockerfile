# syntax=docker/dockerfile:1
# One image for the gateway and the four services; the command picks which one runs:
#   docker run labmedicin                                      -> gateway on :5001
#   docker run labmedicin node apps/content/dist/main.js       -> the content service
# Production profile: configure it with MONGO_URL, REDIS_URL, ELASTICSEARCH_URL, S3_* and
# SESSION_SECRET (see docker-compose.yml and k8s/README.md).

FROM node:24-bookworm-slim AS base
WORKDIR /app

# The root and workspace package.json files only, so the `npm ci` layers below stay cached until a
# dependency changes. Globbing here (rather than one COPY per workspace) keeps new apps and libs in.
FROM base AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json /manifests/ \
 && for manifest in apps/*/package.json libs/*/package.json; do \
      mkdir -p "/manifests/$(dirname "$manifest")" && cp "$manifest" "/manifests/$manifest"; \
    done

FROM base AS deps
COPY --from=manifests /manifests ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM base AS prod-deps
COPY --from=manifests /manifests ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM deps AS build
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN npx nx run-many -t build --outputStyle=static

FROM node:24-bookworm-slim AS runtime
# tini as PID 1 forwards SIGTERM to node (Nest's shutdown hooks close the adapters) and reaps the
# processes the exec health probes leave behind. Not version-pinned: bookworm's tini only moves
# for security fixes, and a pinned Debian revision disappears from the mirrors.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production NODE_OPTIONS=--enable-source-maps
WORKDIR /app
# Production node_modules with the workspace links (node_modules/@labmedicin/* -> libs/*, apps/*).
COPY --from=prod-deps /app ./
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/calculators/dist libs/calculators/dist
COPY --from=build /app/libs/platform/dist libs/platform/dist
COPY --from=build /app/apps/gateway/dist apps/gateway/dist
COPY --from=build /app/apps/auth-users/dist apps/auth-users/dist
COPY --from=build /app/apps/content/dist apps/content/dist
COPY --from=build /app/apps/content/seed apps/content/seed
COPY --from=build /app/apps/media/dist apps/media/dist
COPY --from=build /app/apps/comments/dist apps/comments/dist
COPY --from=build /app/apps/web/dist apps/web/dist

# Probe for the services, which have no HTTP port (why this check: k8s/README.md, "Probes").
#   live:  this container holds an established TCP connection to Redis; a service opens it at
#          start-up for its Redis Streams consumer and keeps it while it runs.
#   ready: that, and Redis answers PING.
COPY <<"EOF" /app/healthcheck.cjs
'use strict';
const { readFileSync } = require('node:fs');
const Redis = require('ioredis');

const ESTABLISHED = '01';

function fail(reason) {
  process.stderr.write(`unhealthy: ${reason}\n`);
  process.exit(1);
}

// /proc/net/tcp{,6} list this network namespace's sockets: "sl local remote st ...", ports in hex.
function holdsConnectionTo(port) {
  return ['/proc/net/tcp', '/proc/net/tcp6'].some((table) => {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      return false; // tcp6 is absent where IPv6 is off
    }
    return text
      .split('\n')
      .slice(1)
      .some((line) => {
        const [, , remote, state] = line.trim().split(/\s+/);
        return state === ESTABLISHED && parseInt(remote.split(':')[1], 16) === port;
      });
  });
}

async function pings(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined); // the rejected connect() below reports it
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } finally {
    redis.disconnect();
  }
}

async function main() {
  const mode = process.argv[2];
  if (mode !== 'live' && mode !== 'ready') fail('usage: healthcheck.cjs live|ready');
  if (!process.env.REDIS_URL) fail('REDIS_URL is not set');
  const url = new URL(process.env.REDIS_URL);
  const port = Number(url.port || 6379);
  // Checked before our own PING connection exists, so that one cannot count.
  if (!holdsConnectionTo(port)) fail(`no established connection to Redis port ${port}`);
  if (mode === 'ready' && !(await pings(url.href))) fail('Redis did not answer PING');
}

setTimeout(() => fail('timed out'), 4000).unref();
main().then(
  () => process.exit(0),
  (error) => fail(error instanceof Error ? error.message : String(error)),
);
EOF

# Numeric, so Kubernetes' runAsNonRoot can verify it (the image's `node` user is 1000).
USER 1000:1000
EXPOSE 5001
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/gateway/dist/main.js"]
