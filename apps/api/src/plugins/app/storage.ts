import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalFileStorage, type FileStorage } from '../../domain/files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

async function storage(fastify: FastifyInstance) {
  fastify.decorate('storage', new LocalFileStorage(fastify.config.uploadDir));
}

export default fp(storage, { name: 'storage', dependencies: ['env'] });
