import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRequire } from 'node:module';
import path from 'node:path';
import { trustProxySetting, type Config } from './config.ts';
import { setPasswordHashCost } from './domain/accounts/password.ts';
import { validatorCompiler } from './lib/request-validation.ts';
import { requestIdFor } from './lib/request-id.ts';
import errorHandler from './plugins/app/error-handler.ts';
import compress from './plugins/external/compress.ts';
import env from './plugins/external/env.ts';
import metrics from './plugins/external/metrics.ts';
import multipart from './plugins/external/multipart.ts';
import openapi from './plugins/external/openapi.ts';
import prisma from './plugins/external/prisma.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import security from './plugins/external/security.ts';
import webStatic from './plugins/external/web-static.ts';

/** Where a test reads the log lines: pino's destination. */
export interface LogStream {
  write(line: string): void;
}

export interface AppOptions {
  config: Config;
}

/** The whole API as one plugin; the server and the tests register it the same way. */
export default async function app(fastify: FastifyInstance, options: AppOptions) {
  // External plugins first, in a fixed order.
  await fastify.register(env, { config: options.config });
  await fastify.register(security);
  await fastify.register(compress);
  await fastify.register(prisma);
  await fastify.register(metrics);
  await fastify.register(rateLimit);
  await fastify.register(multipart);
  await fastify.register(openapi);

  // The application's own plugins.
  await fastify.register(errorHandler);
  await fastify.register(autoload, {
    dir: path.join(import.meta.dirname, 'plugins/app'),
    ignorePattern: /^error-handler\./,
    options,
  });

  // Routes: one folder per resource, all under /api.
  await fastify.register(autoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    options: { prefix: '/api' },
    autoHooks: true,
    cascadeHooks: true,
    ignorePattern: /(^|\/)(schemas?|.*\.test)\.ts$/,
  });

  await fastify.register(webStatic);
}

/** pino-pretty is a development dependency: a production install does not have it. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * `logStream`: every line, at every level, goes there instead (a test reading what the server
 * logs, e.g. that no secret is in it); tests log nothing otherwise.
 */
export function loggerOptions(
  config: Config,
  logStream?: LogStream,
): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'test' && !logStream) return false;
  return {
    level: logStream ? 'trace' : config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers["guest-token"]', 'req.headers.cookie'],
    ...(logStream ? { stream: logStream } : {}),
    ...(!logStream &&
    config.NODE_ENV === 'development' &&
    process.stdout.isTTY &&
    prettyPrinterInstalled()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export async function buildApp(
  config: Config,
  options: { logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const fastify = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Always through genReqId, which keeps a sane incoming x-request-id (see lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false } },
    // The whole app is one plugin (below), so this bounds the whole start: importing every route
    // (compiled on the fly by tsx in development and by Vitest in tests) on a busy two-core
    // machine can take longer than Fastify's default of 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  // Unencapsulated so that callers (server, tests) see the decorators (db, jwt helpers).
  await fastify.register(fp(app), { config });
  await fastify.ready();
  return fastify;
}
