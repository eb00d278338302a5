// What REDIS_URL (or REDIS_CLUSTER_NODES) adds to app.ts: the Redis clients, their health watch,
// pub/sub through Redis and BullMQ jobs. Loaded only when Redis is configured, so that the embedded
// mode starts without them.
export { createBullmqJobs } from './jobs/bullmq.js'
export { createRedisHealth } from './realtime/redis-health.js'
export { createRedisPubSub } from './realtime/redis-pubsub.js'
export { type AppRedis, createRedisClient } from './redis-client.js'
