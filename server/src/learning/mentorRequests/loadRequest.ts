import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { MENTOR_REQUEST_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { uuidId } from '../../cursor.js';
import { mentorRequests, type MentorRequestRow } from '../../db/schema.js';

export const noSuchRequest = () => new DataError('not_found', MENTOR_REQUEST_MESSAGES.noSuchRequest);
export const notOpen = () => new DataError('conflict', MENTOR_REQUEST_MESSAGES.notOpen);

/**
 * An open request, locked for the transaction that answers it, as long as `mayAct` says the caller is its student,
 * its mentor or staff: anyone else gets the 404 of a missing one (not a permission refusal: the request is not
 * theirs to know of); an answered one 409.
 */
export async function lockOpenRequest(tx: Db, id: string, mayAct: (row: MentorRequestRow) => boolean): Promise<MentorRequestRow> {
  if (!uuidId(id)) throw noSuchRequest();
  const [row] = await tx.select().from(mentorRequests).where(eq(mentorRequests.id, id)).for('update');
  if (!row || !mayAct(row)) throw noSuchRequest();
  if (row.status !== 'open') throw notOpen();
  return row;
}
