import { describe, expect, it } from 'vitest';
import { canMentor, MENTOR_ROLES, menteeScreenFor, mentorScreenFor } from './mentors.js';

describe('mentors', () => {
  it('are staff, admins and alumni: those who run programmes and alumni', () => {
    expect([...MENTOR_ROLES].sort()).toEqual(['admin', 'alumni', 'staff']);
  });

  it('are never students, applicants, content editors, or anyone without a known role', () => {
    for (const role of ['student', 'applicant', 'content_editor', null, undefined, 'mentor'])
      expect(canMentor(role), String(role)).toBe(false);
  });

  it('answer their mentees where their role opens them: staff and admins in /admin, alumni in /alumni', () => {
    expect(menteeScreenFor('staff', 'm 1')).toBe('/admin/mentees/m%201');
    expect(menteeScreenFor('admin', 'm1')).toBe('/admin/mentees/m1');
    expect(menteeScreenFor('alumni', 'm1')).toBe('/alumni/mentees/m1');
    expect(menteeScreenFor('student', 'm1')).toBeNull();
    expect(menteeScreenFor(null, 'm1')).toBeNull();
  });

  it('meet their mentor where their role opens it: students in /student, alumni in /alumni, nobody else', () => {
    expect(mentorScreenFor('student')).toBe('/student/mentor');
    expect(mentorScreenFor('alumni')).toBe('/alumni/mentor');
    for (const role of ['applicant', 'content_editor', 'staff', null]) expect(mentorScreenFor(role), String(role)).toBeNull();
  });
});
