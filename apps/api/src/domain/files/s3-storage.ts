// Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, ...), so that every API instance sees
// the same files. Keys are the same strict, server-made keys as on the local disk.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import {
  checkGeneratedKey,
  contentTypeOfKey,
  isPublicKey,
  newFileKey,
  publicUrlOf,
  type FileFolder,
  type FileStorage,
  type ImageExtension,
  type StoredObject,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A public base URL (CDN or public bucket) for public images; unset: served through /uploads. */
  publicUrl?: string;
}

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  async put(
    folder: FileFolder,
    extension: ImageExtension,
    body: Buffer,
    contentType: string,
  ): Promise<string> {
    const key = newFileKey(folder, extension);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Names are never reused, so a public file never changes; a private one is never cached.
        CacheControl: isPublicKey(key)
          ? 'public, max-age=31536000, immutable'
          : 'private, no-store',
      }),
    );
    return key;
  }

  async read(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: checkGeneratedKey(key) }),
      );
      return {
        body: found.Body as Readable,
        contentType: found.ContentType ?? contentTypeOfKey(key),
        size: found.ContentLength ?? 0,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: checkGeneratedKey(key) }),
    );
  }

  publicUrl(key: string): string {
    return publicUrlOf(key, this.options.publicUrl);
  }

  close(): void {
    this.client.destroy();
  }
}
