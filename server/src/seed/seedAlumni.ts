import { and, eq, inArray } from 'drizzle-orm';
import { pairOf } from '../alumni/relation.js';
import type { ServiceContext } from '../context.js';
import {
  alumniConversations,
  alumniMessages,
  alumniPhotos,
  alumniProfiles,
  alumniReports,
  programs,
  users,
} from '../db/schema.js';
import { DEMO_ACCOUNT_PROFILES, DEMO_CONVERSATIONS, HIDDEN_PROFILE, OPEN_REPORT } from './alumni/conversations.js';
import { SEED_ALUMNI, type SeedAlumnus, type SeedProgramme } from './alumni/people.js';
import { placeholderPhoto } from './alumni/photos.js';
import { PRIVACY } from './alumni/privacy.js';
import { seededId } from './seedApplications.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DEMO_ALUMNUS = 'demo-alumni';
const photoIdOf = (uid: string) => seededId(`alumni-photo:${uid}`);

/** A seeded alumnus's uid, by their place in SEED_ALUMNI (so the list only grows at its end). */
export const seedAlumnusUid = (index: number) => `demo-alumnus-${String(index + 1).padStart(2, '0')}`;

/** An e-mail address on example.org made from the name, as demoPeople does: never anyone's real address. */
const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/ /g, '.')}@example.org`;

/**
 * The alumni network's demo: the seeded alumni (users and profiles, with varied privacy, one hidden by staff), the
 * demo accounts' alumni profiles filled in, demo-alumni's conversations (one unread), and an open report for staff.
 * Rows that exist are left alone, and a demo profile is filled in only while still empty, so seeding twice changes
 * nothing. Returns how many profiles were created.
 */
export async function seedAlumni(ctx: ServiceContext): Promise<number> {
  const now = ctx.now().getTime();
  const found = await ctx.db
    .select({ id: programs.id, slug: programs.slug })
    .from(programs)
    .where(inArray(programs.slug, ['stepup-scholars', 'dynamerge'] satisfies SeedProgramme[]));
  const programmeId = new Map(found.map((programme) => [programme.slug, programme.id]));
  if (programmeId.size < 2) return 0;

  const seeded = SEED_ALUMNI.map((alumnus, index) => ({ ...alumnus, uid: seedAlumnusUid(index) }));
  const uidOf = new Map(seeded.map((alumnus) => [alumnus.name, alumnus.uid]));
  const joinedAt = (year: number) => new Date(Math.min(Date.UTC(year, 10, 30), now - 30 * DAY));

  await ctx.db
    .insert(users)
    .values(
      seeded.map((alumnus) => ({
        uid: alumnus.uid,
        email: emailOf(alumnus.name),
        displayName: alumnus.name,
        role: 'alumni' as const,
        createdAt: joinedAt(alumnus.year),
        updatedAt: joinedAt(alumnus.year),
      })),
    )
    .onConflictDoNothing({ target: users.uid });

  const profileRow = (uid: string, name: string, alumnus: Omit<SeedAlumnus, 'name'>) => {
    const hidden = name === HIDDEN_PROFILE.name;
    const at = joinedAt(alumnus.year);
    return {
      uid,
      name,
      programId: programmeId.get(alumnus.programme)!,
      cohortYear: alumnus.year,
      headline: alumnus.headline,
      field: alumnus.field,
      institution: alumnus.institution,
      country: alumnus.country,
      city: alumnus.city,
      bio: alumnus.bio,
      links: alumnus.links,
      skills: alumnus.skills,
      openToMentoring: alumnus.mentoring,
      openToMessages: alumnus.messages,
      photoId: alumnus.photo ? photoIdOf(uid) : null,
      visibility: { ...PRIVACY[alumnus.privacy], ...alumnus.except },
      hiddenAt: hidden ? new Date(now - HIDDEN_PROFILE.daysAgo * DAY) : null,
      hiddenBy: hidden ? HIDDEN_PROFILE.hiddenBy : null,
      hiddenReason: hidden ? HIDDEN_PROFILE.reason : null,
      createdAt: at,
      // Filled in a few weeks after finishing, or a month ago for the newest.
      updatedAt: new Date(Math.min(at.getTime() + 21 * DAY, now - DAY)),
    };
  };

  // The demo accounts keep the names they were given (and have, if someone changed one during a demo).
  const demoUsers = await ctx.db
    .select({ uid: users.uid, name: users.displayName })
    .from(users)
    .where(inArray(users.uid, Object.keys(DEMO_ACCOUNT_PROFILES)));
  const demoRows = demoUsers.map(({ uid, name }) => profileRow(uid, name ?? '', DEMO_ACCOUNT_PROFILES[uid]!));
  const inserted = await ctx.db
    .insert(alumniProfiles)
    .values([...seeded.map((alumnus) => profileRow(alumnus.uid, alumnus.name, alumnus)), ...demoRows])
    .onConflictDoNothing({ target: alumniProfiles.uid })
    .returning({ uid: alumniProfiles.uid });
  const filled = await fillEmptyDemoProfiles(ctx, demoRows);
  // Photos only for profiles written just now, so a photo removed during a demo stays removed.
  const written = new Set([...inserted.map((row) => row.uid), ...filled]);
  const backgrounds = [
    ...seeded.map((alumnus) => [alumnus.uid, alumnus.photo] as const),
    ...Object.entries(DEMO_ACCOUNT_PROFILES).map(([uid, profile]) => [uid, profile.photo] as const),
  ].filter(([uid, background]) => background && written.has(uid));
  const photos = await Promise.all(backgrounds.map(([uid, background]) => placeholderPhoto(photoIdOf(uid), background!)));
  if (photos.length) await ctx.db.insert(alumniPhotos).values(photos.flat()).onConflictDoNothing();

  await seedConversations(ctx, now, uidOf);
  return inserted.length;
}

/**
 * seedLearning starts demo-alumni's and demo-person-05's profiles empty, from their completed cohorts: fill them in,
 * keeping the programme and year the cohort gave, but only while the owner has not written anything themself. The uids
 * filled in.
 */
async function fillEmptyDemoProfiles(ctx: ServiceContext, rows: (typeof alumniProfiles.$inferInsert)[]): Promise<string[]> {
  const filled: string[] = [];
  for (const row of rows) {
    // The cohort's programme and year, and when the profile started, stay as they are.
    const fields: Partial<typeof row> = { ...row };
    delete fields.programId;
    delete fields.cohortYear;
    delete fields.createdAt;
    const updated = await ctx.db
      .update(alumniProfiles)
      .set(fields)
      .where(
        and(
          eq(alumniProfiles.uid, row.uid),
          eq(alumniProfiles.headline, ''),
          eq(alumniProfiles.field, ''),
          eq(alumniProfiles.bio, ''),
        ),
      )
      .returning({ uid: alumniProfiles.uid });
    filled.push(...updated.map((profile) => profile.uid));
  }
  return filled;
}

/** demo-alumni's conversations (the first unread by them) and a reported message, written once each. */
async function seedConversations(ctx: ServiceContext, now: number, uidOf: Map<string, string>): Promise<void> {
  const ago = (hours: number) => new Date(now - hours * HOUR);
  const conversations: (typeof alumniConversations.$inferInsert)[] = [];
  const messages: (typeof alumniMessages.$inferInsert)[] = [];

  for (const plan of DEMO_CONVERSATIONS) {
    const other = uidOf.get(plan.with)!;
    const pair = pairOf(DEMO_ALUMNUS, other);
    const id = seededId(`alumni-conversation:${pair.firstUid}:${pair.secondUid}`);
    const sent = plan.messages.map((message) => ago(message.hoursAgo));
    const first = sent[0]!;
    const last = sent[sent.length - 1]!;
    // demo-alumni read up to the message before the last when it is unread, everything otherwise; the other, all.
    const demoRead = plan.unreadByDemo ? sent[sent.length - 2]! : last;
    const demoIsFirst = pair.firstUid === DEMO_ALUMNUS;
    conversations.push({
      id,
      ...pair,
      createdAt: first,
      lastMessageAt: last,
      firstReadAt: demoIsFirst ? demoRead : last,
      secondReadAt: demoIsFirst ? last : demoRead,
    });
    plan.messages.forEach((message, index) =>
      messages.push({
        id: seededId(`alumni-message:${id}:${index}`),
        conversationId: id,
        senderUid: message.from === 'demo' ? DEMO_ALUMNUS : other,
        body: message.body,
        sentAt: sent[index]!,
      }),
    );
  }

  const reporter = uidOf.get(OPEN_REPORT.reporter)!;
  const reported = uidOf.get(OPEN_REPORT.reported)!;
  const reportedPair = pairOf(reporter, reported);
  const reportedConversation = seededId(`alumni-conversation:${reportedPair.firstUid}:${reportedPair.secondUid}`);
  const reportedAt = ago(OPEN_REPORT.hoursAgo);
  const sentAt = ago(OPEN_REPORT.hoursAgo + 2);
  const reportedMessage = seededId(`alumni-message:${reportedConversation}:0`);
  conversations.push({
    id: reportedConversation,
    ...reportedPair,
    createdAt: sentAt,
    lastMessageAt: sentAt,
    firstReadAt: sentAt,
    secondReadAt: sentAt,
  });
  messages.push({
    id: reportedMessage,
    conversationId: reportedConversation,
    senderUid: reported,
    body: OPEN_REPORT.message,
    sentAt,
  });

  await ctx.db.insert(alumniConversations).values(conversations).onConflictDoNothing();
  await ctx.db.insert(alumniMessages).values(messages).onConflictDoNothing();
  await ctx.db
    .insert(alumniReports)
    .values({
      id: seededId(`alumni-report:${reporter}:${reported}`),
      reporterUid: reporter,
      reportedUid: reported,
      reason: OPEN_REPORT.reason,
      details: OPEN_REPORT.details,
      messageId: reportedMessage,
      quotedMessage: OPEN_REPORT.message,
      createdAt: reportedAt,
    })
    .onConflictDoNothing();
}
