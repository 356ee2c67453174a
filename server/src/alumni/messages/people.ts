import { inArray } from 'drizzle-orm';
import type { ProfilePhoto } from '@sla/contract';
import { fieldShownTo } from '@sla/contract/schemas';
import { hasPermission } from '@sla/permissions';
import type { Db } from '../../db/database.js';
import { msg } from '../../i18n/translator.js';
import { alumniProfiles, users } from '../../db/schema.js';
import { photoOf } from '../profiles/visibleProfile.js';

/**
 * What the other person is called once members may no longer see them: deleted, hidden by staff, or name withdrawn.
 * An English phrase in answers (the site shows it in the reader's language); e-mails translate it (tr(FORMER_MEMBER)).
 */
export const FORMER_MEMBER = msg('A former member');
/** What staff read for a member whose name is set to "only me": privacy wins over "staff see everything". */
export const PRIVATE_NAME = 'A member who keeps their name private';

/** One person in a conversation or a report, as one audience may see them; the e-mail address is for the service. */
export interface Person {
  uid: string;
  name: string;
  photo: ProfilePhoto | null;
  /** Only for the service's own e-mail to this person: never put in an answer. */
  email: string | null;
}

/**
 * The people `uids` name, as members ('alumni') or staff who manage profiles ('staff') may see them, through the
 * audience columns the database generates, so a field hidden from that audience never leaves here. Someone with no
 * profile who manages profiles (an admin writing to an alumnus) is named by their account's display name; anyone
 * else without a profile is a former member. `selfUid` is named as they are to themselves.
 */
export async function peopleAsSeenBy(
  db: Db,
  uids: string[],
  audience: 'alumni' | 'staff',
  selfUid: string | null = null,
): Promise<Map<string, Person>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const [profiles, accounts] = await Promise.all([
    db
      .select({
        uid: alumniProfiles.uid,
        name: alumniProfiles.name,
        alumniName: alumniProfiles.alumniName,
        staffName: alumniProfiles.staffName,
        hiddenAt: alumniProfiles.hiddenAt,
        photoId: alumniProfiles.photoId,
        visibility: alumniProfiles.visibility,
      })
      .from(alumniProfiles)
      .where(inArray(alumniProfiles.uid, unique)),
    db
      .select({ uid: users.uid, displayName: users.displayName, role: users.role, email: users.email })
      .from(users)
      .where(inArray(users.uid, unique)),
  ]);
  const profileOf = new Map(profiles.map((row) => [row.uid, row]));
  const accountOf = new Map(accounts.map((row) => [row.uid, row]));
  const people = new Map<string, Person>();
  for (const uid of unique) {
    const profile = profileOf.get(uid);
    const account = accountOf.get(uid);
    const email = account?.email ?? null;
    if (uid === selfUid) {
      const own = profile?.name || account?.displayName || FORMER_MEMBER;
      people.set(uid, { uid, name: own, photo: profile ? photoOf(profile.photoId) : null, email });
    } else if (profile && audience === 'staff') {
      const photo = fieldShownTo(profile.visibility.photo, 'staff') ? photoOf(profile.photoId) : null;
      people.set(uid, { uid, name: profile.staffName ?? PRIVATE_NAME, photo, email });
    } else if (profile) {
      const visible = profile.alumniName !== null && profile.hiddenAt === null;
      const photo = visible && fieldShownTo(profile.visibility.photo, 'alumni') ? photoOf(profile.photoId) : null;
      people.set(uid, { uid, name: visible ? profile.alumniName! : FORMER_MEMBER, photo, email });
    } else if (account && hasPermission(account.role, 'manage_alumni_profiles')) {
      people.set(uid, { uid, name: account.displayName || FORMER_MEMBER, photo: null, email });
    } else {
      people.set(uid, { uid, name: FORMER_MEMBER, photo: null, email });
    }
  }
  return people;
}
