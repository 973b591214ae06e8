import type { MultipartFile } from '@fastify/multipart';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ALLOWED_IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

export interface AcceptedImage {
  buffer: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Reads an uploaded image and checks it by its content, not its name or declared type:
 * only JPEG, PNG, WebP and GIF up to 5 MB are accepted (D8).
 */
export async function acceptImage(file: MultipartFile | undefined, missingMessage: string): Promise<AcceptedImage> {
  if (!file) throw badRequest(missingMessage, 'FILE_REQUIRED');
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge('The image is too large. The limit is 5 MB.');
    }
    throw error;
  }
  if (file.file.truncated || buffer.length > MAX_UPLOAD_BYTES) {
    throw payloadTooLarge('The image is too large. The limit is 5 MB.');
  }
  if (buffer.length === 0) throw badRequest(missingMessage, 'FILE_REQUIRED');
  // Loaded on the first upload: both cost start-up time and memory (sharp maps libvips).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(buffer);
  const extension = detected && ALLOWED_IMAGE_TYPES.get(detected.mime);
  if (!detected || !extension) {
    throw unsupportedMediaType('Only JPEG, PNG, WebP or GIF images can be uploaded.');
  }
  // Magic bytes are only the first few bytes: anything can follow them (an executable behind a
  // JPEG signature). The image must also have a header an image decoder can read.
  if (!(await hasImageHeader(buffer))) {
    throw unsupportedMediaType('Only JPEG, PNG, WebP or GIF images can be uploaded.');
  }
  return { buffer, contentType: detected.mime, extension };
}

async function hasImageHeader(buffer: Buffer): Promise<boolean> {
  try {
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(buffer).metadata();
    return width > 0 && height > 0;
  } catch {
    return false;
  }
}
