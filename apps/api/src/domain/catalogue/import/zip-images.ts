// Pictures uploaded as a ZIP beside the sheet: a row names a file by its name (or its path in
// the archive), and the picture is checked and stored like any product image upload.
//
// A ZIP is read as a stream, never inflated whole: a few hundred kB can hold gigabytes of zeros.
// The archive's directory is read first and refused when its entries say they unpack to more
// than the limits; then each picture a row names is inflated once, counting the bytes as they
// come and stopping at the limit, since the sizes an archive states can be false. Only the first
// bytes are kept, to tell the picture's type. The apply reads the pictures again, one at a time.
import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { badRequest, DomainError } from '../../../lib/errors.ts';
import { acceptImage, MAX_UPLOAD_BYTES, type AcceptedImage } from '../../files/images.ts';
import type { ZipLookup } from './plan.ts';

export const UNREADABLE_ZIP = 'catalogueImport.zipUnreadable';

/** One picture, as an upload of one picture may be. */
export const MAX_ZIP_PICTURE_BYTES = MAX_UPLOAD_BYTES;
/** The whole archive unpacked: twice the largest upload, since pictures hardly compress. */
export const MAX_ZIP_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Entries in the archive's directory, each kept in memory while the import runs. */
export const MAX_ZIP_ENTRIES = 10_000;
/** What file-type reads to tell a picture's type. */
const SNIFF_BYTES = 4100;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MB = 1024 * 1024;

/** Names in messages are the archive's, so they are cut to a length a message can carry. */
const shown = (name: string) => (name.length > 120 ? `${name.slice(0, 120)}…` : name);

export const pictureTooLarge = (name: string) =>
  new DomainError(413, 'ZIP_PICTURE_TOO_LARGE', {
    id: 'catalogueImport.zipPictureTooLarge',
    values: { name: shown(name), mb: MAX_ZIP_PICTURE_BYTES / MB },
  });
export const zipTooLarge = () =>
  new DomainError(413, 'ZIP_TOO_LARGE', {
    id: 'catalogueImport.zipTooLarge',
    values: { mb: MAX_ZIP_UNPACKED_BYTES / MB },
  });
export const zipTooManyFiles = () =>
  new DomainError(413, 'ZIP_TOO_MANY_FILES', {
    id: 'catalogueImport.zipTooManyFiles',
    values: { max: MAX_ZIP_ENTRIES },
  });
const pictureUnreadable = (name: string) =>
  badRequest('catalogueImport.zipPictureUnreadable', { name: shown(name) }, 'UNREADABLE_ZIP');

export interface ZipImages {
  lookup: ZipLookup;
  /** The picture checked and re-encoded as product images are (acceptImage). */
  accept(name: string): Promise<AcceptedImage>;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function openZip(buffer: Buffer): Promise<ZipFile> {
  const yauzl = await import('yauzl');
  try {
    // lazyEntries: the directory is walked one entry at a time; validateEntrySizes: a stream that
    // gives more or fewer bytes than its entry states fails.
    return await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw badRequest(UNREADABLE_ZIP, 'UNREADABLE_ZIP');
  }
}

/** The entries the rows name, by full path and by file name; the stated sizes are checked. */
async function namedEntries(zip: ZipFile, names: Set<string>): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) throw zipTooManyFiles();
  const found = new Map<string, Entry>();
  let stated = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/') || entry.fileName.startsWith('__MACOSX/')) continue;
      stated += entry.uncompressedSize;
      for (const name of [entry.fileName, baseName(entry.fileName)]) {
        if (names.has(name) && !found.has(name)) found.set(name, entry);
      }
    }
  } catch {
    throw badRequest(UNREADABLE_ZIP, 'UNREADABLE_ZIP');
  }
  for (const [name, entry] of found) {
    if (entry.uncompressedSize > MAX_ZIP_PICTURE_BYTES) throw pictureTooLarge(name);
  }
  if (stated > MAX_ZIP_UNPACKED_BYTES) throw zipTooLarge();
  return found;
}

/**
 * Inflates one entry, counting its bytes and stopping past the limits; `keep` says how many of
 * the first bytes to return. `budget` is what the whole archive may still unpack to.
 */
async function inflate(
  zip: ZipFile,
  entry: Entry,
  name: string,
  keep: number,
  budget: { left: number },
): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw pictureUnreadable(name);
  }
  const chunks: Buffer[] = [];
  let kept = 0;
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      budget.left -= chunk.length;
      if (total > MAX_ZIP_PICTURE_BYTES) throw pictureTooLarge(name);
      if (budget.left < 0) throw zipTooLarge();
      if (kept < keep) {
        const part = chunk.subarray(0, keep - kept);
        chunks.push(part);
        kept += part.length;
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw pictureUnreadable(name);
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

export async function openZipImages(buffer: Buffer, names: string[]): Promise<ZipImages> {
  const zip = await openZip(buffer);
  const entries = await namedEntries(zip, new Set(names));
  const { fileTypeFromBuffer } = await import('file-type');
  const budget = { left: MAX_ZIP_UNPACKED_BYTES };
  // Each entry is unpacked once, however many names lead to it.
  const kinds = new Map<Entry, 'not-picture' | 'picture'>();
  for (const [name, entry] of entries) {
    if (kinds.has(entry)) continue;
    const head = await inflate(zip, entry, name, SNIFF_BYTES, budget);
    const type = await fileTypeFromBuffer(head);
    kinds.set(entry, type && PICTURE_TYPES.includes(type.mime) ? 'picture' : 'not-picture');
  }
  return {
    lookup: (name) => {
      const entry = entries.get(name);
      return (entry && kinds.get(entry)) ?? 'missing';
    },
    async accept(name) {
      const entry = entries.get(name);
      if (!entry) throw badRequest(UNREADABLE_ZIP, 'UNREADABLE_ZIP');
      // Checked whole above, so this reads at most one picture's limit.
      const bytes = await inflate(zip, entry, name, MAX_ZIP_PICTURE_BYTES, {
        left: MAX_ZIP_PICTURE_BYTES,
      });
      return acceptImage(
        { fieldname: 'images', filename: name, fields: {}, read: async () => bytes },
        UNREADABLE_ZIP,
        'product',
      );
    },
  };
}
