import type { Browser } from '@playwright/test';
import { signIn, type Account } from './accounts.js';
import { newAlumnus, saveProfile } from './alumni.js';

let made = 0;
/** A name no other test run has used, so a person is found by it on shared lists. */
export const unique = (name: string) => `${name} ${Date.now() % 100000}-${++made}`;

/** A page of its own, signed in as `account`. */
export async function signedInPage(browser: Browser, account: Account, width = 1280) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** An alumnus open to mentoring. */
export async function newMentor(name: string): Promise<Account> {
  const mentor = await newAlumnus(name);
  await saveProfile(mentor, { openToMentoring: true });
  return mentor;
}
