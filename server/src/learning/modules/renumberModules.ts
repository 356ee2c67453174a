import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** Numbers the cohort's modules 1, 2, 3… in their present order, so a removal leaves no gap. Run under lockCohort. */
export async function renumberModules(tx: Db, cohortId: string): Promise<void> {
  await tx.execute(sql`UPDATE modules SET position = ordered.n
    FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS n FROM modules WHERE cohort_id = ${cohortId}) AS ordered
    WHERE modules.id = ordered.id AND modules.position <> ordered.n`);
}
