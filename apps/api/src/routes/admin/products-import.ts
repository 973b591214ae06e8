// The catalogue as a spreadsheet: template, export, preview of an upload, and its apply.
import {
  catalogueExportQuery,
  IMPORT_APPLY_CONTENT_TYPE,
  importPreview,
  type ImportApplyLine,
} from '@jangbogi/contracts/admin-catalogue-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { exportCatalogue } from '../../domain/catalogue/import/export.ts';
import { catalogueTemplate } from '../../domain/catalogue/import/template.ts';
import {
  applyImport,
  prepareImport,
  previewImport,
  type PreparedImport,
} from '../../domain/catalogue/import/import.ts';
import type { SheetFile } from '../../domain/catalogue/import/sheet.ts';
import { badRequest, DomainError, errorMessage } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { uploadedForm } from '../../http/uploaded-file.ts';

const tags = ['admin: catalogue'];
const errors = errorResponses(400, 401, 403, 413);

/** A sheet of 20,000 rows is a few MB; a ZIP of pictures may be larger. */
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

async function readUpload(request: FastifyRequest): Promise<PreparedImport> {
  const { files } = await uploadedForm(request, {
    maxFiles: 2,
    maxBytes: MAX_IMPORT_BYTES,
    tooLargeMessage: 'catalogueImport.tooLarge',
  });
  const bytesOf = async (field: string) => {
    const file = files.find((f) => f.fieldname === field);
    return file ? { filename: file.filename, buffer: await file.read() } : undefined;
  };
  const sheet = await bytesOf('file');
  if (!sheet || sheet.buffer.length === 0)
    throw badRequest('catalogueImport.sheetRequired', 'SHEET_REQUIRED');
  const zip = await bytesOf('images');
  return prepareImport(
    { sheet: sheet.buffer, fileName: sheet.filename, zip: zip?.buffer.length ? zip.buffer : null },
    requestLanguage(request),
  );
}

function sendFile(reply: FastifyReply, file: SheetFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}

const productsImport: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/products/import/template',
    {
      schema: {
        tags,
        summary: 'The empty product sheet (header row only) in the import layout',
        querystring: catalogueExportQuery,
      },
    },
    async (request, reply) =>
      sendFile(reply, await catalogueTemplate(request.query.format, requestLanguage(request))),
  );

  fastify.get(
    '/products/export',
    {
      schema: {
        tags,
        summary: 'Every product on sale as CSV (UTF-8 with a BOM) or XLSX, in the import layout',
        querystring: catalogueExportQuery,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exportCatalogue(
          fastify.db,
          request.query.format,
          requestLanguage(request),
          new Date(),
        ),
      ),
  );

  fastify.post(
    '/products/import/preview',
    {
      schema: {
        tags,
        summary:
          'Preview a product sheet (multipart `file`, CSV or XLSX; optional `images`, a ZIP): each row new, changed or refused. Nothing is written',
        consumes: ['multipart/form-data'],
        response: { 200: importPreview, ...errors },
      },
    },
    async (request) => previewImport(fastify.db, await readUpload(request)),
  );

  fastify.post(
    '/products/import/apply',
    {
      schema: {
        tags,
        summary: 'Apply a product sheet: every valid row in one transaction',
        description:
          'The same form as the preview. The rows are planned again against the products as they are now. ' +
          'A file that cannot be read answers 400 before anything is written. Otherwise the answer is ' +
          'newline-delimited JSON: `{"type":"progress","done","total"}` lines, then `{"type":"done","counts"}` ' +
          'after the commit or `{"type":"failed","code","message"}` after a rollback (nothing changed).',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { userId } = request.requireAdmin();
      const prepared = await readUpload(request);
      const language = requestLanguage(request);
      const stream = new PassThrough();
      const send = (line: ImportApplyLine) => stream.write(`${JSON.stringify(line)}\n`);
      // Proxies that buffer would hold the progress lines back until the end.
      void reply
        .header('content-type', IMPORT_APPLY_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
      applyImport(fastify.db, fastify.storage, prepared, userId, (done, total) =>
        send({ type: 'progress', done, total }),
      )
        .then((counts) => send({ type: 'done', counts }))
        .catch((error: unknown) => {
          const known = error instanceof DomainError;
          if (!known) request.log.error({ err: error }, 'catalogue import failed');
          send(
            known
              ? { type: 'failed', code: error.code, message: errorMessage(error.text, language) }
              : {
                  type: 'failed',
                  code: 'INTERNAL_ERROR',
                  message: translate(language, 'catalogueImport.failed'),
                },
          );
        })
        .finally(() => stream.end());
      return reply;
    },
  );
};

export default productsImport;
