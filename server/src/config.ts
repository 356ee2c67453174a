import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeEnvironment, isDevelopment } from '@sla/environment';
import { parseTrustProxy, type TrustProxy } from '@sla/proxy-trust';
import type { IdentityAdminChoice } from './auth/identityAdminFor.js';
import { parseServiceAccount, type ServiceAccount } from './auth/serviceAccount.js';
import { readEmailLinkSecret } from './account/emailLinkSecret.js';
import { parseSmtpUrl } from './mail/smtp/smtpUrl.js';
import { loadSiteSettings, type SiteSettings } from './siteSettings.js';
import { PROFILE_CACHE_TTL_MS } from './users/profileCache.js';

export interface ServiceConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when unset the service uses PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; null means real Firebase ID tokens are required. */
  authEmulatorHost: string | null;
  /** How role claims, account deletion and suspension reach Firebase: the emulator, a service account, or not at all. */
  identityAdmin: IdentityAdminChoice;
  /** Create the demo profiles at start (npm start does; production does not). */
  seedDemo: boolean;
  /** NODE_ENV says development or test (`@sla/environment`): answers are held to their declared schemas. */
  development: boolean;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY); by default only the site server's, on loopback. */
  trustProxy: TrustProxy;
  /** Browser origins allowed to call the service directly (the site normally proxies /api). */
  corsOrigins: string[];
  /** Links, addresses and payment settings the services use. */
  site: SiteSettings;
  /** Signs the unsubscribe links of optional e-mails (EMAIL_LINK_SECRET). */
  emailLinkSecret: string;
  /** smtp:// or smtps:// URL of the mail server; null keeps every e-mail in the outbox only. */
  smtpUrl: string | null;
  /**
   * How long a signed-in caller's profile is kept in memory (PROFILE_CACHE_SECONDS, 30 by default, 0 for never): the
   * bound on how late a change is seen here when its event never arrived from another instance (decision 0033).
   */
  profileCacheSeconds: number;
}

export const DEFAULT_PROJECT_ID = 'demo-sla';
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

/** A setting the service cannot start with; the message is one sentence naming the variable to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Outside development (`@sla/environment`: NODE_ENV=development or test, said explicitly; the site server follows the
 * same rule), the settings that would let anyone sign in as anyone stop the service. */
function refuseUnsafeIdentity(env: NodeJS.ProcessEnv): void {
  const where = describeEnvironment(env);
  if (!env.FIREBASE_PROJECT_ID)
    throw new ConfigError(
      `FIREBASE_PROJECT_ID is not set: set it to your Firebase project's id (with ${where} the service never falls back to the demo project).`,
    );
  if (env.FIREBASE_PROJECT_ID.startsWith('demo-'))
    throw new ConfigError(
      `FIREBASE_PROJECT_ID is "${env.FIREBASE_PROJECT_ID}", a demo project that only the Auth emulator knows: set it to your real Firebase project's id (${where}).`,
    );
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new ConfigError(`FIREBASE_AUTH_EMULATOR_HOST is set, and emulator tokens are not signed: unset it (${where}).`);
  if (env.SEED_DEMO === '1' || env.SEED_DEMO === 'true')
    throw new ConfigError(`SEED_DEMO is set, which creates the demo accounts' profiles, admin included: unset it (${where}).`);
}

/**
 * The service account key for Firebase's Admin API: FIREBASE_SERVICE_ACCOUNT (the key file's JSON text) or
 * GOOGLE_APPLICATION_CREDENTIALS (the key file's path, as Google's own libraries read it); null when neither is set.
 */
function serviceAccountFrom(env: NodeJS.ProcessEnv): ServiceAccount | null {
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    try {
      return parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT);
    } catch (error) {
      throw new ConfigError(`FIREBASE_SERVICE_ACCOUNT ${(error as Error).message}.`);
    }
  }
  const path = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!path) return null;
  let json: string;
  try {
    json = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`GOOGLE_APPLICATION_CREDENTIALS names ${path}, which cannot be read (${code}).`);
  }
  try {
    return parseServiceAccount(json);
  } catch (error) {
    throw new ConfigError(`GOOGLE_APPLICATION_CREDENTIALS names ${path}, which ${(error as Error).message}.`);
  }
}

/**
 * The emulator's Admin API whenever tokens come from the emulator; else a service account when one is given; else
 * none, with a warning: the service then runs, but Firebase never hears of role changes or account changes.
 */
function chooseIdentityAdmin(
  env: NodeJS.ProcessEnv,
  authEmulatorHost: string | null,
  warn: (message: string) => void,
): IdentityAdminChoice {
  if (authEmulatorHost) return { kind: 'emulator', host: authEmulatorHost };
  const account = serviceAccountFrom(env);
  if (account) return { kind: 'serviceAccount', account };
  warn(
    'warning: neither FIREBASE_SERVICE_ACCOUNT nor GOOGLE_APPLICATION_CREDENTIALS is set; roles are not copied to Firebase custom claims and accounts are not deleted or suspended in Firebase.',
  );
  return { kind: 'none' };
}

/**
 * Reads the environment once at start. In development every missing value falls back to a default
 * with a warning (docs/requirements.md#configuration-fallbacks); outside development the identity
 * settings must be real ones.
 * A bad value throws a ConfigError naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = console.warn): ServiceConfig {
  const fallback = (key: string, value: string) => {
    if (env[key]) return env[key] as string;
    warn(`warning: ${key} is not set; using the development default (${value}).`);
    return value;
  };
  if (!isDevelopment(env)) refuseUnsafeIdentity(env);
  const port = Number(env.API_PORT || 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`API_PORT must be a port number, not "${env.API_PORT}".`);

  const firebaseProjectId = fallback('FIREBASE_PROJECT_ID', DEFAULT_PROJECT_ID);
  // A "demo-" project exists only in the emulator, so it implies the emulator.
  let authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  if (!authEmulatorHost && firebaseProjectId.startsWith('demo-')) {
    warn(`warning: FIREBASE_AUTH_EMULATOR_HOST is not set; the demo project uses the emulator at ${DEFAULT_EMULATOR_HOST}.`);
    authEmulatorHost = DEFAULT_EMULATOR_HOST;
  }
  const databaseUrl = env.DATABASE_URL || null;
  const smtpUrl = env.SMTP_URL || null;
  const emailLinks = readEmailLinkSecret(env, isDevelopment(env), warn);
  if ('problem' in emailLinks) throw new ConfigError(emailLinks.problem);
  const profileCacheSeconds = Number(env.PROFILE_CACHE_SECONDS || PROFILE_CACHE_TTL_MS / 1000);
  if (!Number.isFinite(profileCacheSeconds) || profileCacheSeconds < 0 || profileCacheSeconds > 60)
    throw new ConfigError(`PROFILE_CACHE_SECONDS must be a number of seconds from 0 to 60, not "${env.PROFILE_CACHE_SECONDS}".`);
  if (smtpUrl) parseSmtpUrl(smtpUrl);
  else warn('warning: SMTP_URL is not set; e-mails are kept in the outbox (GET /api/outbox) and not sent.');
  return {
    host: env.API_HOST || '127.0.0.1',
    port,
    databaseUrl,
    dataDir: resolve(databaseUrl ? '.data/pglite' : fallback('DATA_DIR', '.data/pglite')),
    firebaseProjectId,
    authEmulatorHost,
    identityAdmin: chooseIdentityAdmin(env, authEmulatorHost, warn),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    development: isDevelopment(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    site: loadSiteSettings(env, fallback, warn),
    smtpUrl,
    emailLinkSecret: emailLinks.secret,
    profileCacheSeconds,
  };
}
