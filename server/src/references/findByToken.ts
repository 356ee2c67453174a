import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../db/database.js';
import { referenceLinks, referenceRequests, type ReferenceRequestRow } from '../db/schema.js';
import { announcedDate } from '../applications/windowRules.js';
import { findApplication, type ApplicationWithProgram } from '../applications/loadApplication.js';
import { hashOf } from './links.js';
import { isPast, letterState } from './rules.js';

export interface OpenRequest {
  request: ReferenceRequestRow;
  application: ApplicationWithProgram;
}

/**
 * The request a referee's link is for, while a letter may still be sent on it; otherwise the refusal the page shows:
 * 404 for a link that is unknown or of a replaced referee (the same words: a guess learns nothing); 409 with the day
 * for a letter already received (the link is used) or a deadline passed, and 409 when the applicant withdrew or was
 * decided on. `lock` takes the request's row, so two letters sent at once make one.
 */
export async function findByToken(db: Db, token: string, now: Date, options: { lock?: boolean } = {}): Promise<OpenRequest> {
  const badLink = () => new DataError('not_found', REFERENCE_MESSAGES.badLink);
  // A link is 43 base64url characters; anything else is not one of ours, and is not worth a query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw badLink();
  const [link] = await db
    .select({ requestId: referenceLinks.requestId })
    .from(referenceLinks)
    .where(eq(referenceLinks.tokenHash, hashOf(token)))
    .limit(1);
  if (!link) throw badLink();
  const query = db.select().from(referenceRequests).where(eq(referenceRequests.id, link.requestId));
  const [request] = options.lock ? await query.for('update') : await query;
  if (!request || request.status === 'replaced') throw badLink();
  const application = await findApplication(db, request.applicationId);
  if (!application) throw badLink();
  const zone = application.program.timeZone;
  if (request.status === 'received')
    throw new DataError('conflict', REFERENCE_MESSAGES.receivedOn(announcedDate(request.receivedAt!, zone)));
  const state = letterState(application, now);
  if (state === 'withdrawn') throw new DataError('conflict', REFERENCE_MESSAGES.notNeeded);
  if (state === 'decided') throw new DataError('conflict', REFERENCE_MESSAGES.decided);
  if (isPast(request.dueAt, now))
    throw new DataError('conflict', REFERENCE_MESSAGES.deadlinePassed(announcedDate(request.dueAt!, zone)));
  return { request, application };
}
