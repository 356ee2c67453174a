import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { OPPORTUNITY_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { opportunities, type OpportunityRow } from '../../db/schema.js';
import { unstorableText } from '../../unstorableText.js';

export const noSuchOpportunity = () => new DataError('not_found', OPPORTUNITY_MESSAGES.noSuchOpportunity);

/** The row, or null; an id no row could have (too long, NUL) is null before it reaches SQL. */
export async function loadOpportunity(db: Db, id: string, options: { lock?: boolean } = {}): Promise<OpportunityRow | null> {
  if (id.length > 100 || unstorableText(id)) return null;
  const query = db.select().from(opportunities).where(eq(opportunities.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
