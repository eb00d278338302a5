# syntax=docker/dockerfile:1
# Two stages: `build` installs every dependency from the lockfile, generates the Prisma client and
# builds the server and the web app; the runtime image holds the production dependencies (the
# server's own: api/test/runtime-dependencies.test.ts) and the built files (the server bundle
# includes the generated Prisma client) only, and runs as the unprivileged `node` user.
# docker-compose.yml and deploy/kubernetes run it.
#
# The base image is pinned to an exact version; pin its digest too where you build
# (docs/operations.md, "Pinned images"): FROM node:24.22.3-bookworm-slim@sha256:<digest>.

FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts schema.graphql relay.config.js tsconfig.json ./
COPY api ./api
COPY web ./web
# The committed lockfile decides every version (npm install rather than npm ci: the lockfile
# cannot list other platforms' optional binaries, which npm ci calls out of sync). Its postinstall
# generates the Prisma client and the Pothos types, compiles the server, makes the database
# template and builds the web app.
RUN npm install --no-audit --no-fund

FROM node:24.22.3-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only, from the same lockfile; no install scripts (the build stage
# already generated and built everything they would).
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The migrations, which the server (MIGRATE_ON_START) and `npm run db:migrate` apply.
COPY prisma ./prisma
# The compiled server (and its migrator) and the migrated database template a new DATA_DIR starts from.
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The web app's persisted documents: the only ones a browser session may run (README).
COPY --from=build /app/web/persisted-documents.json ./web/persisted-documents.json
# The embedded database and the e-mail outbox (when no DATABASE_URL / SMTP_URL) live here.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/index.js"]
