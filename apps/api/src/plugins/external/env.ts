import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

async function env(fastify: FastifyInstance, options: { config: Config }) {
  fastify.decorate('config', options.config);
}

export default fp(env, { name: 'env' });
