import type { ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import { referenceLinks, type ReferenceRequestRow } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { referenceRequestMail } from '../mail/templates/referenceRequest.js';
import { hashOf, newReferenceToken, referenceUrl } from './links.js';

export interface LinkMailContext {
  applicantName: string;
  programme: string;
  timeZone: string;
}

/**
 * Issues a new link for the request (its hash kept in reference_links) and queues the e-mail carrying it, in the
 * caller's transaction: the link exists exactly when its e-mail does.
 */
export async function sendLink(
  ctx: ServiceContext,
  tx: Db,
  request: ReferenceRequestRow,
  about: LinkMailContext,
  now: Date,
  options: { reminder?: boolean } = {},
): Promise<void> {
  const token = newReferenceToken();
  await tx.insert(referenceLinks).values({ tokenHash: hashOf(token), requestId: request.id, issuedAt: now });
  await enqueueMail(
    tx,
    referenceRequestMail(
      {
        to: request.refereeEmail,
        refereeName: request.refereeName,
        applicantName: about.applicantName,
        programme: about.programme,
        dueAt: request.dueAt,
        timeZone: about.timeZone,
        url: referenceUrl(ctx.settings.siteUrl, token, request.locale),
        locale: request.locale,
        ...(options.reminder ? { dedupeKey: `reference-reminder:${request.id}` } : {}),
      },
      options.reminder,
    ),
    now,
  );
}
