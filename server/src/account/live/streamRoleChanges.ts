import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller } from '../../access.js';
import type { ServiceContext } from '../../context.js';
import { startEventStream } from '../../http/eventStream.js';
import { openRoleStream } from './openRoleStream.js';

/**
 * The signed-in caller's own role changes and new messages (text/event-stream): anyone signed in may listen, to themselves only (the
 * uid comes from their token, never from the request). No token is a 401 like any other request; once allowed, it
 * streams (startEventStream). Returns the function that ends it, for the service's graceful stop.
 */
export async function streamRoleChanges(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  keepAliveMs?: number,
): Promise<() => void> {
  const uid = requireCaller(request.caller).token.uid;
  return ctx.streams.open(uid, reply.raw, () =>
    openRoleStream(startEventStream(request, reply), ctx.roleChanges, uid, keepAliveMs, ctx.messages),
  );
}
