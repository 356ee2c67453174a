import { resolve } from 'node:path';
import { parseSmtpUrl } from './mail/smtp/smtpUrl.js';
import { loadSiteSettings, type SiteSettings } from './siteSettings.js';

export interface ServiceConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when unset the service uses PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; null means real Firebase ID tokens are required. */
  authEmulatorHost: string | null;
  /** Create the demo profiles at start (npm start does; production does not). */
  seedDemo: boolean;
  /** Browser origins allowed to call the service directly (the site normally proxies /api). */
  corsOrigins: string[];
  /** Links, addresses and payment settings the services use. */
  site: SiteSettings;
  /** smtp:// or smtps:// URL of the mail server; null keeps every e-mail in the outbox only. */
  smtpUrl: string | null;
}

export const DEFAULT_PROJECT_ID = 'demo-sla';
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * Reads the environment once at start. Every missing value falls back to a development default
 * with a warning (spec section 8), except the emulator, which is never assumed for a real project.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = console.warn): ServiceConfig {
  const fallback = (key: string, value: string) => {
    if (env[key]) return env[key] as string;
    warn(`warning: ${key} is not set; using the development default (${value}).`);
    return value;
  };
  const port = Number(env.API_PORT || 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT must be a port number, not "${env.API_PORT}".`);

  const firebaseProjectId = fallback('FIREBASE_PROJECT_ID', DEFAULT_PROJECT_ID);
  // A "demo-" project exists only in the emulator, so it implies the emulator.
  let authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  if (!authEmulatorHost && firebaseProjectId.startsWith('demo-')) {
    warn(`warning: FIREBASE_AUTH_EMULATOR_HOST is not set; the demo project uses the emulator at ${DEFAULT_EMULATOR_HOST}.`);
    authEmulatorHost = DEFAULT_EMULATOR_HOST;
  }
  if (authEmulatorHost && env.NODE_ENV === 'production') {
    warn('warning: production is accepting Firebase Auth emulator tokens, which are not signed. Unset FIREBASE_AUTH_EMULATOR_HOST.');
  }
  const databaseUrl = env.DATABASE_URL || null;
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl) parseSmtpUrl(smtpUrl);
  else warn('warning: SMTP_URL is not set; e-mails are kept in the outbox (GET /api/outbox) and not sent.');
  return {
    host: env.API_HOST || '127.0.0.1',
    port,
    databaseUrl,
    dataDir: resolve(databaseUrl ? '.data/pglite' : fallback('DATA_DIR', '.data/pglite')),
    firebaseProjectId,
    authEmulatorHost,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((origin) => origin.trim()).filter(Boolean),
    site: loadSiteSettings(env, fallback, warn),
    smtpUrl,
  };
}
