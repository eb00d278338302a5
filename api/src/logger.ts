import { pino } from 'pino'

// Secrets never reach the logs: cookies, authorization headers and passwords are redacted.
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.sessionToken'],
      censor: '[redacted]',
    },
  })
}

export type Logger = ReturnType<typeof createLogger>
