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
# processes the health checks leave behind. Not version-pinned: bookworm's tini only moves
# for security fixes, and a pinned Debian revision disappears from the mirrors.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 10001 labmedicin \
 && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin labmedicin
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
# The archive's command line and the backup's upload, run by the backup CronJob (k8s/backup.yaml).
COPY --from=build /app/scripts/archive.mjs scripts/archive.mjs
COPY --from=build /app/scripts/processes.mjs scripts/processes.mjs
COPY --from=build /app/scripts/backup.mjs scripts/backup.mjs

# Numeric, so Kubernetes' runAsNonRoot can verify it; above 10000, so it is no user of the node's
# own (the base image's `node` is 1000), and the same as the manifests' runAsUser/runAsGroup.
USER 10001:10001
EXPOSE 5001
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/gateway/dist/main.js"]
