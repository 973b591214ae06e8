import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localOrigin, type Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /**
     * The shop's public address, the base of links in emails and pages: PUBLIC_URL when it is set,
     * otherwise the address the server actually listens on (PORT=0 is known only after listen).
     */
    publicUrl: () => string;
  }
}

async function env(fastify: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  fastify.decorate('config', config);
  fastify.decorate('publicUrl', () => {
    if (config.PUBLIC_URL) return config.PUBLIC_URL;
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    return localOrigin(config.HOST, port);
  });
}

export default fp(env, { name: 'env' });
