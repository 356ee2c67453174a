import { describe, expect, it } from 'vitest';
import { canReviewApplications, REVIEWER_ROLES } from './reviewers.js';
import { ROLES } from './roles.js';

// Written by hand from the permission table: only staff and admins hold review_applications.
const REVIEWERS = ['admin', 'staff'];

describe('reviewers', () => {
  it('lets exactly staff and admins review, never a missing or unknown role', () => {
    for (const role of ROLES) expect(canReviewApplications(role), role).toBe(REVIEWERS.includes(role));
    for (const role of [null, undefined, '', 'superuser']) expect(canReviewApplications(role)).toBe(false);
  });

  it('lists the reviewer roles for a query over stored profiles', () => {
    expect(REVIEWER_ROLES).toEqual(REVIEWERS);
  });
});
