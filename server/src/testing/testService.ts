import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@sla/permissions';
import { emulatorTokenVerifier } from '../auth/tokens.js';
import { recordingIdentityAdmin, type RecordingIdentityAdmin } from './recordingIdentityAdmin.js';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import { buildApp } from '../http/app.js';
import { noteAnswerChecked } from './answerCoverage.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../siteSettings.js';
import { createRoleClaimKicker } from '../users/roleClaims/roleClaimKicker.js';
import { startRoleClaimSync } from '../users/roleClaims/startRoleClaimSync.js';
import type { Backend } from './backends.js';
import { emptyTables } from './emptyTables.js';
import { emulatorToken } from './tokens.js';
import { startLive } from '../live/startLive.js';
import { createProfileCache } from '../users/profileCache.js';
import { profilesForgottenEverywhere } from '../users/profilesForgottenEverywhere.js';
import { cachingTokenVerifier } from '../auth/tokenCache.js';
import { testReleaseDesk } from './testReleaseDesk.js';
import type { ReleaseDesk } from '../releases/releaseDesk.js';

export const TEST_PROJECT = 'demo-test';

/** What a test reads of an answer. */
export interface InjectResponse {
  statusCode: number;
  body: string;
  /** The body's bytes (a file: a PDF, an image). */
  rawPayload: Buffer;
  headers: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  json(): any;
}

export interface TestService {
  app: FastifyInstance;
  database: Database;
  ctx: ServiceContext;
  /** What the service asked of Firebase's Admin API. */
  identity: RecordingIdentityAdmin;
  /** Authorization header for a signed-in uid (they need not have a profile). */
  as(uid: string, email?: string | null): { authorization: string };
  request(options: InjectOptions): Promise<InjectResponse>;
  addUser(uid: string, role: Role | null, fields?: Partial<UserRow>): Promise<UserRow>;
  user(uid: string): Promise<UserRow | null>;
  count(query: ReturnType<typeof sql>): Promise<number>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary rows
  rows<Row = any>(query: ReturnType<typeof sql>): Promise<Row[]>;
  /** The release store (a temporary folder of its own) and keys the release operations use. */
  releases: ReleaseDesk;
  /** Fixes the service's clock (null: the real one again). */
  setClock(at: Date | null): void;
  /** Empties every table (as a freshly migrated database has them), restarts their sequences, forgets `identity`, the real clock again. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  settings?: Partial<SiteSettings>;
  /**
   * Runs the role claim sync in the background, as the service does with a Firebase Admin API: a role change sets
   * the claim in `identity`, then pushes it. Without it (the default) nothing syncs on its own, and a role change is
   * pushed at once, as with no Admin API.
   */
  syncRoleClaims?: boolean;
  /** Team release keys, by project (none by default). */
  releaseKeys?: Record<string, string>;
  /** Origins of portals served from elsewhere (CORS_ORIGINS); none by default. */
  corsOrigins?: string[];
}

/**
 * The HTTP app over an empty database of `backend` (its open(): the worker's, lent for the suite), with emulator-style
 * tokens and the default site settings.
 */
export async function startTestService(backend: Pick<Backend, 'open'>, options: TestServiceOptions = {}): Promise<TestService> {
  const database = await backend.open();
  let fixedClock: Date | null = null;
  const identity = recordingIdentityAdmin();
  // In the process, whichever the database: the two-instance suites run real service processes.
  const live = await startLive(database, null);
  const { roleChanges } = live;
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS, ...options.settings };
  const ctx: ServiceContext = {
    db: database.db,
    now: () => (fixedClock ? new Date(fixedClock) : new Date()),
    settings,
    environmentSettings: settings,
    changes: live.changes,
    identity,
    roleClaims: createRoleClaimKicker(roleChanges),
    roleChanges,
    streams: live.streams,
    messages: live.messages,
    hub: live.hub,
    profiles: profilesForgottenEverywhere(createProfileCache(), live.hub),
  };
  const releases = await testReleaseDesk(options.releaseKeys ?? {});
  const app = await buildApp({
    ctx,
    releases,
    // As the service runs: verified tokens remembered until they expire, profiles kept a few seconds.
    verifier: cachingTokenVerifier(emulatorTokenVerifier(TEST_PROJECT)),
    checkAnswers: true,
    corsOrigins: options.corsOrigins ?? [],
    answerChecked: noteAnswerChecked,
  });
  // Once a minute on its own: the tests that use it count on the run a role change asks for.
  const claimSync = options.syncRoleClaims ? startRoleClaimSync(ctx, 60_000) : null;
  let clock = Date.UTC(2026, 0, 1);
  return {
    app,
    database,
    ctx,
    identity,
    releases,
    as: (uid, email) => ({
      authorization: `Bearer ${emulatorToken(TEST_PROJECT, { uid, email: email === null ? null : (email ?? `${uid}@example.org`) })}`,
    }),
    request: (options) => app.inject(options) as Promise<InjectResponse>,
    async addUser(uid, role, fields = {}) {
      // Distinct, increasing creation times, so "newest first" has one right answer.
      const at = new Date((clock += 1000));
      const [row] = await database.db
        .insert(users)
        .values({ uid, email: `${uid}@example.org`, displayName: uid, role, createdAt: at, updatedAt: at, ...fields })
        .returning();
      return row!;
    },
    async user(uid) {
      const rows = await database.db
        .select()
        .from(users)
        .where(sql`${users.uid} = ${uid}`);
      return rows[0] ?? null;
    },
    async count(query) {
      const result = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
      return Number(result.rows[0]!.n);
    },
    async rows(query) {
      return ((await database.db.execute(query)) as unknown as { rows: never[] }).rows;
    },
    setClock(at) {
      fixedClock = at;
    },
    async reset() {
      await emptyTables(database.db);
      ctx.profiles.forgetAll();
      identity.forget();
      fixedClock = null;
      // Nothing stored any more, so the service is back on the environment's values.
      ctx.settings = ctx.environmentSettings;
    },
    async close() {
      await app.close();
      await claimSync?.stop();
      await live.stop();
      await database.close();
      await rm(releases.store.root, { recursive: true, force: true });
    },
  };
}
