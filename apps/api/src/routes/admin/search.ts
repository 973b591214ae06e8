import {
  searchReport,
  searchReportQuery,
  synonym,
  synonymCreateBody,
  synonymList,
} from '@jangbogi/contracts/admin-search';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchReport as readSearchReport } from '../../domain/catalogue/search/log.ts';
import { addSynonym, listSynonyms, removeSynonym } from '../../domain/catalogue/search/synonyms.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: search'];
const errors = errorResponses(400, 401, 403);

const search: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/search/synonyms',
    {
      schema: {
        tags,
        summary: 'The synonyms search uses',
        response: { 200: synonymList, ...errors },
      },
    },
    async () => ({ synonyms: await listSynonyms(fastify.sql) }),
  );

  fastify.post(
    '/search/synonyms',
    {
      schema: {
        tags,
        summary: 'Add a synonym: two-way {terms, two_way: true} or one-way {from, to}',
        description: 'Every instance searches with it from its next search on.',
        body: synonymCreateBody,
        response: { 201: synonym, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSynonym(fastify.sqlTransaction, request.body)),
  );

  fastify.delete(
    '/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Remove a synonym',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeSynonym(fastify.sqlTransaction, request.params.id);
      return reply.status(204).send(null);
    },
  );

  fastify.get(
    '/search/report',
    {
      schema: {
        tags,
        summary: 'Top searches and top searches that found nothing, over the last 7 or 30 days',
        querystring: searchReportQuery,
        response: { 200: searchReport, ...errors },
      },
    },
    async (request) => readSearchReport(fastify.sql, request.query.days),
  );
};

export default search;
