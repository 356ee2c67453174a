// Another transaction's write, made and not yet committed at the very moment a request runs, for the specs of the
// races a request must survive (never imported by the service).
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { modules } from '../../db/schema.js';
import type { TestService } from '../../testing/testService.js';

/**
 * Sends `request` while another transaction has made `write` and not yet committed it, and answers what the request
 * got once that commits. On PostgreSQL the request gets as far as the database lets it before the commit (a look that
 * takes no lock still sees the rows as they were), which is the race; PGlite runs one transaction at a time, so there
 * the request simply comes after the write.
 */
export async function whileUncommitted<T>(
  service: TestService,
  write: (tx: Db) => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  let answer: Promise<T> | undefined;
  await service.database.db.transaction(async (tx) => {
    await write(tx);
    answer = request();
    // Time for the request to reach the database and wait on the rows written.
    await sleep(250);
  });
  return answer!;
}

/** Sends `request` while another transaction deletes the module (see whileUncommitted). */
export const duringModuleDelete = <T>(service: TestService, moduleId: string, request: () => Promise<T>): Promise<T> =>
  whileUncommitted(service, (tx) => tx.delete(modules).where(eq(modules.id, moduleId)), request);
