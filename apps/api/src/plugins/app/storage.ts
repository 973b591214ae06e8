import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../../domain/files/create-storage.ts';
import { privateFileLinks, type PrivateFileLinks } from '../../domain/files/private-links.ts';
import type { FileStorage } from '../../domain/files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** Signed, short-lived links to transfer screenshots (ADR 0007). */
    privateFileLinks: PrivateFileLinks;
  }
}

async function storage(fastify: FastifyInstance) {
  const secret = fastify.config.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be resolved before the app is built');
  const files = await createStorage(fastify.config);
  fastify.decorate('storage', files);
  fastify.decorate('privateFileLinks', privateFileLinks(secret));
  fastify.addHook('onClose', () => files.close?.());
}

export default fp(storage, { name: 'storage', dependencies: ['env'] });
