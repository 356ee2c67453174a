import type { FastifyInstance } from 'fastify';
import { documentlessHeaders } from '@sla/security-headers';

// The same two sets for every answer: made once, not per request.
const OVER_HTTP = Object.freeze(documentlessHeaders({ https: false }));
const OVER_HTTPS = Object.freeze(documentlessHeaders({ https: true }));

/**
 * Every API answer, errors and 404s included, carries the same security headers as the site's
 * files: a policy that allows nothing (an answer is data, never a page to run or frame), and HSTS
 * when the caller came over HTTPS as far as a trusted proxy tells (Fastify's `request.protocol`).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', function securityHeaders(request, reply, payload, done) {
    reply.headers(request.protocol === 'https' ? OVER_HTTPS : OVER_HTTP);
    done(null, payload);
  });
}
