import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Folders browsers may load from /uploads: catalogue pictures, banners and profile photos. */
export const PUBLIC_FOLDERS = ['products', 'banners', 'profiles'] as const;
/**
 * Transfer screenshots show bank details, return photos the shopper's home: only their order's
 * owner and the shop team see them.
 */
export const PRIVATE_FOLDERS = ['payment-proofs', 'return-photos'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];
export type FileFolder = PublicFolder | (typeof PRIVATE_FOLDERS)[number];

export const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

// Exactly the shape newFileKey makes: a known folder, 32 random hex digits, a known extension.
// Nothing else (no `..`, no slashes, no absolute path, no client-chosen name) reaches a disk or bucket.
const KEY_PATTERN = new RegExp(
  `^(${[...PUBLIC_FOLDERS, ...PRIVATE_FOLDERS].join('|')})/[0-9a-f]{32}\\.(${IMAGE_EXTENSIONS.join('|')})$`,
);

/** A key storage did not make: a bug or an attack, never something to act on. */
export class ForeignFileKeyError extends Error {
  constructor(key: string) {
    super(`Refused a file key storage did not generate: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'ForeignFileKeyError';
  }
}

export function isGeneratedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function isPublicKey(key: string): boolean {
  return (
    isGeneratedKey(key) &&
    (PUBLIC_FOLDERS as readonly string[]).includes(key.slice(0, key.indexOf('/')))
  );
}

/** Throws unless the key has the exact shape of a generated one. */
export function checkGeneratedKey(key: string): string {
  if (!isGeneratedKey(key)) throw new ForeignFileKeyError(key);
  return key;
}

/** Server-chosen, unguessable file names; the client's file name is never used. */
export function newFileKey(folder: FileFolder, extension: ImageExtension): string {
  return checkGeneratedKey(`${folder}/${randomBytes(16).toString('hex')}.${extension}`);
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as ImageExtension;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploads go: a local folder by default, S3-compatible storage when configured (ADR 0007).
 * Every method refuses (throws ForeignFileKeyError) a key that newFileKey could not have made.
 */
export interface FileStorage {
  /** Stores a file under a new server-chosen key and returns that key. */
  put(
    folder: FileFolder,
    extension: ImageExtension,
    body: Buffer,
    contentType: string,
  ): Promise<string>;
  /** The stored file, or null when there is none under that key. */
  read(key: string): Promise<StoredObject | null>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** Where a browser loads a public file from; throws for a private key. */
  publicUrl(key: string): string;
}

/** /uploads/<key>, or the configured public base URL of the bucket. */
export function publicUrlOf(key: string, publicBaseUrl: string | undefined): string {
  if (!isPublicKey(key)) throw new ForeignFileKeyError(key);
  return publicBaseUrl ? `${publicBaseUrl.replace(/\/+$/, '')}/${key}` : `/uploads/${key}`;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkGeneratedKey(key));
  }

  async put(folder: FileFolder, extension: ImageExtension, body: Buffer): Promise<string> {
    const key = newFileKey(folder, extension);
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body, { flag: 'wx' });
    return key;
  }

  async read(key: string): Promise<StoredObject | null> {
    const target = this.pathOf(key);
    try {
      const { size } = await stat(target);
      return { body: createReadStream(target), contentType: contentTypeOfKey(key), size };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return publicUrlOf(key, undefined);
  }
}
