import { render } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { DEFAULT_PROFILE_VISIBILITY, type MyAlumniProfile, type ProgramSummary } from '@sla/data';
import AlumniProfile from '../screens/AlumniProfile.js';

/** An alumnus's own profile as the service answers it, with the defaults a new one gets. */
export function myProfile(overrides: Partial<MyAlumniProfile> = {}): MyAlumniProfile {
  return {
    uid: 'alum-1',
    name: 'Amina Okafor',
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
    visibility: { ...DEFAULT_PROFILE_VISIBILITY },
    hidden: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function programme(id: string, name: string): ProgramSummary {
  return {
    id,
    slug: id,
    name,
    summary: '',
    status: 'active',
    applicationWindow: { opensAt: null, closesAt: null, timeZone: 'Africa/Nairobi', state: 'open' },
    language: 'en',
  };
}

export function renderProfileScreen() {
  return render(
    <MemoryRouter initialEntries={['/alumni/profile']}>
      <AlumniProfile />
    </MemoryRouter>,
  );
}
