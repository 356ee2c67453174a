import { sql, type SQL } from 'drizzle-orm';
import { blockedBetweenSql } from '../../alumni/relation.js';

/**
 * Whether the alumnus `mentorUid` (a users row's uid) may be asked by `studentUid` now: an alumnus (not suspended)
 * whose profile offers mentoring, is named to members and is not hidden by staff, who is not the student, and no
 * block either way. The list a student sees and the service's check when they ask are this one condition, so a
 * block hides the mentor from the list and refuses the request with the same words as anyone no longer on offer.
 */
export function offeredMentorSql(mentorUid: SQL, studentUid: string): SQL {
  return sql`EXISTS (
    SELECT 1 FROM users u JOIN alumni_profiles a ON a.uid = u.uid
    WHERE u.uid = ${mentorUid} AND u.role = 'alumni' AND u.suspended_at IS NULL
      AND a.open_to_mentoring AND a.hidden_at IS NULL AND a.alumni_name IS NOT NULL
      AND u.uid <> ${studentUid} AND NOT ${blockedBetweenSql(studentUid, mentorUid)}
  )`;
}
