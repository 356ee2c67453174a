import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentlessHeaders } from '@sla/security-headers';
import { requireCaller } from '../../access.js';
import type { ServiceContext } from '../../context.js';
import { openRoleStream } from './openRoleStream.js';

/**
 * The signed-in caller's own role changes (text/event-stream): anyone signed in may listen, to themselves only (the
 * uid comes from their token, never from the request). No token is a 401 like any other request; once allowed, the
 * reply is taken out of Fastify's hands (hijacked) so no hook buffers or compresses it. Returns the function that
 * ends it, for the service's graceful stop.
 */
export async function streamRoleChanges(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  keepAliveMs?: number,
): Promise<() => void> {
  const caller = requireCaller(request.caller);
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
  return openRoleStream(reply.raw, ctx.roleChanges, caller.token.uid, keepAliveMs);
}
