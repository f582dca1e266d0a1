# syntax=docker/dockerfile:1.7
# Production image of the portal: multi-stage, Node 24, production dependencies only, non-root, no sandbox.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY react-router.config.ts vite.config.ts tsconfig.json ./
COPY app ./app
COPY server ./server
COPY shared ./shared
COPY public ./public
# Vite's plugins, and the .br/.gz writer npm run build ends with (decision 027). test/unit/container-image.test.ts
# fails when the build imports a file this stage does not copy.
COPY scripts/vite-enhance.ts scripts/vite-server-boundary.ts scripts/precompress.ts ./scripts/
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SESSION_DATA_DIR=/app/data
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --chown=root:root package.json ./
COPY --chown=root:root server ./server
# The deployment variants (APP_ENV=prod|qa|uat|editor, spec 2 §7): committed, secret-free, read at start-up.
COPY --chown=root:root config ./config
COPY --chown=root:root shared ./shared
COPY --chown=root:root views ./views
# The data directory (SQLite session store) is the only place the app writes.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "server/index.ts"]
