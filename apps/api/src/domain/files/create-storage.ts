import type { Config } from '../../config.ts';
import { S3FileStorage } from './s3-storage.ts';
import { LocalFileStorage, type FileStorage } from './storage.ts';

/** S3-compatible storage when S3_BUCKET is set, the local upload folder otherwise (D8). */
export function createStorage(config: Config): FileStorage & { close?: () => void } {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.uploadDir);
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
