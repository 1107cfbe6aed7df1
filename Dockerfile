# syntax=docker/dockerfile:1
# Build stage: install dependencies (native SQLite binding included) with the build toolchain.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && node -e "require('sqlite3')"  # fail the build, not the first start, if the SQLite binding is missing

# Runtime stage: no compilers, non-root user, data folder for the embedded SQLite store.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY bin ./bin
COPY src ./src
COPY catalog ./catalog
COPY locales ./locales
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
ENV WHICHCARD_STORE=sqlite:///app/data/whichcard.sqlite
VOLUME ["/app/data"]
# node itself is PID 1 (not npm → tsx → node), so SIGTERM from `docker stop` reaches main.ts, which
# stops the bots and closes the store. Same program as `npm start`.
CMD ["node", "--import", "tsx", "src/main.ts"]
