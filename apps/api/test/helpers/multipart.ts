// Multipart/form-data bodies for app.inject, and the image uploads the tests send with them.
import type { FastifyInstance } from 'fastify';

/** A 1x1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart/form-data body with text fields followed by one file part. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----jangbogi${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form with nothing but one file. */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  return multipartBody({}, { name: field, filename, type, data });
}

export interface ImageUpload {
  headers: Record<string, string>;
  /** A tiny PNG unless given. */
  image?: Buffer;
  filename?: string;
  type?: string;
  /** The form field the endpoint reads, unless the test sends another. */
  field?: string;
}

function sendImage(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  field: string,
  upload: ImageUpload,
) {
  const { image = TINY_PNG, filename = 'image.png', type = 'image/png' } = upload;
  const form = multipartFile(upload.field ?? field, filename, type, image);
  return app.inject({
    method,
    url,
    headers: { ...upload.headers, ...form.headers },
    payload: form.payload,
  });
}

/** POST /api/orders/:orderId/upload-proof: a transfer screenshot. */
export const uploadProof = (app: FastifyInstance, orderId: string, upload: ImageUpload) =>
  sendImage(app, 'POST', `/api/orders/${orderId}/upload-proof`, 'screenshot', upload);

/** PUT /api/users/me as a form: a new profile image. */
export const uploadProfileImage = (app: FastifyInstance, upload: ImageUpload) =>
  sendImage(app, 'PUT', '/api/users/me', 'profileImage', upload);

/** POST /api/admin/products/:id/images: one more image of a product. */
export const uploadProductImage = (app: FastifyInstance, productId: string, upload: ImageUpload) =>
  sendImage(app, 'POST', `/api/admin/products/${productId}/images`, 'image', upload);
