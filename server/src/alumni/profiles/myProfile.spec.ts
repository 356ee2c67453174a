// One's own profile: started with private defaults on first use, saved and read back, programme and year fixed when
// they came from a cohort, and the name kept in step with the account's display name.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { startAlumniProfile } from '../../learning/completion/startAlumniProfile.js';
import { addCohort } from '../../learning/testing/fixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniProfile } from '../testing/fixtures.js';
import { PROFILE_MESSAGES } from './profileRefusals.js';
import { profileClient, profileInput } from './testing.js';

const NOW = new Date(Date.UTC(2026, 5, 1, 9));

describeOnEachBackend('alumni profiles: my own profile', (backend) => {
  const service = useTestService(backend);
  const ama = () => profileClient(service, 'ama');
  let programId = '';

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('ama', 'alumni', { displayName: 'Ama Mensah' });
    programId = (await addProgram(service, { slug: 'dynamerge', name: 'Dynamerge' })).id;
  });

  it('starts an alumnus’s profile on first use, named after them and private by default', async () => {
    const response = await ama().mine();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      uid: 'ama',
      name: 'Ama Mensah',
      photo: null,
      headline: '',
      programId: null,
      programName: null,
      cohortYear: null,
      fromCohort: false,
      field: '',
      institution: '',
      country: '',
      city: '',
      bio: '',
      links: [],
      skills: [],
      openToMentoring: false,
      openToMessages: false,
      visibility: DEFAULT_PROFILE_VISIBILITY,
      hidden: null,
      updatedAt: NOW.toISOString(),
    });
    expect(Object.values(response.json().visibility)).not.toContain('public');
    // A second visit reads the same row rather than starting another.
    expect((await ama().mine()).json()).toEqual(response.json());
  });

  it('answers staff and admins, who own no profile, with a 404 that sends them to Alumni profiles', async () => {
    for (const role of ['staff', 'admin'] as const) {
      await service.addUser(`a-${role}`, role);
      const response = await profileClient(service, `a-${role}`).mine();
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(ALUMNI_MESSAGES.noProfile);
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_profiles`)).toBe(0);
  });

  it('saves every field, its visibility and openness, and reads them back', async () => {
    const input = profileInput({
      headline: 'Soil scientist',
      field: 'Agriculture and food science',
      institution: 'University of Ghana',
      country: 'GH',
      city: 'Accra',
      bio: 'I study soils.',
      links: [{ label: 'Lab', url: 'https://example.org/lab' }],
      skills: ['Soil chemistry', 'R'],
      programId,
      cohortYear: 2021,
      openToMentoring: true,
      openToMessages: true,
      visibility: { ...DEFAULT_PROFILE_VISIBILITY, headline: 'public', city: 'only_me' },
    });
    const saved = await ama().save(input);
    expect(saved.statusCode, saved.body).toBe(200);
    const { visibility, ...fields } = input;
    expect(saved.json()).toMatchObject({ ...fields, visibility, programName: 'Dynamerge', fromCohort: false });
    expect((await ama().mine()).json()).toEqual(saved.json());
  });

  it('refuses a programme that does not exist on its field, and bad input with a clear message', async () => {
    const unknown = await ama().save(profileInput({ programId: 'no-such-programme' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toEqual({ programId: PROFILE_MESSAGES.noSuchProgramme });

    const bad = await ama().save({ ...profileInput(), headline: 'x'.repeat(121), country: 'Narnia' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toMatchObject({
      headline: ALUMNI_MESSAGES.headlineTooLong,
      country: ALUMNI_MESSAGES.chooseCountry,
    });
    const visibility = await ama().save({ ...profileInput(), visibility: { ...DEFAULT_PROFILE_VISIBILITY, bio: 'friends' } });
    expect(visibility.statusCode).toBe(400);
    expect((await ama().save([1, 2])).statusCode).toBe(400);
    expect((await ama().mine()).json()).toMatchObject({ headline: '', programId: null });
  });

  it('keeps programme and year from a completed cohort, whatever is sent', async () => {
    const cohort = await addCohort(service, { programId, startsOn: '2025-01-10', endsOn: '2025-11-30' });
    await service.addUser('kofi', 'alumni', { displayName: 'Kofi Boateng' });
    await addAlumniProfile(service, 'kofi', { programId, cohortId: cohort.id, cohortYear: 2025 });
    const other = (await addProgram(service, { slug: 'other', name: 'Other' })).id;
    const saved = await profileClient(service, 'kofi').save(
      profileInput({ programId: other, cohortYear: 2019, headline: 'Engineer' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      programId,
      programName: 'Dynamerge',
      cohortYear: 2025,
      fromCohort: true,
      headline: 'Engineer',
    });
  });

  it('keeps the profile’s name in step with the display name, and starts a completing student’s profile with it', async () => {
    await ama().mine();
    const renamed = await service.request({
      method: 'PATCH',
      url: '/api/users/ama',
      headers: service.as('ama'),
      payload: { displayName: 'Ama K. Mensah' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await ama().mine()).json().name).toBe('Ama K. Mensah');

    await service.addUser('yaw', 'student', { displayName: 'Yaw Owusu' });
    const cohort = await addCohort(service, { programId, endsOn: '2026-05-31' });
    await startAlumniProfile(service.database.db, {
      uid: 'yaw',
      programId,
      cohortId: cohort.id,
      cohortEndsOn: cohort.endsOn,
      now: NOW,
    });
    expect(await service.rows(sql`SELECT name, cohort_year FROM alumni_profiles WHERE uid = 'yaw'`)).toEqual([
      { name: 'Yaw Owusu', cohort_year: 2026 },
    ]);
  });
});
