# The online game server (README "Deploying"): docker build -t domino-table-server .
# Stage 1 builds and packs this checkout; stage 2 installs that package with the Colyseus packages it needs,
# as a host would, on Node 22 LTS: the version the server is tested on (SERVER_NODE_VERSION in
# scripts/test/server-node.mjs; test/deploy/deploy.test.ts checks the two are equal and runs these commands).
FROM node:22.23.5-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# npm pack runs the package's prepack script: the full build (npm run build).
RUN mkdir -p pkg && npm pack --pack-destination pkg

FROM node:22.23.5-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=2567
WORKDIR /app
COPY --from=build /src/pkg/ pkg/
RUN npm install --no-audit --no-fund --omit=dev --save-exact ./pkg/domino-table-*.tgz @colyseus/core@0.16.26 @colyseus/ws-transport@0.16.5 @colyseus/schema@3.0.76 @colyseus/redis-presence@0.16.4 @colyseus/redis-driver@0.16.1 \
  && rm -rf pkg \
  && npm cache clean --force
USER node
EXPOSE 2567
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "node_modules/domino-table/bin/domino-table-server.js"]
