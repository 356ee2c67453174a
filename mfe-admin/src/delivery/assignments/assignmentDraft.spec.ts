import { describe, expect, it } from 'vitest';
import { assignmentDraft, buildAssignmentInput, handInText } from './assignmentDraft.js';

describe('assignment drafts', () => {
  it('says what may be handed in', () => {
    expect(handInText({ fileTypes: ['application/pdf'], maxFileMb: 10, textAnswer: false })).toBe('PDF, up to 10 MB.');
    expect(handInText({ fileTypes: ['image/png', 'image/jpeg'], maxFileMb: 2, textAnswer: true })).toBe(
      'PNG or JPEG, up to 2 MB, or a typed answer.',
    );
    expect(handInText({ fileTypes: [], maxFileMb: 10, textAnswer: true })).toBe('A typed answer.');
  });

  it('refuses numbers that are not whole numbers in range, in the schema’s words', () => {
    const draft = { ...assignmentDraft(null, 'UTC'), title: 'Essay', dueLocal: '2027-10-01T12:00' };
    expect(buildAssignmentInput(draft, 'UTC')).toMatchObject({
      ok: true,
      input: { maxFileMb: 10, maxPoints: 100, moduleId: null },
    });
    expect(buildAssignmentInput({ ...draft, maxPoints: 'ten', maxFileMb: '2.5' }, 'UTC')).toEqual({
      ok: false,
      errors: {
        maxFileMb: 'Choose a file size limit from 1 to 10 MB.',
        maxPoints: 'Choose the points the grade is out of, from 1 to 1000.',
      },
    });
  });
});
