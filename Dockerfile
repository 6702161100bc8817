# syntax=docker/dockerfile:1
# The platform as one container for offices that host it themselves (compose.yaml runs it with
# PostgreSQL). Three stages: dependencies, the build, and a small runtime with only the standalone
# server, run as an unprivileged user: the server `npm start` and the end-to-end tests run too
# (scripts/start.mjs lays out its static files and public/ the same way).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma/schema.prisma prisma/
RUN npm install --no-audit --no-fund --loglevel=error

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# The build prerenders the public pages from a database: with no DATABASE_URL, `npm run build`
# starts an embedded PostgreSQL of its own (scripts/with-db.mjs), migrated and empty. The deployed
# pages follow the real database as their cached reads expire (minutes) or the office writes.
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    UPLOAD_DIR=/data/uploads
# Longer than a reverse proxy keeps an idle upstream connection (nginx: 60 s), so the server never
# closes a socket the proxy is about to reuse.
ENV KEEP_ALIVE_TIMEOUT=65000
RUN groupadd --system --gid 1001 plataforma \
 && useradd --system --uid 1001 --gid plataforma --home-dir /app plataforma \
 && mkdir -p /data/uploads && chown plataforma:plataforma /data/uploads
COPY --from=build --chown=plataforma:plataforma /app/.next/standalone ./
COPY --from=build --chown=plataforma:plataforma /app/.next/static ./.next/static
COPY --from=build --chown=plataforma:plataforma /app/public ./public
USER plataforma
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server.js"]
