// Pictures uploaded as a ZIP beside the sheet: a row names a file by its name (or its path in
// the archive), and the picture is checked and stored like any product image upload.
import type JSZip from 'jszip';
import { badRequest } from '../../../lib/errors.ts';
import { acceptImage, type AcceptedImage } from '../../files/images.ts';
import type { ZipLookup } from './plan.ts';

export const UNREADABLE_ZIP = 'The images file could not be read as a ZIP archive.';

export interface ZipImages {
  lookup: ZipLookup;
  /** The picture checked and re-encoded as product images are (acceptImage). */
  accept(name: string): Promise<AcceptedImage>;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export async function openZipImages(buffer: Buffer, names: string[]): Promise<ZipImages> {
  const { default: JSZipModule } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await JSZipModule.loadAsync(buffer);
  } catch {
    throw badRequest(UNREADABLE_ZIP, 'UNREADABLE_ZIP');
  }
  const files = new Map<string, JSZip.JSZipObject>();
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || entry.name.startsWith('__MACOSX/')) continue;
    files.set(entry.name, entry);
    if (!files.has(baseName(entry.name))) files.set(baseName(entry.name), entry);
  }
  const { fileTypeFromBuffer } = await import('file-type');
  const kinds = new Map<string, 'missing' | 'not-picture' | 'picture'>();
  for (const name of new Set(names)) {
    const entry = files.get(name);
    if (!entry) {
      kinds.set(name, 'missing');
      continue;
    }
    const type = await fileTypeFromBuffer(await entry.async('nodebuffer'));
    const picture =
      type && ['image/jpeg', 'image/png', 'image/webp', 'image/gif'].includes(type.mime);
    kinds.set(name, picture ? 'picture' : 'not-picture');
  }
  return {
    lookup: (name) => kinds.get(name) ?? 'missing',
    async accept(name) {
      const entry = files.get(name);
      if (!entry) throw badRequest(UNREADABLE_ZIP, 'UNREADABLE_ZIP');
      const bytes = await entry.async('nodebuffer');
      return acceptImage(
        { fieldname: 'images', filename: name, fields: {}, read: async () => bytes },
        UNREADABLE_ZIP,
        'product',
      );
    },
  };
}
