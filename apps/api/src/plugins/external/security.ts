import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function security(fastify: FastifyInstance) {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(fastify.config.S3_PUBLIC_URL ? [fastify.config.S3_PUBLIC_URL] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // The pages with the Kakao postcode search widen these two for its scripts and frame
        // (lib/postcode-search-policy.ts); no other page may load a script from elsewhere.
        scriptSrc: ["'self'"],
        frameSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // Product and proof images are fetched by the web app, which may be on another origin in dev.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const allowed = new Set(
    fastify.config.WEB_ORIGIN.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  await fastify.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: false,
    allowedHeaders: ['Content-Type', 'Authorization', 'guest-token', 'Idempotency-Key'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}

export default fp(security, { name: 'security', dependencies: ['env'] });
