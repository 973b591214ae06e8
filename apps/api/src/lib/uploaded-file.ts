import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, badRequest } from './errors.ts';

/** The uploaded file of a multipart request; a malformed form is the client's mistake (400). */
export async function uploadedFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    return await request.file();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof DomainError || (status !== undefined && status < 500)) throw error;
    throw badRequest(
      'The upload could not be read. Please choose the file again.',
      'MALFORMED_UPLOAD',
    );
  }
}
