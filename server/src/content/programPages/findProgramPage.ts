import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { PUBLIC_CONTENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../../db/database.js';
import { programs, type ProgramRow } from '../../db/schema.js';

const noSuchProgramme = () => new DataError('not_found', PUBLIC_CONTENT_MESSAGES.noSuchProgrammePage);

/** The programme whose page is edited, or 404 in words; `lock` holds it for the rest of the transaction. */
export async function findProgramPage(db: Db, programId: string, options: { lock?: boolean } = {}): Promise<ProgramRow> {
  const query = db.select().from(programs).where(eq(programs.id, programId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw noSuchProgramme();
  return row;
}
