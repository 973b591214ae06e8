import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGeneratedKey, PRIVATE_FOLDERS } from '../../domain/files/storage.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

const FILE_NOT_FOUND = 'files.notFound';

const files: FastifyPluginAsyncZod = async (fastify) => {
  // Refusals too: nothing on this route may be kept by a browser or a shared cache.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  for (const folder of PRIVATE_FOLDERS) {
    fastify.get(
      `/${folder}/:name`,
      {
        schema: {
          tags: ['orders'],
          summary: `A private file (${folder}), through a signed link the order and admin APIs hand out`,
          description:
            'The link is valid for minutes; 403 LINK_EXPIRED after that, 404 for an unknown file.',
          params: z.object({ name: z.string().max(100) }),
          querystring: z.object({
            expires: z.coerce.number().int(),
            signature: z.string().max(100),
          }),
        },
      },
      async (request, reply) => {
        const key = `${folder}/${request.params.name}`;
        if (!isGeneratedKey(key)) throw notFound(FILE_NOT_FOUND);
        const { expires, signature } = request.query;
        if (!fastify.privateFileLinks.verify(key, expires, signature)) {
          throw forbidden('files.linkExpired', 'LINK_EXPIRED');
        }
        const file = await fastify.storage.read(key);
        if (!file) throw notFound(FILE_NOT_FOUND);
        if (file.size) reply.header('content-length', file.size);
        return reply
          .header('cache-control', 'private, no-store')
          .type(file.contentType)
          .send(file.body);
      },
    );
  }
};

export default files;
