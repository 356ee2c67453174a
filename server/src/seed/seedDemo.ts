import { isRole, type Role } from '@sla/permissions';
import demoAccounts from '../../../demo-accounts.json' with { type: 'json' };
import type { ServiceContext } from '../context.js';
import { auditLogs, users } from '../db/schema.js';
import { DEMO_PEOPLE } from './demoPeople.js';
import { seedAlumni } from './seedAlumni.js';
import { seedApplications } from './seedApplications.js';
import { seedContent } from './seedContent.js';
import { seedGiving } from './seedGiving.js';
import { seedInbox } from './seedInbox.js';
import { seedLearning } from './seedLearning.js';
import { seedMedia } from './seedMedia.js';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  role: string;
  displayName: string;
}

export const DEMO_ACCOUNTS = demoAccounts as DemoAccount[];

/**
 * The demo profiles: one per role (demo-accounts.json, which also creates their sign-in accounts)
 * and some sample people, the public site's sample content, and applications in every status with
 * their reviews and decisions, and programme delivery (cohorts, modules, assignments, work, mentors). Existing rows are left alone, so
 * seeding twice changes nothing and a role changed during a demo stays changed. Returns how many
 * profiles were created.
 */
export async function seedDemo(ctx: ServiceContext): Promise<number> {
  const start = ctx.now().getTime();
  const rows = [
    ...DEMO_ACCOUNTS.map((account) => ({ ...account, role: isRole(account.role) ? account.role : null })),
    ...DEMO_PEOPLE,
  ].map((person, index) => {
    // Spread over past days, newest last, so lists have an order worth seeing.
    const at = new Date(start - (DEMO_ACCOUNTS.length + DEMO_PEOPLE.length - index) * 36 * 60 * 60 * 1000);
    return {
      uid: person.uid,
      email: person.email,
      displayName: person.displayName,
      role: person.role,
      createdAt: at,
      updatedAt: at,
    };
  });
  const inserted = await ctx.db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.uid })
    .returning({ uid: users.uid });
  // Some history for the audit log screen, written once: only alongside a first seeding.
  if (inserted.length === rows.length) await ctx.db.insert(auditLogs).values(demoHistory(start));
  await seedContent(ctx);
  await seedMedia(ctx);
  await seedApplications(ctx);
  await seedLearning(ctx);
  await seedAlumni(ctx);
  await seedGiving(ctx);
  await seedInbox(ctx);
  return inserted.length;
}

/** A few past role changes by the demo admin, so the audit log has something to show. */
function demoHistory(start: number) {
  const day = 24 * 60 * 60 * 1000;
  const change = (userId: string, previousRole: Role, newRole: Role, reason: string, daysAgo: number) => ({
    type: 'role_change' as const,
    userId,
    previousRole,
    newRole,
    changedBy: 'demo-admin',
    reason,
    ipAddress: '',
    userAgent: '',
    timestamp: new Date(start - daysAgo * day),
  });
  return [
    change('demo-person-03', 'applicant', 'student', 'Accepted to StepUp Scholars 2026', 20),
    change('demo-person-05', 'student', 'alumni', 'Completed the programme', 14),
    change('demo-person-16', 'applicant', 'alumni', 'Joined the alumni network', 9),
    change('demo-student', 'applicant', 'student', 'Accepted to Dynamerge 2026', 3),
  ];
}
