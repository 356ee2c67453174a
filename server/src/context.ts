import type { VerifiedToken } from './auth/tokens.js';
import type { ChangeBus } from './content/live/changeBus.js';
import type { Db } from './db/database.js';
import type { UserRow } from './db/schema.js';
import type { SiteSettings } from './siteSettings.js';

/** What every service function gets: the database, the clock (tests may fix it), the site settings and where content changes are announced. */
export interface ServiceContext {
  db: Db;
  now: () => Date;
  settings: SiteSettings;
  changes: ChangeBus;
}

/** The signed-in caller: who the token says they are, and their profile if they have one. */
export interface Caller {
  token: VerifiedToken;
  profile: UserRow | null;
}
