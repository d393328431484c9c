# The image of docker-compose.yml's api and web nodes.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .puppeteerrc.cjs ./
COPY . .
RUN npm ci && npm prune --omit=dev --ignore-scripts
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node", "--import", "tsx", "server.ts"]
