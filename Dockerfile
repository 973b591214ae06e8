# syntax=docker/dockerfile:1
# The shop in one image: the compiled API (apps/api/dist) serving the built web app
# (apps/web/dist) on one port. `docker build -t jangbogi .`; see docs/deploy.md.

# ---- build: install everything, compile the API and the web app, then deploy the API's
# production tree
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
RUN npm install --global pnpm@10.34.9
# Manifests first, so the dependency layer is reused while only source changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc .pnpmfile.cjs ./
COPY apps/api/package.json apps/api/
COPY apps/api/scripts apps/api/scripts
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY prisma prisma
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build
# The API's dependencies (not devDependencies) in a tree of their own, with its compiled dist/
# (the package's `files`). The Prisma client is generated into the source and compiled into dist,
# so no install script is needed. `--legacy`: the workspace links its packages rather than
# injecting them, and the API depends on none at run time (contracts is compiled in).
RUN pnpm --filter @jangbogi/api --prod deploy --legacy --ignore-scripts /prod/apps/api

# ---- runtime: compiled output and production dependencies, run as the unprivileged `node` user
FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The repository layout is kept: the API finds prisma/migrations, prisma/functions and apps/web/dist
# from its own path.
COPY --from=build /prod/apps/api ./apps/api
COPY --from=build /src/prisma/migrations ./prisma/migrations
COPY --from=build /src/prisma/functions ./prisma/functions
COPY --from=build /src/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# Liveness only: /api/health answers while the process serves; readiness is /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=8", "apps/api/dist/server.js"]
