import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_TOO_LARGE, type UploadedFile } from '../domain/files/images.ts';
import { payloadTooLarge, type PlainErrorId } from '../lib/errors.ts';

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

/** What a form may send: how many files, and how large each (413 with `tooLargeMessage` beyond). */
export interface UploadLimits {
  maxFiles: number;
  /** Defaults to the multipart plugin's MAX_UPLOAD_BYTES (plugins/external/multipart.ts). */
  maxBytes?: number;
  tooLargeMessage?: PlainErrorId;
}

/** The file read whole; a file cut off at the size limit is refused. */
async function readAll(
  file: MultipartFile,
  tooLargeMessage: PlainErrorId = FILE_TOO_LARGE,
): Promise<Buffer> {
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(tooLargeMessage);
    }
    throw error;
  }
  if (file.file.truncated) throw payloadTooLarge(tooLargeMessage);
  return buffer;
}

/**
 * A form with several files (return photos; a product sheet and a ZIP of its pictures): its text
 * fields and its files in the order sent. A multipart body is one stream, so each file is read
 * before the next part can be. Busboy stops the form one file past `maxFiles` (413), so that one
 * too many reaches the domain, which says in its own words how many it takes.
 */
export async function uploadedForm(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  const parts = request.parts({
    limits: {
      files: limits.maxFiles + 1,
      ...(limits.maxBytes ? { fileSize: limits.maxBytes } : {}),
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const buffer = await readAll(part, limits.tooLargeMessage);
    files.push({
      fieldname: part.fieldname,
      filename: part.filename,
      fields: { ...fields },
      read: () => Promise.resolve(buffer),
    });
  }
  return { fields, files };
}
