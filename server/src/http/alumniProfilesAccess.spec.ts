// Every alumni profile and directory endpoint against every kind of caller: anonymous, signed in without a profile,
// each of the six roles, the profile's owner and another alumnus. Owning a profile is the alumni role's
// (ownsAlumniProfile): anyone else signed in gets the 404 "Alumni profiles are for alumni", audited. Members of the
// network (network_with_alumni: alumni, admins) read members' pages and the directory; staff who manage profiles
// (manage_alumni_profiles: staff, admins) read every profile, correct and hide them. A hidden profile is the same 404
// as a missing one to members who do not manage profiles. Refusals change nothing and leave one audit entry.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/data';
import { ROLES, type Role } from '@sla/permissions';
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
/** 401 signed out; `ok` for those `allowed`; anyone else signed in `refused` (audited). */
const onlyFor =
  (allowed: (caller: Caller) => boolean, ok: number | ((caller: Caller) => number), refused = 403) =>
  (caller: Caller) =>
    caller === 'anonymous' ? 401 : allowed(caller) ? (typeof ok === 'number' ? ok : ok(caller)) : refused;

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
  { name: 'read my profile', method: 'GET', url: '/api/alumni/profile', status: onlyFor(ownsProfile, 200, 404) },
  {
    name: 'save my profile',
    method: 'PUT',
    url: '/api/alumni/profile',
    payload: MY_PROFILE,
    status: onlyFor(ownsProfile, 200, 404),
  },
  { name: 'remove my photo', method: 'DELETE', url: '/api/alumni/profile/photo', status: onlyFor(ownsProfile, 200, 404) },
  { name: "read the owner's page", method: 'GET', url: `/api/alumni/people/${OWNER}`, status: onlyFor(mayNetwork, 200) },
  {
    name: "read a hidden alumnus's page",
    method: 'GET',
    url: `/api/alumni/people/${HIDDEN}`,
    // Admins manage profiles too, so they see hidden ones; other members get the 404 of a missing one.
    status: onlyFor(mayNetwork, (caller) => (mayManage(caller) ? 200 : 404)),
  },
  {
    name: 'read the page of someone unknown',
    method: 'GET',
    url: '/api/alumni/people/nobody',
    status: onlyFor(mayNetwork, 404),
    audited: (caller) => !mayNetwork(caller),
  },
  { name: 'search the directory', method: 'GET', url: '/api/alumni/directory?q=plant', status: onlyFor(mayNetwork, 200) },
  { name: 'list every profile', method: 'GET', url: '/api/alumni/manage?hidden=include', status: onlyFor(mayManage, 200) },
  {
    name: "read the owner's profile as staff",
    method: 'GET',
    url: `/api/alumni/manage/${OWNER}`,
    status: onlyFor(mayManage, 200),
  },
  {
    name: "correct the owner's profile",
    method: 'PUT',
    url: `/api/alumni/manage/${OWNER}`,
    payload: FIELDS,
    status: onlyFor(mayManage, 200),
  },
  {
    name: "hide the owner's profile",
    method: 'POST',
    url: `/api/alumni/manage/${OWNER}/hide`,
    payload: { reason: 'Reported as spam' },
    status: onlyFor(mayManage, 200),
  },
  {
    name: 'show a hidden profile again',
    method: 'DELETE',
    url: `/api/alumni/manage/${HIDDEN}/hide`,
    status: onlyFor(mayManage, 200),
  },
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
