/**
 * What the domain writes its log lines to: pino's convention, fields first and then the message.
 * Fastify's logger is one; the domain takes this instead so it knows nothing of Fastify.
 */
export interface Logger {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}
