import { describe, expect, it } from 'vitest';
import { canOpen, portalLinks } from './guard.js';
import { ROLES } from './roles.js';
import { AUTHENTICATED } from './spec-fixtures.js';

/** Written by hand from the permission table: the portals each role may open, in the switcher's order. */
const PORTALS_OF = {
  admin: ['/admin', '/content', '/alumni'],
  staff: ['/admin', '/alumni'],
  content_editor: ['/content'],
  alumni: ['/alumni'],
  applicant: ['/applicant'],
  student: ['/applicant', '/student'],
} as const;

describe('canOpen', () => {
  it.each(AUTHENTICATED)('agrees with the hand-written table for %s', (path, allowed) => {
    for (const role of ROLES) expect(canOpen(role, path)).toBe(allowed.includes(role));
  });

  it('refuses a missing or unknown role on a guarded path, and allows public and unknown paths', () => {
    expect(canOpen(null, '/admin')).toBe(false);
    expect(canOpen('wizard', '/account')).toBe(false);
    expect(canOpen(null, '/about')).toBe(true);
    expect(canOpen('applicant', '/no-such-page')).toBe(true);
  });
});

describe('portalLinks', () => {
  it.each(ROLES)('offers %s exactly the portals it may open', (role) => {
    expect(portalLinks(role).map((link) => link.to)).toEqual(PORTALS_OF[role]);
  });

  it('names each portal', () => {
    expect(portalLinks('admin')).toEqual([
      { to: '/admin', label: 'Admin' },
      { to: '/content', label: 'Content' },
      { to: '/alumni', label: 'Alumni' },
    ]);
  });

  it('offers nothing to someone without a role', () => {
    expect(portalLinks(null)).toEqual([]);
  });
});
