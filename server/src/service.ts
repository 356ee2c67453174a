import type { FastifyInstance } from 'fastify';
import { setEmailLinkSecret } from './account/emailLinkSecret.js';
import { createRoleChangeBus } from './account/live/roleChangeBus.js';
import { identityAdminFor } from './auth/identityAdminFor.js';
import { emulatorTokenVerifier, firebaseTokenVerifier } from './auth/tokens.js';
import { startBackgroundWork } from './backgroundWork.js';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import { createChangeBus } from './content/live/changeBus.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open.js';
import { buildApp } from './http/app.js';
import { transportFor } from './mail/transports/transportFor.js';
import { seedDemo } from './seed/seedDemo.js';
import { refreshSiteSettings } from './siteSettings/storedSiteSettings.js';
import { createRoleClaimKicker } from './users/roleClaims/roleClaimKicker.js';
import { createProfileCache } from './users/profileCache.js';
import { cachingTokenVerifier } from './auth/tokenCache.js';
import { createPersonStreams } from './http/personStreams.js';
import { releaseDeskFrom, type ReleaseDesk } from './releases/releaseDesk.js';

export interface RunningService {
  app: FastifyInstance;
  database: Database;
  stop(): Promise<void>;
}

/**
 * Opens the database, seeds the demo if asked, builds the HTTP app (not yet listening) and starts
 * the background work (mail delivery, role claims). stop() ends the background work before the database closes.
 */
export async function createService(
  config: ServiceConfig,
  options: { logger?: boolean; releases?: ReleaseDesk } = {},
): Promise<RunningService> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: config.dataDir },
  );
  setEmailLinkSecret(config.emailLinkSecret);
  const roleChanges = createRoleChangeBus();
  const ctx: ServiceContext = {
    db: database.db,
    now: () => new Date(),
    settings: config.site,
    environmentSettings: config.site,
    changes: createChangeBus(),
    identity: identityAdminFor(config.identityAdmin, config.firebaseProjectId),
    roleClaims: createRoleClaimKicker(roleChanges),
    roleChanges,
    streams: createPersonStreams(roleChanges),
    profiles: createProfileCache({ ttlMs: config.profileCacheSeconds * 1000 }),
  };
  try {
    if (config.seedDemo) await seedDemo(ctx);
    // Before the first request: mail and donations use what admins stored, not just the environment.
    await refreshSiteSettings(ctx);
    // Verified tokens are remembered until they expire (decision 0033).
    const verifier = cachingTokenVerifier(
      config.authEmulatorHost ? emulatorTokenVerifier(config.firebaseProjectId) : firebaseTokenVerifier(config.firebaseProjectId),
    );
    const app = await buildApp({
      ctx,
      verifier,
      logger: options.logger ?? false,
      corsOrigins: config.corsOrigins,
      trustProxy: config.trustProxy,
      checkAnswers: config.development,
      releases: options.releases ?? releaseDeskFrom(process.env, { development: config.development }),
    });
    const background = startBackgroundWork(ctx, transportFor(config.smtpUrl), {
      syncRoleClaims: config.identityAdmin.kind !== 'none',
    });
    return {
      app,
      database,
      async stop() {
        await app.close();
        await background.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
