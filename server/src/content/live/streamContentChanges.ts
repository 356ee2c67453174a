import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentlessHeaders } from '@sla/security-headers';
import { requireAnyPermission } from '../../access.js';
import type { ServiceContext } from '../../context.js';
import { openChangeStream } from './openChangeStream.js';

/** Who may listen: anyone who writes or organises content. */
export const LIVE_LISTENERS = ['edit_content', 'create_content', 'manage_content_categories'] as const;

/**
 * The live stream of content changes (text/event-stream). Refusals answer as any other request; once allowed, the
 * reply is taken out of Fastify's hands (hijacked) so no hook buffers or compresses it, and written to directly.
 * Returns the function that ends it, for the service's graceful stop.
 */
export async function streamContentChanges(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  keepAliveMs?: number,
): Promise<() => void> {
  await requireAnyPermission(ctx, request.caller, LIVE_LISTENERS, { action: 'listen_content_changes' });
  // Headers hooks already set (CORS), then the security headers every answer carries: onSend no longer runs.
  const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(Object.fromEntries(set) as OutgoingHttpHeaders),
    ...documentlessHeaders({ https: request.protocol === 'https' }),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  return openChangeStream(reply.raw, ctx.changes, keepAliveMs);
}
