// One contract, two implementations: the local folder (default) and S3 (a real S3 protocol server).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../src/domain/files/s3-storage.ts';
import {
  ForeignFileKeyError,
  LocalFileStorage,
  type FileStorage,
} from '../src/domain/files/storage.ts';
import { startS3Server } from './helpers/s3-server.ts';

const FOREIGN_KEYS = [
  '',
  '../outside.png',
  '/etc/passwd',
  'profiles/../banners/banner-1.svg',
  'banners/banner-1.svg',
  'profiles/abc.png',
  `unknown/${'a'.repeat(32)}.png`,
  `profiles/${'a'.repeat(32)}.svg`,
  `profiles/${'A'.repeat(32)}.png`,
  `profiles/${'a'.repeat(32)}.png/../../x`,
  `/profiles/${'a'.repeat(32)}.png`,
  `profiles\\${'a'.repeat(32)}.png`,
];

interface Subject {
  storage: FileStorage;
  /** Whether something exists under a raw name, bypassing the storage's own checks. */
  exists: (name: string) => Promise<boolean>;
  plant: (name: string, body: string) => Promise<void>;
  stop: () => Promise<void>;
}

async function localSubject(): Promise<Subject> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-storage-'));
  const root = path.join(dir, 'uploads');
  return {
    storage: new LocalFileStorage(root),
    exists: async (name) => existsSync(path.join(root, name)),
    plant: async (name, body) => {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), body);
    },
    stop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const server = await startS3Server();
  const storage = new S3FileStorage({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    accessKeyId: server.env.S3_ACCESS_KEY_ID,
    secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  const { S3Client, HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const raw = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: server.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY!,
    },
  });
  return {
    storage,
    exists: async (name) =>
      raw.send(new HeadObjectCommand({ Bucket: server.bucket, Key: name })).then(
        () => true,
        () => false,
      ),
    plant: async (name, body) => {
      await raw.send(new PutObjectCommand({ Bucket: server.bucket, Key: name, Body: body }));
    },
    stop: async () => {
      raw.destroy();
      storage.close();
      await server.stop();
    },
  };
}

describe.each([
  ['local folder', localSubject],
  ['S3 (s3rver)', s3Subject],
])('file storage contract: %s', (_name, start) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await start();
  });
  afterAll(async () => {
    await subject?.stop();
  });

  it('stores under a new server-made key, reads it back and removes it', async () => {
    const key = await subject.storage.put('products', 'png', Buffer.from('picture'), 'image/png');
    expect(key).toMatch(/^products\/[0-9a-f]{32}\.png$/);
    const other = await subject.storage.put('products', 'png', Buffer.from('picture'), 'image/png');
    expect(other).not.toBe(key);

    const read = await subject.storage.read(key);
    expect(read).toMatchObject({ contentType: 'image/png', size: 7 });
    expect(await text(read!.body)).toBe('picture');
    expect(subject.storage.publicUrl(key)).toBe(`/uploads/${key}`);

    await subject.storage.remove(key);
    expect(await subject.storage.read(key)).toBeNull();
    expect(await subject.exists(key)).toBe(false);
    // Removing what is already gone is not an error.
    await subject.storage.remove(key);
  });

  it('keeps private files private: no public URL for a transfer screenshot', async () => {
    const key = await subject.storage.put(
      'payment-proofs',
      'jpg',
      Buffer.from('receipt'),
      'image/jpeg',
    );
    expect(key).toMatch(/^payment-proofs\/[0-9a-f]{32}\.jpg$/);
    expect(() => subject.storage.publicUrl(key)).toThrow(ForeignFileKeyError);
    expect(await text((await subject.storage.read(key))!.body)).toBe('receipt');
  });

  it.each(FOREIGN_KEYS)(
    'refuses the key %j it did not make, and leaves other files alone',
    async (key) => {
      await subject.plant('banners/banner-1.svg', '<svg/>');
      await expect(subject.storage.remove(key)).rejects.toThrow(ForeignFileKeyError);
      await expect(subject.storage.read(key)).rejects.toThrow(ForeignFileKeyError);
      expect(() => subject.storage.publicUrl(key)).toThrow(ForeignFileKeyError);
      expect(await subject.exists('banners/banner-1.svg')).toBe(true);
    },
  );
});
