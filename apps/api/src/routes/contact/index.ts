import { errorResponse } from '@jangbogi/contracts/common';
import { contactBody, contactResponse } from '@jangbogi/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitContactMessage } from '../../domain/contact/messages.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';

const contact: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored, then emailed to the shop)',
        body: contactBody,
        response: { 200: contactResponse, 400: errorResponse, 429: errorResponse },
      },
      config: {
        rateLimit: fastify.config.RATE_LIMIT_ENABLED ? { max: 5, timeWindow: '10 minutes' } : false,
      },
    },
    async (request) => {
      await submitContactMessage(fastify.db, request.body, fastify.config.SHOP_EMAIL);
      return { message: translate(requestLanguage(request), 'notice.contactSent') };
    },
  );
};

export default contact;
