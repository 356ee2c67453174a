import { describe, expect, it } from 'vitest';
import { canMentor, MENTOR_ROLES } from './mentors.js';

describe('mentors', () => {
  it('are staff, admins and alumni: those who run programmes and alumni', () => {
    expect([...MENTOR_ROLES].sort()).toEqual(['admin', 'alumni', 'staff']);
  });

  it('are never students, applicants, content editors, or anyone without a known role', () => {
    for (const role of ['student', 'applicant', 'content_editor', null, undefined, 'mentor'])
      expect(canMentor(role), String(role)).toBe(false);
  });
});
