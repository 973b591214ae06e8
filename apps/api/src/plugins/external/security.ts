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
        // The Kakao postcode search (apps/web/src/lib/daum-postcode.ts): its loader, the scripts
        // it loads in turn, and the search page it embeds in a frame.
        scriptSrc: ["'self'", 'https://t1.daumcdn.net', 'https://t1.kakaocdn.net'],
        frameSrc: ["'self'", 'https://postcode.map.daum.net', 'https://postcode.map.kakao.com'],
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
