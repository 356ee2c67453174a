import type { RoleChangeBus } from './account/live/roleChangeBus.js';
import type { IdentityAdmin } from './auth/identityAdmin.js';
import type { VerifiedToken } from './auth/tokens.js';
import type { ChangeBus } from './content/live/changeBus.js';
import type { Db } from './db/database.js';
import type { UserRow } from './db/schema.js';
import type { PersonStreams } from './http/personStreams.js';
import type { EventHub } from './live/eventHub.js';
import type { MessageBus } from './live/messageBus.js';
import type { ProfileCache } from './users/profileCache.js';
import type { SiteSettings } from './siteSettings.js';
import type { RoleClaimKicker } from './users/roleClaims/roleClaimKicker.js';

/**
 * What every service function gets: the database, the clock (tests may fix it), the site settings, where content changes
 * are announced, the identity provider's admin API, and where role changes are told and pushed.
 */
export interface ServiceContext {
  db: Db;
  now: () => Date;
  /** The environment's values laid under what admins stored (site_settings); replaced when they change. */
  settings: SiteSettings;
  /** The environment's values alone: the defaults an admin's change is laid over. */
  environmentSettings: SiteSettings;
  changes: ChangeBus;
  /** Firebase Auth's Admin API: role claims, account deletion and suspension. */
  identity: IdentityAdmin;
  /** Told after every role change commits: the role claim is set (and the change pushed) at once. */
  roleClaims: RoleClaimKicker;
  /** Where a user's own open streams hear of their role changes (GET /users/me/live). */
  roleChanges: RoleChangeBus;
  /** Every open live stream by person: at most a few each, ended when their role changes or they are suspended. */
  streams: PersonStreams;
  /** Where a person's own open streams hear that a message arrived for them. */
  messages: MessageBus;
  /** Live events between the service's instances (PostgreSQL LISTEN/NOTIFY; in-process on PGlite): what the buses use. */
  hub: EventHub;
  /**
   * Signed-in callers' profiles, kept a few seconds (decision 0033). Every change to a profile calls
   * `profiles.forget(uid)` once it has committed.
   */
  profiles: ProfileCache;
}

/** The signed-in caller: who the token says they are, and their profile if they have one. */
export interface Caller {
  token: VerifiedToken;
  profile: UserRow | null;
}
