// What REDIS_URL adds to app.ts: the Redis clients, their health watch, pub/sub through Redis and
// BullMQ jobs. Loaded only when Redis is configured, so that the embedded mode starts without them.
export { Redis } from 'ioredis'
export { createBullmqJobs } from './jobs/bullmq.js'
export { createRedisHealth } from './realtime/redis-health.js'
export { createRedisPubSub } from './realtime/redis-pubsub.js'
