# syntax=docker/dockerfile:1
# WhichCard: one process per container — the bots, and the HTTP server on PORT (Telegram webhook,
# Discord interactions, /healthz, /metrics). Build: docker build -t whichcard .

# 1. Build: all dependencies (the native SQLite binding needs the toolchain), then src/ → dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` (the build) needs the sources, copied below; sqlite3's own install
# script is then run explicitly.
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild sqlite3
COPY scripts ./scripts
COPY src ./src
# Compile, then keep production dependencies only (no compilers, no test tools in the image); fail
# the build, not the first start, if the SQLite binding is missing.
RUN node scripts/build.js \
 && npm prune --omit=dev --no-audit --no-fund \
 && node -e "require('sqlite3')"

# 2. Runtime: compiled output, data files, non-root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    WHICHCARD_STORE=sqlite:///app/data/whichcard.sqlite
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY catalog ./catalog
COPY locales ./locales
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 8080
# Ready only when the store answers (src/http/health.ts); node's fetch, no curl in the image.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1, so `docker stop`'s SIGTERM reaches main.ts: the HTTP server stops taking
# updates, finishes the ones in flight, the store is closed, exit 0. The same program as `npm start`.
CMD ["node", "dist/main.js"]
