import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../domain/files/images.ts';

// What the multipart parser (busboy) throws for a body that is not a well-formed form: a missing
// boundary, or a body cut off before its closing boundary ("Unexpected end of multipart data",
// "Part terminated early due to unexpected end of multipart data"). They carry no status code and
// surface wherever the form is read (request.file(), a file's toBuffer(), a stream), so the error
// handler, not each route, turns them into a 400.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { statusCode?: unknown }).statusCode !== undefined) return false;
  return MALFORMED_MULTIPART.test(error.message);
}

async function uploads(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
  });
}

export default fp(uploads, { name: 'multipart' });
