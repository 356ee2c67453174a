import { describe, expect, it } from 'vitest';
import { PROFILE_FIELDS, type ProfileVisibilityMap } from '@sla/data';
import { draftFrom } from './draft.js';
import { previewFor } from './previewView.js';
import { myProfile } from './testing.js';

const everything = (visibility: ProfileVisibilityMap) => ({
  draft: draftFrom(
    myProfile({
      headline: 'Ecologist',
      cohortYear: 2020,
      field: 'Biology',
      institution: 'Makerere University',
      country: 'UG',
      city: 'Kampala',
      bio: 'Wetlands.',
      links: [{ label: 'Lab', url: 'https://example.org' }],
      skills: ['R'],
      visibility,
    }),
  ),
  name: 'Sarah Nakato',
  photo: { small: '/s.webp', large: '/l.webp' },
  programName: 'StepUp',
});

const all = (level: ProfileVisibilityMap[keyof ProfileVisibilityMap]) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, level])) as ProfileVisibilityMap;

describe('the preview of one’s profile', () => {
  it('shows nobody a field kept to oneself, not even staff', () => {
    for (const audience of ['staff', 'alumni', 'public'] as const) {
      const view = previewFor(everything(all('only_me')), audience);
      expect(view.name).toBeNull();
      expect(view.city).toBeNull();
      expect(view.skills).toBeNull();
      expect(view.withheld).toEqual([...PROFILE_FIELDS]);
    }
  });

  it('shows staff what is shown to staff, alumni or the public, and alumni only the last two', () => {
    const source = everything({ ...all('public'), city: 'staff', bio: 'alumni' });
    expect(previewFor(source, 'staff').city).toBe('Kampala');
    expect(previewFor(source, 'alumni').city).toBeNull();
    expect(previewFor(source, 'alumni').bio).toBe('Wetlands.');
    expect(previewFor(source, 'public').bio).toBeNull();
    expect(previewFor(source, 'public').country).toBe('Uganda');
    expect(previewFor(source, 'public').withheld).toEqual(['city', 'bio']);
  });
});
