import type { ReferenceInvitation } from '@sla/contract';
import { UPLOAD_MAX_MB } from '@sla/contract/schemas';
import type { ServiceContext } from '../context.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { REFERENCE_LINKS_PER_IP } from '../rateLimit/rules.js';
import { applicantOf } from './applicantOf.js';
import { findByToken } from './findByToken.js';

/** What the referee's page shows (public, the link is the proof): who asks, for which programme, until when. */
export async function openReferenceLink(ctx: ServiceContext, token: string, meta: { ip: string }): Promise<ReferenceInvitation> {
  await enforceRateLimits(ctx, [[REFERENCE_LINKS_PER_IP, meta.ip]]);
  const { request, application } = await findByToken(ctx.db, token, ctx.now());
  const applicant = await applicantOf(ctx.db, application.userId);
  return {
    refereeName: request.refereeName,
    applicantName: applicant.name,
    programme: application.program.name,
    dueAt: request.dueAt?.toISOString() ?? null,
    timeZone: application.program.timeZone,
    maxSizeMb: UPLOAD_MAX_MB,
  };
}
