import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../domain/files/images.ts';

async function uploads(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
  });
}

export default fp(uploads, { name: 'multipart' });
