// The two links of the back-in-stock emails. Both are POSTs: the storefront's pages behind the
// links call them on a click, so a mail scanner that opens links changes nothing, and a mail
// client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form.
import { stockAlertLinkParams, stockAlertLinkResponse } from '@jangbogi/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmAlertEmail,
  stockAlertLinkMessage,
  unsubscribeFromAlerts,
} from '../../domain/stock-alerts/consent.ts';
import { alertLinkSettings } from '../../http/alert-link-settings.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { perIpLimit } from '../../lib/rate-limits.ts';

const tags = ['catalogue'];
const limit = perIpLimit({
  max: 20,
  timeWindow: '15 minutes',
  message: 'requests.tooManyAttempts',
});

const stockAlerts: FastifyPluginAsyncZod = async (fastify) => {
  // What a mail client posts for a one-click unsubscribe; its one field says nothing more.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  fastify.post(
    '/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Confirm an email for back-in-stock alerts with the signed link mailed to it',
        description: 'Once per email: later alerts to it need no new link. The link works 7 days.',
        params: stockAlertLinkParams,
        response: { 200: stockAlertLinkResponse, ...errorResponses(400, 429) },
      },
      config: limit,
    },
    async (request) => {
      const { secret } = alertLinkSettings(fastify);
      const email = await confirmAlertEmail(fastify.db, secret, request.params.token);
      return {
        email,
        message: stockAlertLinkMessage('confirmed', email, requestLanguage(request)),
      };
    },
  );

  fastify.post(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from back-in-stock alerts (RFC 8058)',
        description:
          'The List-Unsubscribe URL of every alert, and what the unsubscribe page calls. The email gets no more alerts, and those it waited for are dropped; asking again starts with a new confirmation.',
        params: stockAlertLinkParams,
        response: { 200: stockAlertLinkResponse, ...errorResponses(400, 429) },
      },
      config: limit,
    },
    async (request) => {
      const { secret } = alertLinkSettings(fastify);
      const email = await unsubscribeFromAlerts(fastify.db, secret, request.params.token);
      return {
        email,
        message: stockAlertLinkMessage('unsubscribed', email, requestLanguage(request)),
      };
    },
  );
};

export default stockAlerts;
