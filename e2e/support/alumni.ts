import type { MyAlumniProfile, ProfileVisibilityMap } from '@sla/contract';
import type { MyProfileInput } from '@sla/contract/schemas';
import { expect } from '@playwright/test';
import { api, idTokenOf, newPerson, type Account } from './accounts.js';

let made = 0;

/** A new alumnus with a sign-in account and their own profile (started on first read), for tests that change it. */
export async function newAlumnus(displayName = `Test Alumnus ${Date.now() % 100000}-${++made}`): Promise<Account> {
  const alumnus = await newPerson({ role: 'alumni', displayName });
  const profile = await api(await idTokenOf(alumnus), 'GET', '/alumni/profile');
  expect(profile.status).toBe(200);
  return alumnus;
}

/** Saves an alumnus's profile through the service, starting from what it holds. */
export async function saveProfile(
  alumnus: Account,
  change: Partial<Omit<MyProfileInput, 'visibility'>> & { visibility?: Partial<ProfileVisibilityMap> } = {},
): Promise<MyAlumniProfile> {
  const token = await idTokenOf(alumnus);
  const current = (await api(token, 'GET', '/alumni/profile')).body as MyAlumniProfile;
  const input: MyProfileInput = {
    headline: current.headline,
    field: current.field as MyProfileInput['field'],
    institution: current.institution,
    country: current.country as MyProfileInput['country'],
    city: current.city,
    bio: current.bio,
    links: current.links,
    skills: current.skills,
    programId: current.programId,
    cohortYear: current.cohortYear,
    openToMentoring: current.openToMentoring,
    openToMessages: current.openToMessages,
    ...change,
    visibility: { ...current.visibility, ...change.visibility },
  };
  const saved = await api(token, 'PUT', '/alumni/profile', input);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as MyAlumniProfile;
}
