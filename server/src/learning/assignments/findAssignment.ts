import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../../db/database.js';
import { assignments, type AssignmentRow } from '../../db/schema.js';

export const noSuchAssignment = () => new DataError('not_found', ASSIGNMENT_MESSAGES.noSuchAssignment);

/** The assignment, or 404; locked for the transaction with `lock`. */
export async function findAssignment(db: Db, id: string, options: { lock?: boolean } = {}): Promise<AssignmentRow> {
  const query = db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw noSuchAssignment();
  return row;
}
