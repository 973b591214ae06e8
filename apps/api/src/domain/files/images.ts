import type { MultipartFile } from '@fastify/multipart';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import type { ImageExtension } from './storage.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ALLOWED_IMAGE_TYPES = new Map<string, ImageExtension>([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

export interface AcceptedImage {
  buffer: Buffer;
  contentType: string;
  extension: ImageExtension;
}

/**
 * Reads an uploaded image and checks it by its content, not its name or declared type:
 * only JPEG, PNG, WebP and GIF up to 5 MB are accepted (D8). What is stored is a re-encoded copy
 * without the original's metadata (EXIF, GPS position, camera serial, comments).
 */
export async function acceptImage(
  file: MultipartFile | undefined,
  missingMessage: string,
): Promise<AcceptedImage> {
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
  return { buffer: await reencode(buffer, extension), contentType: detected.mime, extension };
}

/**
 * Decodes and encodes the image again in its own format. sharp writes no metadata unless asked,
 * so EXIF (with GPS), XMP and IPTC are gone; the photo is first turned upright by its EXIF
 * orientation, which would otherwise be lost with the rest. Animated GIF and WebP keep their frames.
 */
export async function reencode(buffer: Buffer, extension: ImageExtension): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const { pages = 1 } = await sharp(buffer).metadata();
    const image = pages > 1 ? sharp(buffer, { animated: true }) : sharp(buffer).rotate();
    if (extension === 'jpg') return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    if (extension === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (extension === 'webp') return await image.webp({ quality: 88 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    // The header was readable but the pixels are not (a truncated or corrupt file).
    throw unsupportedMediaType('This image could not be read. Please choose another file.');
  }
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
