// In production, a start with business details still empty or still the seeded examples logs
// which ones, so a shop does not open with someone else's registration numbers in its footer.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unsetBusinessDetails } from '../../domain/settings/business-details.ts';
import { readShopSettings } from '../../domain/settings/shop-settings.ts';

async function businessDetails(fastify: FastifyInstance) {
  if (fastify.config.NODE_ENV !== 'production') return;
  fastify.addHook('onReady', async () => {
    // A database not migrated yet (readiness says so) must not stop the start.
    const settings = await readShopSettings(fastify.db).catch(() => null);
    if (!settings) return;
    const unset = unsetBusinessDetails(settings);
    if (unset.length > 0) {
      fastify.log.warn(
        { unset },
        `Business details to fill in before selling (back office, Settings): ${unset.join(', ')}`,
      );
    }
  });
}

export default fp(businessDetails, { name: 'business-details', dependencies: ['env', 'prisma'] });
