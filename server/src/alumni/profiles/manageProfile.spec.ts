// Staff's side of one profile: corrections of what staff may see, audited by field name and told to the alumnus; a
// field kept "only me" cannot be changed; hiding and showing again, audited and told.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniProfile } from '../testing/fixtures.js';
import { PROFILE_MESSAGES } from './profileRefusals.js';
import { profileClient } from './testing.js';

const NOW = new Date(Date.UTC(2026, 5, 1, 9));

/** The correction form's body for Ama as staff see her: the fields she keeps to herself sent empty. */
const correction = (fields: object = {}) => ({
  headline: 'Soil scientist',
  field: '',
  institution: 'Univeristy of Ghana',
  country: 'GH',
  city: '',
  bio: '',
  links: [],
  skills: [],
  programId: null,
  cohortYear: 2021,
  ...fields,
});

describeOnEachBackend('alumni profiles: staff corrections and hiding', (backend) => {
  const service = useTestService(backend);
  const sam = () => profileClient(service, 'sam');
  const stored = async () =>
    (await service.rows(sql`SELECT headline, institution, city, hidden_at IS NOT NULL AS hidden FROM alumni_profiles`))[0];
  const entries = (action: string) =>
    service.rows(sql`SELECT user_id, granted, context FROM audit_logs WHERE context->>'action' = ${action}`);
  const noticesOfAma = () => service.rows(sql`SELECT text, link FROM notices WHERE user_id = 'ama' ORDER BY created_at`);

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('ama', 'alumni', { displayName: 'Ama Mensah' });
    await service.addUser('sam', 'staff', { displayName: 'Sam Staff' });
    await addAlumniProfile(service, 'ama', {
      headline: 'Soil scientist',
      institution: 'Univeristy of Ghana',
      country: 'GH',
      city: 'Accra',
      cohortYear: 2021,
      visibility: { ...DEFAULT_PROFILE_VISIBILITY, city: 'only_me' },
    });
  });

  it('corrects what staff see, audits the names of the fields changed (not their values) and tells the alumnus', async () => {
    const response = await sam().correct('ama', correction({ institution: 'University of Ghana', headline: 'Soil chemist' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ institution: 'University of Ghana', headline: 'Soil chemist', city: null });
    expect(await stored()).toEqual({
      headline: 'Soil chemist',
      institution: 'University of Ghana',
      city: 'Accra',
      hidden: false,
    });
    const audit = await entries('correct_alumni_profile');
    expect(audit).toEqual([
      {
        user_id: 'sam',
        granted: true,
        context: { source: 'server', action: 'correct_alumni_profile', uid: 'ama', fields: ['headline', 'institution'] },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('University of Ghana');
    expect(await noticesOfAma()).toEqual([
      { text: 'Staff corrected your profile: headline, institution.', link: '/alumni/profile' },
    ]);
  });

  it('records nothing when nothing changed', async () => {
    const response = await sam().correct('ama', correction());
    expect(response.statusCode, response.body).toBe(200);
    expect(await entries('correct_alumni_profile')).toEqual([]);
    expect(await noticesOfAma()).toEqual([]);
  });

  it('refuses to change a field the alumnus keeps to themself, saying why, and changes nothing', async () => {
    const response = await sam().correct('ama', correction({ city: 'Kumasi', headline: 'Changed' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ city: PROFILE_MESSAGES.staffCannotSee('city') });
    expect(await stored()).toMatchObject({ headline: 'Soil scientist', city: 'Accra' });
    // The answer is the same whether or not the guess matched the hidden value: nothing about it leaks.
    const guess = await sam().correct('ama', correction({ city: 'Accra' }));
    expect([guess.statusCode, guess.json().error.fieldErrors]).toEqual([400, response.json().error.fieldErrors]);
    expect(await entries('correct_alumni_profile')).toEqual([]);
  });

  it('refuses bad input and a programme that does not exist in words, and answers 404 for no profile', async () => {
    const bad = await sam().correct('ama', correction({ country: 'Atlantis', programId: 'nope' }));
    expect(bad.statusCode).toBe(400);
    const programme = await sam().correct('ama', correction({ programId: 'nope' }));
    expect(programme.json().error.fieldErrors).toEqual({ programId: PROFILE_MESSAGES.noSuchProgramme });
    expect((await sam().correct('nobody', correction())).statusCode).toBe(404);
    expect((await sam().hide('nobody', 'Spam')).statusCode).toBe(404);
    expect((await sam().manageOne('nobody')).statusCode).toBe(404);
  });

  it('hides a profile with a reason its owner reads, and shows it again, both audited', async () => {
    const hidden = await sam().hide('ama', 'Your links point to adverts.');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().hidden).toEqual({ at: NOW.toISOString(), byName: 'Sam Staff', reason: 'Your links point to adverts.' });
    expect((await profileClient(service, 'ama').mine()).json().hidden).toEqual(hidden.json().hidden);
    expect((await sam().hide('ama', '   ')).statusCode).toBe(400);

    service.setClock(new Date(NOW.getTime() + 60_000));
    const shown = await sam().unhide('ama');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().hidden).toBeNull();
    expect(await stored()).toMatchObject({ hidden: false });
    expect((await entries('hide_alumni_profile')).map((entry) => entry.user_id)).toEqual(['sam']);
    expect((await entries('unhide_alumni_profile')).map((entry) => entry.user_id)).toEqual(['sam']);
    expect((await noticesOfAma()).map((notice) => notice.text)).toEqual([
      'Staff have hidden your profile from other alumni for now. The reason they gave: Your links point to adverts.',
      'Your profile is back in the alumni directory.',
    ]);
  });
});
