import { useEffect, useState } from 'react';
import { useIdentity } from '@sla/auth';
import { api, routes, type MentorAsking } from '@sla/data';
import { ownsAlumniProfile } from '@sla/permissions';

/**
 * One answer per signed-in alumnus while the portal is open: the navigation is on every screen. What changes it (the two
 * years ending, a first request after them being impossible) does not change while one reads the portal.
 */
const asked = new Map<string, Promise<MentorAsking | null>>();

/** Forgets the answers: for tests, each starting from a portal just opened. */
export function forgetMentorAsking(): void {
  asked.clear();
}

/**
 * Whether this alumnus has a use for /alumni/mentor (decision 0052): the service lets them ask now (their first two
 * years), or they have a mentor or a request waiting there. Staff and admins never ask: no call for them. A failure
 * hides the link (the page itself still says what is wrong when opened).
 */
export function useMentorPageShown(): boolean {
  const identity = useIdentity();
  const uid = identity.status === 'signed-in' && ownsAlumniProfile(identity.role) ? identity.user.uid : null;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!uid) return;
    let current = true;
    if (!asked.has(uid))
      asked.set(
        uid,
        api(routes.getMentorAsking).catch(() => null),
      );
    void asked.get(uid)!.then((answer) => {
      if (current) setShown(Boolean(answer && (answer.mayAsk || answer.hasMentor || answer.openRequests > 0)));
    });
    return () => {
      current = false;
    };
  }, [uid]);
  return uid !== null && shown;
}
