# One image for the app; docker-compose.yml runs two replicas of it behind nginx.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts schema.graphql relay.config.js tsconfig.json ./
COPY api ./api
COPY web ./web
RUN npm install --no-audit --no-fund
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "dist/server/index.js"]
