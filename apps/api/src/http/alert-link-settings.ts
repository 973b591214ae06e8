import type { FastifyInstance } from 'fastify';
import type { AlertLinkSettings } from '../domain/stock-alerts/stock-alerts.ts';

/** Where back-in-stock links point and the secret that signs them (resolved before the app is built). */
export function alertLinkSettings(fastify: FastifyInstance): AlertLinkSettings {
  const secret = fastify.config.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be resolved before alert links are signed');
  return { publicUrl: fastify.publicUrl(), secret };
}
