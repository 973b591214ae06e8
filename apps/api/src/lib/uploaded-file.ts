import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_TOO_LARGE, type UploadedFile } from '../domain/files/images.ts';
import { payloadTooLarge } from './errors.ts';

/**
 * The uploaded file of a multipart request, for the domain to read when it needs the bytes. A
 * malformed or cut-off form is the client's mistake: the error handler answers 400
 * MALFORMED_UPLOAD for it, whether it shows here or while the file is read (see
 * plugins/external/multipart.ts).
 */
export async function uploadedFile(request: FastifyRequest): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  const file = await request.file();
  if (!file) return undefined;
  return {
    fieldname: file.fieldname,
    filename: file.filename,
    fields: textFields(file),
    read: () => readAll(file),
  };
}

/** Text fields sent before the file part (a banner's title, a statement's column mapping). */
function textFields(file: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
  }
  return fields;
}

/** The multipart plugin stops reading at MAX_UPLOAD_BYTES (see plugins/external/multipart.ts). */
async function readAll(file: MultipartFile): Promise<Buffer> {
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(FILE_TOO_LARGE);
    }
    throw error;
  }
  if (file.file.truncated) throw payloadTooLarge(FILE_TOO_LARGE);
  return buffer;
}

/**
 * A form with several files (return photos): its text fields and files in the order sent. A
 * multipart body is one stream, so each file is read before the next part can be; busboy stops
 * each at MAX_UPLOAD_BYTES and the form at `maxFiles` files (413 beyond). `maxFiles` is one more
 * than the domain accepts, so that one too many gets the domain's own message.
 */
export async function uploadedForm(
  request: FastifyRequest,
  maxFiles: number,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const buffer = await readAll(part);
    files.push({
      fieldname: part.fieldname,
      filename: part.filename,
      fields: { ...fields },
      read: () => Promise.resolve(buffer),
    });
  }
  return { fields, files };
}

/** A file of a form with several, read whole. */
export interface UploadedPart {
  filename: string;
  buffer: Buffer;
}

/**
 * Every file of a form that sends several (a sheet and a ZIP of its pictures), by field name,
 * each at most `maxBytes` (a larger one answers 413 with `tooLargeMessage`).
 */
export async function uploadedFiles(
  request: FastifyRequest,
  limits: { files: number; maxBytes: number; tooLargeMessage: string },
): Promise<Map<string, UploadedPart>> {
  const files = new Map<string, UploadedPart>();
  if (!request.isMultipart()) return files;
  const parts = request.parts({ limits: { files: limits.files, fileSize: limits.maxBytes } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw payloadTooLarge(limits.tooLargeMessage);
      throw error;
    }
    if (part.file.truncated) throw payloadTooLarge(limits.tooLargeMessage);
    if (!files.has(part.fieldname)) files.set(part.fieldname, { filename: part.filename, buffer });
  }
  return files;
}
