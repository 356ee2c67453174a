import type { AlumniCard, AlumniProfileView, DirectoryFacets, DirectoryPage } from '@sla/data';

/** An alumnus as a member sees them in the directory; override what a test is about. */
export function alumniCard(uid: string, name: string | null, overrides: Partial<AlumniCard> = {}): AlumniCard {
  return {
    uid,
    name,
    photo: null,
    headline: 'Research scientist',
    programId: 'prog-1',
    programName: 'StepUp Scholars',
    cohortYear: 2022,
    field: 'Biology',
    institution: 'University of Nairobi',
    country: 'KE',
    city: 'Nairobi',
    openToMentoring: false,
    canMessage: true,
    ...overrides,
  };
}

/** A whole profile page as one viewer sees it. */
export function profileView(uid: string, name: string | null, overrides: Partial<AlumniProfileView> = {}): AlumniProfileView {
  return {
    ...alumniCard(uid, name),
    bio: 'I study soils.\nAnd I teach.',
    links: [{ label: 'Lab page', url: 'https://example.org/lab' }],
    skills: ['Field work', 'R'],
    blockedByMe: false,
    conversationId: null,
    ...overrides,
  };
}

export const someFacets = (overrides: Partial<DirectoryFacets> = {}): DirectoryFacets => ({
  programmes: [
    { value: 'prog-1', label: 'StepUp Scholars', count: 30 },
    { value: 'prog-2', label: 'Dynamerge', count: 18 },
  ],
  years: [
    { value: '2022', label: '2022', count: 20 },
    { value: '2024', label: '2024', count: 28 },
  ],
  countries: [
    { value: 'KE', label: 'Kenya', count: 12 },
    { value: 'GH', label: 'Ghana', count: 9 },
  ],
  fields: [
    { value: 'Biology', label: 'Biology', count: 7 },
    { value: 'Physics and astronomy', label: 'Physics and astronomy', count: 5 },
  ],
  openToMentoring: 14,
  ...overrides,
});

export function directoryPage(items: AlumniCard[], overrides: Partial<DirectoryPage> = {}): DirectoryPage {
  return { items, nextCursor: null, total: items.length, facets: someFacets(), ...overrides };
}
