import type { Config } from '../../config.ts';
import { LocalFileStorage, type FileStorage } from './storage.ts';

/**
 * S3-compatible storage when S3_BUCKET is set, the local upload folder otherwise (ADR 0007). The AWS
 * SDK is loaded only then: it costs about 20 MB of memory that a shop on its own disk never uses.
 */
export async function createStorage(config: Config): Promise<FileStorage & { close?: () => void }> {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.uploadDir);
  const { S3FileStorage } = await import('./s3-storage.ts');
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
