import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  key: string;
  url: string;
}

/** Where uploads go: a local folder by default, S3-compatible storage when configured (D8). */
export interface FileStorage {
  put(folder: string, extension: string, body: Buffer, contentType: string): Promise<StoredFile>;
  remove(key: string): Promise<void>;
}

/** Server-chosen, unguessable file names; the client's file name is never used. */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  async put(folder: string, extension: string, body: Buffer): Promise<StoredFile> {
    const key = newFileKey(folder, extension);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    return { key, url: `${this.publicPrefix}/${key}` };
  }

  async remove(key: string): Promise<void> {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep)) return;
    await rm(target, { force: true });
  }
}
