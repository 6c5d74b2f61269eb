# The portal as a container: build with every dependency, prune to the production ones, run the
# compiled server as an unprivileged user. CI runs this file's steps as shell in a fresh copy of the
# checkout (tests/ship/production-install.test.ts), as no Docker engine is at hand there.
#   docker build -t portal .
#   docker run -p 3000:3000 -e GATEWAY_URL=https://gateway.example portal
# Node is PID 1 here (CMD runs it directly, not through npm or a shell), so `docker stop`'s SIGTERM
# reaches the server, which drains (README: "Running it in production").

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# better-sqlite3 fetches its prebuilt binary here (or compiles: add python3, make and g++).
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV HOST=0.0.0.0 PORT=3000 DATABASE_PATH=/app/data/portal.db
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Emulator mode (no GATEWAY_URL) keeps its database and JWT secret here: mount a volume to keep them.
# (On Node 24.19+, better-sqlite3 12 may abort at exit, nodejs/node#65446; proxy mode never loads it.)
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "dist/start.js"]
