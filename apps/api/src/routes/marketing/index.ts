// The unsubscribe link of every marketing email. A POST: the storefront's page behind the link
// calls it on a click, so a mail scanner that opens links changes nothing, and a mail client's
// one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form.
import { signedLinkParams, signedLinkResponse } from '@jangbogi/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawMarketingConsent } from '../../domain/accounts/marketing-consent.ts';
import { alertLinkSettings } from '../../http/alert-link-settings.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { perIpLimit } from '../../lib/rate-limits.ts';

const marketing: FastifyPluginAsyncZod = async (fastify) => {
  // What a mail client posts for a one-click unsubscribe; its one field says nothing more.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  fastify.post(
    '/unsubscribe/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'One-click unsubscribe from marketing emails (RFC 8058)',
        description:
          "The List-Unsubscribe URL of every marketing email, and what the unsubscribe page calls. The account of the link's email no longer agrees to marketing emails.",
        params: signedLinkParams,
        response: { 200: signedLinkResponse, ...errorResponses(400, 429) },
      },
      config: perIpLimit({
        max: 20,
        timeWindow: '15 minutes',
        message: 'requests.tooManyAttempts',
      }),
    },
    async (request) =>
      withdrawMarketingConsent(
        fastify.db,
        alertLinkSettings(fastify).secret,
        request.params.token,
        requestLanguage(request),
      ),
  );
};

export default marketing;
