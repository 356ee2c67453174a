import { describe, expect, it } from 'vitest';
import { decideAccess, forbiddenRedirect, loginRedirect } from './guard.js';
import { ROLES } from './roles.js';
import { ROUTES } from './routes.js';
import { AUTHENTICATED, PUBLIC, REDIRECT_OF } from './spec-fixtures.js';

describe('route table', () => {
  it('covers exactly the required routes', () => {
    const concrete = (pattern: string) =>
      pattern
        .replace(':id', pattern.startsWith('/content') ? 'post-7' : 'app-42')
        .replace(':slug', 'a-story')
        .replace(':token', 'a-token');
    expect(ROUTES.map((r) => concrete(r.pattern)).sort()).toEqual([...PUBLIC, ...AUTHENTICATED.map(([p]) => p)].sort());
  });
});

describe('guard: public routes', () => {
  it.each(PUBLIC)('%s is open to anonymous visitors and every role', (path) => {
    expect(decideAccess({ pathname: path, signedIn: false, role: null }).kind).toBe('allow');
    for (const role of ROLES) expect(decideAccess({ pathname: path, signedIn: true, role }).kind).toBe('allow');
  });

  it('lets unknown paths through for Page Not Found', () => {
    expect(decideAccess({ pathname: '/no-such-page', signedIn: false, role: null })).toEqual({ kind: 'allow', route: null });
    expect(decideAccess({ pathname: '/admin/nope', signedIn: false, role: null })).toEqual({ kind: 'allow', route: null });
  });
});

describe.each(AUTHENTICATED)('guard: %s', (path, allowed) => {
  it('sends anonymous visitors to login with the full path', () => {
    expect(decideAccess({ pathname: path, search: '?tab=2', hash: '#top', signedIn: false, role: null })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent(`${path}?tab=2#top`)}`,
      reason: 'not-signed-in',
    });
  });

  it.each(ROLES)('role %s', (role) => {
    const decision = decideAccess({ pathname: path, signedIn: true, role });
    if (allowed.includes(role)) expect(decision.kind).toBe('allow');
    else expect(decision).toEqual({ kind: 'redirect', to: REDIRECT_OF[role], reason: 'forbidden' });
  });

  it('sends a profile without a role to login', () => {
    for (const role of [null, undefined, '']) {
      expect(decideAccess({ pathname: path, signedIn: true, role })).toEqual({
        kind: 'redirect',
        to: '/login',
        reason: 'no-role',
      });
    }
  });

  it('sends a failed profile lookup to login', () => {
    expect(decideAccess({ pathname: path, signedIn: true, role: null, lookupFailed: true })).toEqual({
      kind: 'redirect',
      to: '/login',
      reason: 'lookup-failed',
    });
  });
});

describe('forbidden redirects', () => {
  it('sends an unrecognised role home', () => {
    expect(forbiddenRedirect('superuser')).toBe('/');
    expect(decideAccess({ pathname: '/admin', signedIn: true, role: 'superuser' })).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'forbidden',
    });
  });

  it('never redirects a role onto a route it cannot open (no loops)', () => {
    for (const role of ROLES) {
      const target = REDIRECT_OF[role];
      expect(decideAccess({ pathname: target, signedIn: true, role }).kind).toBe('allow');
    }
  });
});

describe('loginRedirect', () => {
  it('encodes the whole path so it survives as one query value', () => {
    expect(loginRedirect('/applicant/applications', '?a=1&b=2')).toBe(
      '/login?redirect=%2Fapplicant%2Fapplications%3Fa%3D1%26b%3D2',
    );
  });
});
