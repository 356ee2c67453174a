import type { VerifiedToken } from './auth/tokens.js';
import type { Db } from './db/database.js';
import type { UserRow } from './db/schema.js';
import type { SiteSettings } from './siteSettings.js';

/** What every service function gets: the database, the clock (tests may fix it) and the site settings. */
export interface ServiceContext {
  db: Db;
  now: () => Date;
  settings: SiteSettings;
}

/** The signed-in caller: who the token says they are, and their profile if they have one. */
export interface Caller {
  token: VerifiedToken;
  profile: UserRow | null;
}
