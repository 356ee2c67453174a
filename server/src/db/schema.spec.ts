import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations.js';
import {
  applicationEvents,
  applicationFiles,
  applications,
  auditLogs,
  content,
  contentTranslations,
  emailPreferences,
  donations,
  messages,
  newsletterSubscribers,
  notices,
  outbox,
  pledges,
  programs,
  rateLimits,
  liveEvents,
  liveStreams,
  reviewAssignments,
  reviewConflicts,
  reviews,
  users,
  invitations,
  siteSettings,
  alumniBlocks,
  alumniConversations,
  alumniMessages,
  alumniPhotos,
  alumniProfiles,
  alumniReports,
  assignments,
  cohortMembers,
  cohorts,
  mentorCheckins,
  mentorMessages,
  mentorTasks,
  mentorships,
  moduleFiles,
  moduleProgress,
  modules,
  submissionFiles,
  submissionGrades,
  submissions,
  announcements,
  announcementReads,
  applicationMessages,
  applicationThreads,
  opportunities,
  opportunityDigests,
  opportunityDigestRuns,
  eventRegistrationSettings,
  eventRegistrations,
  mentorRequests,
  followUps,
  followUpEntries,
  followUpLinks,
} from './schema.js';
import { describeOnEachBackend } from '../testing/backends.js';

describeOnEachBackend('schema', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(() => database?.close());

  it.each([
    users,
    invitations,
    siteSettings,
    auditLogs,
    content,
    contentTranslations,
    programs,
    outbox,
    newsletterSubscribers,
    messages,
    rateLimits,
    liveEvents,
    liveStreams,
    donations,
    pledges,
    applications,
    applicationEvents,
    applicationFiles,
    reviewAssignments,
    reviews,
    reviewConflicts,
    notices,
    emailPreferences,
    cohorts,
    cohortMembers,
    modules,
    moduleFiles,
    moduleProgress,
    assignments,
    submissions,
    submissionFiles,
    submissionGrades,
    mentorships,
    mentorMessages,
    mentorCheckins,
    mentorTasks,
    alumniProfiles,
    alumniPhotos,
    alumniConversations,
    alumniMessages,
    alumniBlocks,
    alumniReports,
    announcements,
    announcementReads,
    applicationMessages,
    applicationThreads,
    opportunities,
    opportunityDigests,
    opportunityDigestRuns,
    eventRegistrationSettings,
    eventRegistrations,
    mentorRequests,
    followUps,
    followUpEntries,
    followUpLinks,
  ])('the migrations create exactly the columns db/schema.ts declares (%#)', async (table) => {
    const config = getTableConfig(table);
    const result = (await database.db.execute(
      sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = ${config.name} ORDER BY column_name`,
    )) as unknown as { rows: { column_name: string; is_nullable: string }[] };
    const migrated = result.rows.map((row) => `${row.column_name}:${row.is_nullable === 'NO' ? 'not null' : 'null'}`);
    const declared = config.columns.map((column) => `${column.name}:${column.notNull ? 'not null' : 'null'}`).sort();
    expect(migrated).toEqual(declared);
  });

  it('applies each migration once, however often it runs', async () => {
    expect(await migrate(database.db)).toEqual([]);
    const applied = (await database.db.execute(sql`SELECT count(*) AS n FROM schema_migrations`)) as unknown as {
      rows: { n: string | number }[];
    };
    expect(Number(applied.rows[0]!.n)).toBe(MIGRATIONS.length);
  });
});
