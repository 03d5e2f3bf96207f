# The app in one image: builds the workspaces, then runs the server, which serves the client too.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# docker build --build-arg BUILD_COMMIT=$(git rev-parse HEAD): the commit in the kurzy_build_info metric.
ARG BUILD_COMMIT=
ENV BUILD_COMMIT=${BUILD_COMMIT}
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
