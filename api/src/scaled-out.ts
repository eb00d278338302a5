// What REDIS_URL adds: Redis clients, pub/sub through Redis and BullMQ jobs. app.ts loads this
// only when Redis is configured, so that the embedded mode starts without these libraries.
export { Redis } from 'ioredis'
export { createBullmqJobs } from './jobs/bullmq.js'
export { createRedisPubSub } from './realtime/redis-pubsub.js'
