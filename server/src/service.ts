import type { FastifyInstance } from 'fastify';
import { setEmailLinkSecret } from './account/emailLinkSecret.js';
import { identityAdminFor } from './auth/identityAdminFor.js';
import { emulatorTokenVerifier, firebaseTokenVerifier } from './auth/tokens.js';
import { startBackgroundWork } from './backgroundWork.js';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open.js';
import { buildApp } from './http/app.js';
import { transportFor } from './mail/transports/transportFor.js';
import { seedDemo } from './seed/seedDemo.js';
import { refreshSiteSettings } from './siteSettings/storedSiteSettings.js';
import { createRoleClaimKicker } from './users/roleClaims/roleClaimKicker.js';
import { startLive } from './live/startLive.js';
import { createProfileCache } from './users/profileCache.js';
import { profilesForgottenEverywhere } from './users/profilesForgottenEverywhere.js';
import { cachingTokenVerifier } from './auth/tokenCache.js';
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
  options: { logger?: boolean | { level: string }; releases?: ReleaseDesk } = {},
): Promise<RunningService> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: config.dataDir },
  );
  setEmailLinkSecret(config.emailLinkSecret);
  let live: Awaited<ReturnType<typeof startLive>>;
  try {
    live = await startLive(database, config.databaseUrl);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { hub, changes, roleChanges, messages, streams } = live;
  const ctx: ServiceContext = {
    db: database.db,
    now: () => new Date(),
    settings: config.site,
    environmentSettings: config.site,
    changes,
    identity: identityAdminFor(config.identityAdmin, config.firebaseProjectId),
    roleClaims: createRoleClaimKicker(roleChanges),
    roleChanges,
    streams,
    messages,
    hub,
    profiles: profilesForgottenEverywhere(createProfileCache({ ttlMs: config.profileCacheSeconds * 1000 }), hub),
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
        await live.stop();
        await database.close();
      },
    };
  } catch (error) {
    await live.stop();
    await database.close();
    throw error;
  }
}
