// Privacy at the API: a field kept "only me" never leaves the service for anyone else, staff and admins included, in
// the raw text of every answer about someone's profile; members see only what is shown to alumni, and not at all a
// profile staff hid or one whose name is not shown to them.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY, PROFILE_FIELDS, type ProfileVisibilityMap } from '@sla/contract';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniPhoto, addAlumniProfile, ALL_PUBLIC } from '../testing/fixtures.js';
import { profileClient } from './testing.js';

/** Values no other text in an answer could contain by chance. */
const SECRET = {
  headline: 'Secret headline 7731',
  field: 'Physics and astronomy',
  institution: 'Secret Institute 7731',
  country: 'IS',
  city: 'Secretville 7731',
  bio: 'Secret bio 7731',
  links: [{ label: 'Secret link 7731', url: 'https://secret-7731.example.org/' }],
  skills: ['Secret skill 7731'],
  cohortYear: 2013,
};
const PROGRAMME = 'Secret Programme 7731';

const everything = (level: ProfileVisibilityMap[keyof ProfileVisibilityMap]) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, level])) as ProfileVisibilityMap;

describeOnEachBackend('alumni profiles: privacy at the API', (backend) => {
  const service = useTestService(backend);
  let photoId = '';

  beforeEach(async () => {
    await service.addUser('ama', 'alumni', { displayName: 'Ama Mensah' });
    await service.addUser('kofi', 'alumni', { displayName: 'Kofi Boateng' });
    await service.addUser('sam', 'staff', { displayName: 'Sam Staff' });
    await service.addUser('ada', 'admin', { displayName: 'Ada Admin' });
    const programId = (await addProgram(service, { slug: 'secret', name: PROGRAMME })).id;
    await addAlumniProfile(service, 'ama', { ...SECRET, programId, openToMessages: true });
    photoId = await addAlumniPhoto(service, 'ama');
  });

  const setVisibility = (visibility: ProfileVisibilityMap) =>
    service.database.db.execute(sql`UPDATE alumni_profiles SET visibility = ${JSON.stringify(visibility)}::jsonb`);

  /** Every answer about Ama's profile someone else can get: members', an admin's, and staff's pages. */
  const answersAboutAma = async () => [
    { who: 'another alumnus', response: await profileClient(service, 'kofi').person('ama') },
    { who: 'an admin on the member page', response: await profileClient(service, 'ada').person('ama') },
    { who: 'staff', response: await profileClient(service, 'sam').manageOne('ama') },
    { who: 'an admin on the staff page', response: await profileClient(service, 'ada').manageOne('ama') },
  ];

  const secretsIn = (text: string) =>
    [
      ...[SECRET.headline, SECRET.field, SECRET.institution, SECRET.city, SECRET.bio, PROGRAMME, photoId],
      SECRET.links[0]!.label,
      SECRET.links[0]!.url,
      SECRET.skills[0]!,
      `"${SECRET.country}"`,
      String(SECRET.cohortYear),
    ].filter((secret) => text.includes(secret));

  it('sends no "only me" value to another alumnus, to staff or to an admin', async () => {
    // The name is shown to alumni so that members reach the page at all; everything else is Ama's alone.
    await setVisibility({ ...everything('only_me'), name: 'alumni' });
    for (const { who, response } of await answersAboutAma()) {
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
      expect(secretsIn(response.body), who).toEqual([]);
      expect(response.json()).toMatchObject({ name: 'Ama Mensah', photo: null, programId: null, links: null });
    }
  });

  it('keeps an "only me" name from staff and admins too, and from members the whole profile', async () => {
    await setVisibility({ ...ALL_PUBLIC, name: 'only_me' });
    for (const { who, response } of await answersAboutAma()) {
      expect(response.body, who).not.toContain('Ama Mensah');
      if (who === 'another alumnus') expect(response.statusCode).toBe(404);
      else expect(response.json(), who).toMatchObject({ name: null, headline: SECRET.headline });
    }
  });

  it('shows each audience exactly the fields shown to it, by default name, programme and year to members', async () => {
    await setVisibility(DEFAULT_PROFILE_VISIBILITY);
    const member = (await profileClient(service, 'kofi').person('ama')).json();
    expect(member).toMatchObject({
      name: 'Ama Mensah',
      programName: PROGRAMME,
      cohortYear: 2013,
      headline: null,
      institution: null,
      country: null,
      photo: null,
      bio: null,
      skills: null,
      canMessage: true,
    });
    expect(member).not.toHaveProperty('hidden');
    const staff = (await profileClient(service, 'sam').manageOne('ama')).json();
    expect(staff).toMatchObject({
      name: 'Ama Mensah',
      headline: SECRET.headline,
      country: 'IS',
      skills: SECRET.skills,
      photo: { large: `/api/alumni/photos/${photoId}/large.webp` },
      hidden: null,
      canMessage: false,
    });
  });

  it('answers members 404 for a hidden profile or one whose name is not shown to alumni, as for none, audited', async () => {
    const kofi = profileClient(service, 'kofi');
    const missing = await kofi.person('nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ALUMNI_MESSAGES.noSuchAlumnus);

    await setVisibility({ ...DEFAULT_PROFILE_VISIBILITY, name: 'staff' });
    const unnamed = await kofi.person('ama');
    expect([unnamed.statusCode, unnamed.body]).toEqual([404, missing.body]);

    await setVisibility(DEFAULT_PROFILE_VISIBILITY);
    await service.database.db.execute(
      sql`UPDATE alumni_profiles SET hidden_at = now(), hidden_by = 'sam', hidden_reason = 'Spam links'`,
    );
    const hidden = await kofi.person('ama');
    expect([hidden.statusCode, hidden.body]).toEqual([404, missing.body]);
    expect(
      await service.count(
        sql`SELECT count(*) AS n FROM audit_logs WHERE user_id = 'kofi' AND granted = false AND context->>'uid' = 'ama'`,
      ),
    ).toBe(2);
    // Staff (an admin here) still see it, with who hid it and why.
    const admin = await profileClient(service, 'ada').person('ama');
    expect(admin.json()).toMatchObject({ name: 'Ama Mensah', hidden: { byName: 'Sam Staff', reason: 'Spam links' } });
  });

  it('previews one’s own profile as alumni see it', async () => {
    await setVisibility({ ...DEFAULT_PROFILE_VISIBILITY, headline: 'public', city: 'only_me' });
    const preview = await profileClient(service, 'ama').person('ama');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ name: 'Ama Mensah', headline: SECRET.headline, city: null, canMessage: false });
    expect(preview.body).not.toContain(SECRET.city);
  });
});
