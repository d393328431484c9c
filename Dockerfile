# The image of docker-compose.yml's api and web nodes.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .puppeteerrc.cjs ./
COPY . .
# npm ci builds dist/ (the client, the page renderer and the compiled server, decision 033)
# while the build tools are installed; pruning leaves what runs.
RUN npm ci && npm prune --omit=dev --ignore-scripts
ENV NODE_ENV=production
EXPOSE 3000
# Exec form: node itself receives the platform's SIGTERM and drains (no shell or npm between).
# tsx stays installed for the operator commands (npm run staff:*), not for the server.
CMD ["node", "--max-semi-space-size=64", "dist/server/server.js"]
