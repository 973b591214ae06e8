import {
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
  type PlainErrorId,
} from '../../lib/errors.ts';
import type { ImageExtension } from './storage.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'images.tooLarge';
const ALLOWED_IMAGE_TYPES = new Map<string, ImageExtension>([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/**
 * Bytes do not bound pixels: a 32 kB PNG can declare 16383 x 16383 pixels, about 1 GiB once
 * decoded in the browser of whoever looks at it. Larger images are refused from their header,
 * before anything is decoded; sharp is given the same limit as a second guard. An animation
 * counts every frame.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'images.tooManyPixels';

/** What an upload is for, and so the longest edge it is stored at: the size it is shown at. */
export type ImageKind = 'product' | 'banner' | 'profile' | 'proof' | 'return';
export const MAX_IMAGE_EDGE: Record<ImageKind, number> = {
  product: 1600,
  banner: 2400,
  profile: 512,
  // A transfer screenshot must stay readable: phone screenshots are about 1200 x 2600.
  proof: 2400,
  // A return photo must show a label or a defect.
  return: 2400,
};

/** A file sent in an upload form, read only when it is needed (after the caller's checks). */
export interface UploadedFile {
  /** The form field it came in. */
  fieldname: string;
  /** The name the client gave it. */
  filename: string;
  /** The text fields sent before it in the same form. */
  fields: Record<string, string>;
  /** All of its bytes; fails with 413 once they pass MAX_UPLOAD_BYTES. */
  read: () => Promise<Buffer>;
}

export interface AcceptedImage {
  buffer: Buffer;
  contentType: string;
  extension: ImageExtension;
}

/**
 * Reads an uploaded image and checks it by its content, not its name or declared type:
 * only JPEG, PNG, WebP and GIF up to 5 MB and 40 megapixels are accepted. What is stored
 * is a re-encoded copy no larger than the `kind` is shown at, without the original's metadata
 * (EXIF, GPS position, camera serial, comments).
 */
export async function acceptImage(
  file: UploadedFile | undefined,
  missingMessage: PlainErrorId,
  kind: ImageKind,
): Promise<AcceptedImage> {
  if (!file) throw badRequest(missingMessage, 'FILE_REQUIRED');
  const buffer = await file.read();
  if (buffer.length > MAX_UPLOAD_BYTES) throw payloadTooLarge(FILE_TOO_LARGE);
  if (buffer.length === 0) throw badRequest(missingMessage, 'FILE_REQUIRED');
  // Loaded on the first upload: both cost start-up time and memory (sharp maps libvips).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(buffer);
  const extension = detected && ALLOWED_IMAGE_TYPES.get(detected.mime);
  if (!detected || !extension) {
    throw unsupportedMediaType('images.unsupportedType');
  }
  // Magic bytes are only the first few bytes: anything can follow them (an executable behind a
  // JPEG signature). The image must also have a header an image decoder can read.
  const pixels = await declaredPixels(buffer);
  if (pixels === null) {
    throw unsupportedMediaType('images.unsupportedType');
  }
  if (pixels > MAX_IMAGE_PIXELS) throw badRequest(IMAGE_TOO_MANY_PIXELS, 'IMAGE_TOO_MANY_PIXELS');
  return {
    buffer: await reencode(buffer, extension, MAX_IMAGE_EDGE[kind]),
    contentType: detected.mime,
    extension,
  };
}

/**
 * Decodes and encodes the image again in its own format, its longest edge at most `maxEdge`
 * (never enlarged). sharp writes no metadata unless asked, so EXIF (with GPS), XMP and IPTC are
 * gone; the photo is first turned upright by its EXIF orientation, which would otherwise be lost
 * with the rest. Animated GIF and WebP keep their frames.
 */
export async function reencode(
  buffer: Buffer,
  extension: ImageExtension,
  maxEdge: number,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const limits = { limitInputPixels: MAX_IMAGE_PIXELS };
  try {
    const { pages = 1 } = await sharp(buffer, limits).metadata();
    const image = (
      pages > 1 ? sharp(buffer, { ...limits, animated: true }) : sharp(buffer, limits).rotate()
    ).resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true });
    if (extension === 'jpg') return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    if (extension === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (extension === 'webp') return await image.webp({ quality: 88 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    // The header was readable but the pixels are not (a truncated or corrupt file).
    throw unsupportedMediaType('images.unreadable');
  }
}

/**
 * The pixels the header declares (every frame of an animation), read without decoding any; null
 * when there is no header an image decoder can read. sharp's own pixel limit is lifted here so
 * that an oversized image is told apart from an unreadable one.
 */
async function declaredPixels(buffer: Buffer): Promise<number | null> {
  try {
    const { default: sharp } = await import('sharp');
    const {
      width,
      height,
      pageHeight,
      pages = 1,
    } = await sharp(buffer, {
      limitInputPixels: false,
    }).metadata();
    if (!(width > 0 && height > 0)) return null;
    return width * (pageHeight ?? height) * pages;
  } catch {
    return null;
  }
}
