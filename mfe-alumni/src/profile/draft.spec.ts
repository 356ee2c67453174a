import { describe, expect, it } from 'vitest';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { checkDraft, draftChanged, draftFrom } from './draft.js';
import { myProfile } from './testing.js';

describe('the profile draft', () => {
  it('round-trips a profile and notices a change', () => {
    const saved = draftFrom(myProfile({ cohortYear: 2022, programId: 'p1', skills: ['R'] }));
    expect(saved.cohortYear).toBe('2022');
    expect(draftChanged({ ...saved }, saved)).toBe(false);
    expect(draftChanged({ ...saved, skills: ['R', 'GIS'] }, saved)).toBe(true);
  });

  it('sends no programme and no year as null, and a typed year as a number', () => {
    const checked = checkDraft({ ...draftFrom(myProfile()), cohortYear: ' 2021 ' });
    expect(checked.ok && checked.input.cohortYear).toBe(2021);
    expect(checked.ok && checked.input.programId).toBeNull();
    const none = checkDraft(draftFrom(myProfile()));
    expect(none.ok && none.input.cohortYear).toBeNull();
  });

  it('refuses what the service would, with its words, under the paths the form shows them at', () => {
    const checked = checkDraft({
      ...draftFrom(myProfile()),
      cohortYear: 'last year',
      headline: 'h'.repeat(121),
      skills: ['x'.repeat(41)],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['cohortYear']).toBe(ALUMNI_MESSAGES.year);
    expect(checked.errors['headline']).toBe(ALUMNI_MESSAGES.headlineTooLong);
    expect(checked.errors['skills.0']).toBe(ALUMNI_MESSAGES.skillTooLong);
  });
});
