// acceptImage takes plain file data: it runs without a server or a multipart request.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { acceptImage, MAX_UPLOAD_BYTES, type UploadedFile } from './images.ts';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const file = (bytes: Buffer): UploadedFile => ({
  fieldname: 'image',
  filename: 'picture.png',
  fields: {},
  read: async () => bytes,
});

async function refusal(upload: UploadedFile | undefined) {
  const error = await acceptImage(upload, 'images.chooseImage', 'product').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('acceptImage', () => {
  it('re-encodes an image given as bytes', async () => {
    const image = await acceptImage(file(TINY_PNG), 'images.chooseImage', 'product');
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(image.buffer.length).toBeGreaterThan(0);
  });

  it('refuses no file, an empty one, one too large and one that is no image', async () => {
    expect(await refusal(undefined)).toMatchObject({ statusCode: 400, code: 'FILE_REQUIRED' });
    expect(await refusal(file(Buffer.alloc(0)))).toMatchObject({ code: 'FILE_REQUIRED' });
    const tooLarge = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await refusal(file(tooLarge))).toMatchObject({ statusCode: 413 });
    expect(await refusal(file(Buffer.from('%PDF-1.4')))).toMatchObject({ statusCode: 415 });
  });
});
