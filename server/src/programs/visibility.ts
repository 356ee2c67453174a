import { inArray, type SQL } from 'drizzle-orm';
import { programs } from '../db/schema.js';

/** Visitors see programmes that run or have run; drafts and archived ones do not exist for them. */
export function programVisibleToVisitors(): SQL {
  return inArray(programs.status, ['active', 'closed']);
}
