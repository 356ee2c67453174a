import { describe, expect, it } from 'vitest';
import { ownsAlumniProfile } from './alumniProfiles.js';
import { ROLES } from './roles.js';

describe('alumni profile owners', () => {
  it('are alumni only: staff and admins manage profiles without one of their own', () => {
    expect(ROLES.filter((role) => ownsAlumniProfile(role))).toEqual(['alumni']);
  });

  it('are nobody without a known role', () => {
    expect(ownsAlumniProfile(null)).toBe(false);
    expect(ownsAlumniProfile('ALUMNI')).toBe(false);
  });
});
