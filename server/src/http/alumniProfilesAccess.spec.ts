// Every alumni profile and directory endpoint against every kind of caller: anonymous, signed in without a profile,
// each of the six roles, the profile's owner and another alumnus. Owning a profile is the alumni role's
// (ownsAlumniProfile): anyone else signed in gets the 404 "Alumni profiles are for alumni", audited. Members of the
// network (network_with_alumni: alumni, admins) read members' pages and the directory; staff who manage profiles
// (manage_alumni_profiles: staff, admins) read every profile, correct and hide them. A hidden profile is the same 404
// as a missing one to members who do not manage profiles. Refusals change nothing and leave one audit entry.
import { sql } from 'drizzle-orm';
import type { Operation } from '@sla/contract/operations';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import * as alumni from '@sla/contract/operations/alumni';
import { ROLES, type Role } from '@sla/permissions';
import { declaredRow, type DeclaredRow } from '../alumni/testing/declaredAccess.js';
import { addAlumniProfile } from '../alumni/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role | 'the owner' | 'another alumnus';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES, 'the owner', 'another alumnus'];
const uidOf = (caller: Caller) => `caller-${caller.replace(' ', '-')}`;
const ALUMNI: Caller[] = ['alumni', 'the owner', 'another alumnus'];
const OWNER = uidOf('the owner');
const HIDDEN = 'caller-hidden-alumnus';

const ownsProfile = (caller: Caller) => ALUMNI.includes(caller);
const mayNetwork = (caller: Caller) => caller === 'admin' || ALUMNI.includes(caller);
const mayManage = (caller: Caller) => caller === 'admin' || caller === 'staff';
/** The role each caller signs in with: the owner and another alumnus are alumni. */
const roleOf = (caller: Caller) => (ALUMNI.includes(caller) ? 'alumni' : (caller as 'anonymous' | 'no-profile' | Role));
/** A row from the operation's declaration (@sla/contract/operations): its 401 and 403 are the declared access rule's. */
const row = (operation: Operation, options?: DeclaredRow<Caller>) => declaredRow(operation, roleOf, options);
/** One's own profile is the alumni role's: anyone else signed in gets the 404 "Alumni profiles are for alumni" (audited). */
const ownersOnly = (caller: Caller) => (ownsProfile(caller) ? 200 : 404);

const FIELDS = {
  headline: 'Plant pathologist',
  field: '',
  institution: '',
  country: '',
  city: '',
  bio: '',
  links: [],
  skills: [],
  programId: null,
  cohortYear: null,
};
const MY_PROFILE = { ...FIELDS, openToMentoring: true, openToMessages: true, visibility: DEFAULT_PROFILE_VISIBILITY };

const EXPECTED: AccessEndpoint<Caller>[] = [
  row(alumni.getMyAlumniProfile, { allowed: ownersOnly }),
  row(alumni.saveMyAlumniProfile, { payload: MY_PROFILE, allowed: ownersOnly }),
  row(alumni.removeMyAlumniPhoto, { allowed: ownersOnly }),
  row(alumni.getAlumniMemberProfile, { what: "the owner's page", params: { uid: OWNER } }),
  row(alumni.getAlumniMemberProfile, {
    what: "a hidden alumnus's page",
    params: { uid: HIDDEN },
    // Admins manage profiles too, so they see hidden ones; other members get the 404 of a missing one.
    allowed: (caller) => (mayManage(caller) ? 200 : 404),
  }),
  row(alumni.getAlumniMemberProfile, {
    what: 'the page of someone unknown',
    params: { uid: 'nobody' },
    allowed: 404,
    audited: (caller) => !mayNetwork(caller),
  }),
  row(alumni.listAlumniDirectory, { query: '?q=plant' }),
  row(alumni.listManagedAlumniProfiles, { query: '?hidden=include' }),
  row(alumni.getManagedAlumniProfile, { params: { uid: OWNER } }),
  row(alumni.correctAlumniProfile, { params: { uid: OWNER }, payload: FIELDS }),
  row(alumni.hideAlumniProfile, { params: { uid: OWNER }, payload: { reason: 'Reported as spam' } }),
  row(alumni.unhideAlumniProfile, { what: 'a hidden profile', params: { uid: HIDDEN } }),
];

const cases = accessCases(EXPECTED, CALLERS);

describeOnOneBackend('alumni profiles and directory access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(new Date(Date.UTC(2027, 1, 1)));
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'no-profile') continue;
      if (ownsProfile(caller)) {
        await addAlumniProfile(service, uidOf(caller), {
          headline: 'Plant pathologist',
          openToMessages: true,
          visibility: { headline: 'alumni' },
        });
      } else await service.addUser(uidOf(caller), caller as Role);
    }
    await addAlumniProfile(service, HIDDEN, { hiddenAt: service.ctx.now(), hiddenBy: uidOf('staff'), hiddenReason: 'Spam' });
  });

  /** What a refusal must leave as it was. */
  const state = () => service.rows(sql`SELECT uid, headline, updated_at, hidden_at, photo_id FROM alumni_profiles ORDER BY uid`);

  it.each(cases)('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );

  it('answers a hidden profile and a missing one alike to members', async () => {
    const headers = service.as(uidOf('another alumnus'));
    const hidden = await service.request({ method: 'GET', url: `/api/alumni/people/${HIDDEN}`, headers });
    const missing = await service.request({ method: 'GET', url: '/api/alumni/people/nobody', headers });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });
});
