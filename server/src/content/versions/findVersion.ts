import { DataError, type ContentVersion } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import type { VersionSubject } from '../../db/schema.js';
import { getVersion } from './getVersion.js';
import { versionNumber } from './versionNumber.js';

/** The version an address names ("3"), with its text; 404 when the address names none or the item never had it. */
export async function findVersion(
  db: Db,
  subject: VersionSubject,
  subjectId: string,
  rawVersion: string,
): Promise<ContentVersion> {
  const version = versionNumber(rawVersion);
  const found = version === null ? null : await getVersion(db, subject, subjectId, version);
  if (!found) throw new DataError('not_found', CONTENT_MESSAGES.noSuchVersion);
  return found;
}
