import { menteeScreenFor, mentorScreenFor } from '@sla/permissions';
import { MENTOR_REQUEST_NAMELESS, MENTORSHIP_END_NOTICES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { MentorshipRow } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mentorshipEndedMail } from '../../mail/templates/mentorshipEnded.js';
import { createNotice } from '../../notices/createNotice.js';
import { nameOf } from '../mentorRequests/people.js';
import { peopleByUid, type Person } from '../mentoring/people.js';

type Side = 'student' | 'mentor';

/** Where `person` reads the ended mentorship from `side`: the mentee's mentor page, the mentor's mentee page. */
const pathFor = (side: Side, person: Person, id: string) =>
  (side === 'student' ? mentorScreenFor(person.role) : menteeScreenFor(person.role, id)) ?? '/dashboard';

/** The notice `side` reads when the other side, or staff, ended it: the other person named, or words naming no one. */
function noticeFor(side: Side, endedBy: 'student' | 'mentor' | 'staff', other: Person): string {
  if (endedBy === 'staff') {
    return side === 'student'
      ? MENTORSHIP_END_NOTICES.byStaffForMentee(nameOf(other, MENTOR_REQUEST_NAMELESS.yourMentorInSentence))
      : MENTORSHIP_END_NOTICES.byStaffForMentor(nameOf(other, MENTOR_REQUEST_NAMELESS.yourMenteeInSentence));
  }
  return side === 'student'
    ? MENTORSHIP_END_NOTICES.byMentor(nameOf(other, MENTOR_REQUEST_NAMELESS.yourMentor))
    : MENTORSHIP_END_NOTICES.byMentee(nameOf(other, MENTOR_REQUEST_NAMELESS.yourMentee));
}

/**
 * In the ending's transaction, tells who needs to know that mentorship `row` ended: the other side when one side ended
 * it, both when staff did. Each gets a notice and an e-mail in their language (once per mentorship and person) linking
 * to where they read it; the note the side left is in the e-mail, staff's reason in neither.
 */
export async function tellOfEnding(tx: Db, ctx: ServiceContext, row: MentorshipRow, now: Date): Promise<void> {
  const endedBy = row.endedAs!;
  const people = await peopleByUid(tx, [row.studentUid, row.mentorUid]);
  const told: Side[] = endedBy === 'staff' ? ['student', 'mentor'] : [endedBy === 'student' ? 'mentor' : 'student'];
  for (const side of told) {
    const person = people.get(side === 'student' ? row.studentUid : row.mentorUid)!;
    const other = people.get(side === 'student' ? row.mentorUid : row.studentUid)!;
    const path = pathFor(side, person, row.id);
    await createNotice(tx, { userId: person.uid, text: noticeFor(side, endedBy, other), link: path, now });
    if (!person.email) continue;
    await enqueueMail(
      tx,
      mentorshipEndedMail({
        to: person.email,
        locale: person.locale,
        recipientName: person.displayName,
        recipient: side,
        otherName: other.displayName?.trim() || null,
        endedBy,
        note: endedBy === 'staff' ? '' : (row.endNote ?? ''),
        pageUrl: pageUrl(ctx.settings.siteUrl, path, person.locale),
        dedupeKey: `mentorship_ended:${row.id}:${person.uid}`,
      }),
      now,
    );
  }
}
