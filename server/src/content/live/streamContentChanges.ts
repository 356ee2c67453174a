import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_LISTENERS } from '@sla/contract/operations/content';
import { requireAnyPermission } from '../../access.js';
import type { ServiceContext } from '../../context.js';
import { startEventStream } from '../../http/eventStream.js';
import { openChangeStream } from './openChangeStream.js';

/** Who may listen: anyone who writes or organises content (declared with the stream). */
export { LIVE_LISTENERS };

/**
 * The live stream of content changes (text/event-stream). Refusals answer as any other request; once allowed, it
 * streams (startEventStream).
 * Returns the function that ends it, for the service's graceful stop.
 */
export async function streamContentChanges(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  keepAliveMs?: number,
): Promise<() => void> {
  const listener = await requireAnyPermission(ctx, request.caller, LIVE_LISTENERS, { action: 'listen_content_changes' });
  return ctx.streams.open(listener.token.uid, reply.raw, () =>
    openChangeStream(startEventStream(request, reply), ctx.changes, keepAliveMs),
  );
}
