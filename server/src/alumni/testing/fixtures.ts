// Alumni network rows written straight into the tables, for the alumni specs, the access specs and the fuzz world
// (never imported by the service). Each helper's defaults make a usable row, so a test names only what it is about.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_PROFILE_VISIBILITY, type ProfileVisibilityMap } from '@sla/contract';
import type { Role } from '@sla/permissions';
import {
  alumniBlocks,
  alumniConversations,
  alumniMessages,
  alumniPhotos,
  alumniProfiles,
  alumniReports,
  type AlumniProfileRow,
} from '../../db/schema.js';
import type { TestService } from '../../testing/testService.js';
import { pairOf } from '../relation.js';

const WRITTEN = new Date(Date.UTC(2026, 0, 1));

// Conversations, messages and reports get distinct, increasing times, so "newest first" has one right answer.
let clock = WRITTEN.getTime();
const tick = () => new Date((clock += 1000));

type ProfileInsert = typeof alumniProfiles.$inferInsert;

export type AlumniProfileFields = Partial<Omit<ProfileInsert, 'uid' | 'visibility'>> & {
  /** Laid over the defaults (name, programme and year to alumni, the rest to staff). */
  visibility?: Partial<ProfileVisibilityMap>;
  /** The role of the user made for `uid` when there is none (alumni unless said); null: the profile alone. */
  role?: Role | null;
};

/**
 * A profile of `uid`, written at the service's time: named after the user (their display name), with the default
 * visibility, not open to mentoring or messages, unless said otherwise. Makes the user (an alumnus) when missing.
 */
export async function addAlumniProfile(
  service: TestService,
  uid: string,
  fields: AlumniProfileFields = {},
): Promise<AlumniProfileRow> {
  const { role = 'alumni', visibility, ...profile } = fields;
  const user = (await service.user(uid)) ?? (role === null ? null : await service.addUser(uid, role));
  const at = service.ctx.now();
  const [row] = await service.database.db
    .insert(alumniProfiles)
    .values({
      name: user?.displayName ?? uid,
      openToMentoring: false,
      openToMessages: false,
      createdAt: at,
      updatedAt: at,
      ...profile,
      visibility: { ...DEFAULT_PROFILE_VISIBILITY, ...visibility },
      uid,
    })
    .returning();
  return row!;
}

/** Every field public: for tests about what anyone may see. */
export const ALL_PUBLIC: ProfileVisibilityMap = Object.fromEntries(
  Object.keys(DEFAULT_PROFILE_VISIBILITY).map((field) => [field, 'public']),
) as ProfileVisibilityMap;

/** A real, tiny WebP of one colour, made in memory (no binary files live in the repository). */
export function webp(size: number, background = '#07463a'): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .webp()
    .toBuffer();
}

/**
 * A photo in both sizes (small and large WebPs) in alumni_photos; its id. Pass `uid` to make it that profile's photo.
 */
export async function addAlumniPhoto(service: TestService, uid?: string): Promise<string> {
  const id = randomUUID();
  const [small, large] = await Promise.all([webp(8), webp(16)]);
  await service.database.db.insert(alumniPhotos).values([
    { id, size: 'small', contentType: 'image/webp', bytes: small },
    { id, size: 'large', contentType: 'image/webp', bytes: large },
  ]);
  if (uid) await service.database.db.update(alumniProfiles).set({ photoId: id }).where(eq(alumniProfiles.uid, uid));
  return id;
}

type ConversationFields = Partial<Omit<typeof alumniConversations.$inferInsert, 'firstUid' | 'secondUid'>>;

/** A conversation between two people (either order), with no messages and read by nobody unless said otherwise. */
export async function addConversation(
  service: TestService,
  one: string,
  other: string,
  fields: ConversationFields = {},
): Promise<typeof alumniConversations.$inferSelect> {
  const at = tick();
  const [row] = await service.database.db
    .insert(alumniConversations)
    .values({ id: randomUUID(), createdAt: at, lastMessageAt: at, ...fields, ...pairOf(one, other) })
    .returning();
  return row!;
}

type AlumniMessageFields = Partial<Omit<typeof alumniMessages.$inferInsert, 'conversationId' | 'senderUid'>>;

/**
 * A message in the conversation ("Hello", sent after everything written before unless said otherwise); its id. The
 * conversation's last message time moves to it when later, as sending does.
 */
export async function addAlumniMessage(
  service: TestService,
  conversationId: string,
  senderUid: string,
  fields: AlumniMessageFields = {},
): Promise<string> {
  const id = fields.id ?? randomUUID();
  const sentAt = fields.sentAt ?? tick();
  await service.database.db.insert(alumniMessages).values({ body: 'Hello', ...fields, id, sentAt, conversationId, senderUid });
  await service.database.db
    .update(alumniConversations)
    .set({ lastMessageAt: sql`greatest(${alumniConversations.lastMessageAt}, ${sentAt.toISOString()}::timestamptz)` })
    .where(eq(alumniConversations.id, conversationId));
  return id;
}

/** `blockerUid` blocked `blockedUid`. */
export async function addBlock(service: TestService, blockerUid: string, blockedUid: string, at = tick()): Promise<void> {
  await service.database.db.insert(alumniBlocks).values({ blockerUid, blockedUid, createdAt: at });
}

type ReportFields = Partial<Omit<typeof alumniReports.$inferInsert, 'reporterUid' | 'reportedUid'>>;

/** An open report of spam about `reportedUid`, about no message, unless said otherwise. */
export async function addReport(
  service: TestService,
  reporterUid: string,
  reportedUid: string,
  fields: ReportFields = {},
): Promise<typeof alumniReports.$inferSelect> {
  const [row] = await service.database.db
    .insert(alumniReports)
    .values({ id: randomUUID(), reason: 'spam', details: '', createdAt: tick(), ...fields, reporterUid, reportedUid })
    .returning();
  return row!;
}
