import { describe, expect, it } from 'vitest';
import { dashboardPath, displayNameFallback, isOrganisationEmail } from './dashboard.js';

const ORG = 'example.org';

describe('dashboardPath', () => {
  it.each([
    ['applicant', 'a@gmail.com', '/applicant'],
    ['admin', 'a@gmail.com', '/admin'],
    ['staff', 'a@gmail.com', '/admin'],
    ['alumni', 'a@example.org', '/alumni'],
    // Decision 0020: the spec leaves these two "not shown"; each goes to its own portal, whatever the e-mail.
    ['student', 'a@gmail.com', '/student'],
    ['student', 'a@example.org', '/student'],
    ['content_editor', 'a@gmail.com', '/content'],
    ['content_editor', 'a@EXAMPLE.org', '/content'],
    [null, null, '/applicant'],
    ['wizard', 'x@example.org', '/admin'],
  ] as const)('%s with %s goes to %s', (role, email, path) => {
    expect(dashboardPath(role, email, ORG)).toBe(path);
  });
});

describe('displayNameFallback', () => {
  it('prefers the display name, then Staff for the organisation, then the e-mail, then User', () => {
    expect(displayNameFallback({ displayName: 'Amina', email: 'a@example.org' }, ORG)).toBe('Amina');
    expect(displayNameFallback({ displayName: '  ', email: 'a@example.org' }, ORG)).toBe('Staff');
    expect(displayNameFallback({ email: 'kofi@gmail.com' }, ORG)).toBe('kofi@gmail.com');
    expect(displayNameFallback({}, ORG)).toBe('User');
  });

  it('does not mistake a look-alike domain for the organisation', () => {
    expect(isOrganisationEmail('a@notexample.org', ORG)).toBe(false);
    expect(isOrganisationEmail('a@example.org.evil.com', ORG)).toBe(false);
    expect(isOrganisationEmail('a@example.org', '')).toBe(false);
  });
});
