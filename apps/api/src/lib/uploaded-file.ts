import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * The uploaded file of a multipart request. A malformed or cut-off form is the client's mistake:
 * the error handler answers 400 MALFORMED_UPLOAD for it, whether it shows here or while the file
 * is read (see plugins/external/multipart.ts).
 */
export async function uploadedFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return undefined;
  return request.file();
}
