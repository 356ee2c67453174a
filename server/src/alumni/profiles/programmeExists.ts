import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { programs } from '../../db/schema.js';
import { PROFILE_MESSAGES } from './profileRefusals.js';

/** 400 on the programme field unless `programId` (when given) names a programme that exists. */
export async function requireProgrammeExists(db: Db, programId: string | null): Promise<void> {
  if (programId === null) return;
  const [found] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!found)
    throw new DataError('invalid_input', PROFILE_MESSAGES.noSuchProgramme, { programId: PROFILE_MESSAGES.noSuchProgramme });
}
