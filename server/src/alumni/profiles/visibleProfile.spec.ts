import { DEFAULT_PROFILE_VISIBILITY, PROFILE_FIELDS, type ProfileVisibilityMap } from '@sla/contract';
import { ROLES } from '@sla/permissions';
import { describe, expect, it } from 'vitest';
import type { AlumniProfileRow } from '../../db/schema.js';
import { audienceOf, cardAsSeenBy, profileAsSeenBy } from './visibleProfile.js';

const at = new Date('2026-03-01T10:00:00Z');

function row(visibility: Partial<ProfileVisibilityMap> = {}, extra: Partial<AlumniProfileRow> = {}): AlumniProfileRow {
  return {
    uid: 'amina',
    programId: 'dynamerge',
    cohortId: null,
    cohortYear: 2021,
    openToMentoring: true,
    createdAt: at,
    updatedAt: at,
    name: 'Amina Okafor',
    photoId: 'photo-1',
    headline: 'Soil microbiologist',
    field: 'Biology',
    institution: 'University of Nairobi',
    country: 'KE',
    city: 'Nairobi',
    bio: 'I study soils.',
    links: [{ label: 'Lab', url: 'https://lab.example.org' }],
    skills: ['PCR'],
    openToMessages: true,
    visibility: { ...DEFAULT_PROFILE_VISIBILITY, ...visibility },
    hiddenAt: null,
    hiddenBy: null,
    hiddenReason: null,
    alumniName: null,
    alumniSearch: null,
    alumniProgramId: null,
    alumniYear: null,
    alumniCountry: null,
    alumniField: null,
    staffName: null,
    staffSearch: null,
    staffProgramId: null,
    staffYear: null,
    staffCountry: null,
    staffField: null,
    ...extra,
  };
}

const everything = (level: ProfileVisibilityMap['name']) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, level])) as ProfileVisibilityMap;
const names = { programName: 'Dynamerge' };

describe('a profile as others see it', () => {
  it('with the defaults: alumni see name, programme and year; staff see the rest too; the public nothing', () => {
    expect(profileAsSeenBy(row(), names, 'alumni')).toMatchObject({
      name: 'Amina Okafor',
      programName: 'Dynamerge',
      cohortYear: 2021,
      headline: null,
      field: null,
      institution: null,
      country: null,
      city: null,
      bio: null,
      links: null,
      skills: null,
      photo: null,
    });
    expect(profileAsSeenBy(row(), names, 'staff')).toMatchObject({ headline: 'Soil microbiologist', bio: 'I study soils.' });
    expect(profileAsSeenBy(row(), names, 'public')).toMatchObject({ name: null, programName: null, cohortYear: null });
  });

  it('never carries a field set to "only me", whoever looks, not even staff', () => {
    for (const audience of ['public', 'alumni', 'staff'] as const) {
      const seen = JSON.stringify(profileAsSeenBy(row(everything('only_me')), names, audience));
      for (const secret of ['Amina', 'Soil', 'Nairobi', 'Biology', 'soils', 'lab.example', 'PCR', 'photo-1', 'Dynamerge', '2021'])
        expect(seen).not.toContain(secret);
    }
  });

  it('shows a public field to everyone and a staff field to staff only', () => {
    const seen = (audience: 'public' | 'alumni' | 'staff') =>
      profileAsSeenBy(row({ city: 'public', bio: 'staff' }), names, audience);
    expect([seen('public').city, seen('alumni').city, seen('staff').city]).toEqual(['Nairobi', 'Nairobi', 'Nairobi']);
    expect([seen('public').bio, seen('alumni').bio, seen('staff').bio]).toEqual([null, null, 'I study soils.']);
  });

  it('gives the photo addresses only to those allowed the photo', () => {
    expect(profileAsSeenBy(row({ photo: 'alumni' }), names, 'alumni').photo).toEqual({
      small: '/api/alumni/photos/photo-1/small.webp',
      large: '/api/alumni/photos/photo-1/large.webp',
    });
    expect(profileAsSeenBy(row({ photo: 'alumni' }), names, 'public').photo).toBeNull();
  });

  it('tells staff, and only staff, that a profile is hidden and why', () => {
    const hidden = row({}, { hiddenAt: at, hiddenBy: 'staff-1', hiddenReason: 'Impersonation report' });
    expect(profileAsSeenBy(hidden, { ...names, hiddenByName: 'Grace' }, 'staff').hidden).toEqual({
      at: at.toISOString(),
      byName: 'Grace',
      reason: 'Impersonation report',
    });
    expect(profileAsSeenBy(hidden, names, 'alumni')).not.toHaveProperty('hidden');
  });

  it('leaves bio, links and skills off the directory card', () => {
    const card = cardAsSeenBy(row(everything('alumni')), names, 'alumni', true);
    expect(card).not.toHaveProperty('bio');
    expect(card).not.toHaveProperty('links');
    expect(card).toMatchObject({ name: 'Amina Okafor', canMessage: true });
  });
});

describe('the audience a role is', () => {
  it('is staff for those who manage profiles, alumni for members, public for the rest', () => {
    expect(([...ROLES, null] as const).map((role) => audienceOf(role))).toEqual([
      'staff',
      'staff',
      'public',
      'alumni',
      'public',
      'public',
      'public',
    ]);
  });
});
