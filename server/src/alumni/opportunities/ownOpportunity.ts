import { DataError } from '@sla/contract';
import { OPPORTUNITY_MESSAGES } from '@sla/contract/schemas';
import type { Caller } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { OpportunityRow } from '../../db/schema.js';
import { loadOpportunity, noSuchOpportunity } from './loadOpportunity.js';

/**
 * The caller's own opportunity, held for update. Someone else's is the 404 of a missing one (as a story is): whether
 * a closed or hidden opportunity exists is not theirs to learn. With `editable`, a closed or hidden one is a 409.
 */
export async function ownOpportunity(
  tx: Db,
  poster: Caller,
  id: string,
  options: { editable?: boolean } = {},
): Promise<OpportunityRow> {
  const row = await loadOpportunity(tx, id, { lock: true });
  if (!row || row.posterUid !== poster.token.uid) throw noSuchOpportunity();
  if (options.editable && (row.closedAt || row.hiddenAt)) throw new DataError('conflict', OPPORTUNITY_MESSAGES.closed);
  return row;
}
