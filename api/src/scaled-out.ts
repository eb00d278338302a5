// What REDIS_URL adds to app.ts: the Redis client for the rate limits and BullMQ jobs. Loaded
// only when Redis is configured, so that the embedded mode starts without BullMQ.
export { Redis } from 'ioredis'
export { createBullmqJobs } from './jobs/bullmq.js'
